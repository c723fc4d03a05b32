import type { FastifyBaseLogger } from 'fastify';
import { type NotifyDestination, type NotifySettings, notifyDestinations } from './notify-destinations';
import type { Note } from './webhook-request';

export type { NotifySettings } from './notify-destinations';

export interface Notifier {
  /** Queues a note and returns at once: the guest's answer is already stored, and never waits for this. */
  notify(note: Note): void;
  /** Resolves when every queued note has been sent or given up on (tests; a graceful stop). */
  idle(): Promise<void>;
  close(): void;
}

/** Waits before each retry: a webhook that is down for a minute (a Pi rebooting) still gets the note. */
const RETRY_DELAYS_MS = [2_000, 15_000, 60_000];
// A flood of answers while the endpoint is down must not grow the queue without end.
const MOST_WAITING = 500;

/** Retries waiting for their turn; `endAll` ends the waits at once (the notes then give up with their log line). */
function retryWaits() {
  const waits = new Map<NodeJS.Timeout, () => void>();
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waits.delete(timer);
          resolve();
        }, ms);
        timer.unref();
        waits.set(timer, resolve);
      }),
    endAll() {
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
    },
  };
}

export function createNotifier(
  settings: NotifySettings,
  log: FastifyBaseLogger,
  { retryDelaysMs = RETRY_DELAYS_MS } = {},
): Notifier {
  const destinations = notifyDestinations(settings);
  let waiting = 0;
  let closed = false;
  const pending = new Set<Promise<void>>();
  const waits = retryWaits();

  async function deliver(destination: NotifyDestination, note: Note): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await destination.send(note);
        return;
      } catch (err) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || closed) {
          log.error(
            { err, destination: destination.name, attempts: attempt + 1 },
            `could not send the couple a note through ${destination.name}; giving up`,
          );
          return;
        }
        log.warn(
          { err: { message: (err as Error).message }, destination: destination.name, attempt: attempt + 1 },
          `a note through ${destination.name} failed; trying again`,
        );
        await waits.sleep(delay);
      }
    }
  }

  return {
    notify(note) {
      if (closed || destinations.list.length === 0) return;
      if (waiting >= MOST_WAITING) {
        log.warn('too many notes waiting to be sent; this one is dropped (the answer itself is stored)');
        return;
      }
      for (const destination of destinations.list) {
        waiting += 1;
        // Started on the next turn of the event loop: the response to the guest is on its way first.
        const job = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => deliver(destination, note))
          .finally(() => {
            waiting -= 1;
            pending.delete(job);
          });
        pending.add(job);
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      closed = true;
      waits.endAll();
      destinations.close();
    },
  };
}
