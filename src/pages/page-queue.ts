// The pages owed to those waiting for them, in the order they were asked for: each given to the renderer in its turn,
// and settled when the renderer gives it back.
import type { MemoryFile } from './memory-file';

interface Pending<Request> {
  resolve(file: MemoryFile): void;
  reject(err: Error): void;
  /** Sent to the renderer yet, or still waiting its turn here. */
  sent: boolean;
  readonly request: Request;
}

export function createPageQueue<Request>() {
  const pending = new Map<number, Pending<Request>>();
  let nextId = 1;
  return {
    get size() {
      return pending.size;
    },
    /** A page owed: settled when the renderer gives it back, or fails. */
    add(request: Request, resolve: (file: MemoryFile) => void, reject: (err: Error) => void) {
      pending.set(nextId++, { resolve, reject, sent: false, request });
    },
    /** The page of this id, no longer owed; none when it was not (settled already, or failed). */
    take(id: number): Pending<Request> | undefined {
      const waiting = pending.get(id);
      if (waiting) pending.delete(id);
      return waiting;
    },
    /** Whether the renderer has pages in its hands. */
    hasSent: () => [...pending.values()].some((waiting) => waiting.sent),
    /** Sends the next pages in order, until `most` are in the renderer's hands. */
    sendNext(most: number, send: (id: number, request: Request) => void) {
      let inFlight = 0;
      for (const waiting of pending.values()) if (waiting.sent) inFlight += 1;
      for (const [id, waiting] of pending) {
        if (inFlight >= most) return;
        if (waiting.sent) continue;
        waiting.sent = true;
        inFlight += 1;
        send(id, waiting.request);
      }
    },
    /** Fails every page owed, sent or not. */
    failAll(err: Error) {
      for (const { reject } of pending.values()) reject(err);
      pending.clear();
    },
  };
}
