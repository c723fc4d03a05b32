// Long work for the couple (an export of every answer, the sheet of every card) is handed out a piece at a time,
// and hands the event loop back every few milliseconds: a guest opening the invitation meanwhile waits for one
// slice, not for the whole download. By time, not by count: an answer written in Devanagari is three times the
// bytes of the same answer in English, and a count that suited one stalled guests for seconds with the other.
const SLICE_MS = 4;

/** Lets whatever is waiting (a guest's request, a timer) run, then goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The same items, in order, with the event loop given back whenever a slice of work has run its time. */
export async function* givingWay<T>(items: AsyncIterable<T> | Iterable<T>, sliceMs = SLICE_MS): AsyncGenerator<T> {
  let sliceStarted = performance.now();
  for await (const item of items) {
    yield item;
    // Measured after the yield: what the reader did with the item (escaping, writing to the socket) is work too.
    if (performance.now() - sliceStarted >= sliceMs) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
}
