import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { type Note, webhookRequest } from './webhook-request';

export interface NotifySettings {
  /** NOTIFY_URL: an ntfy topic, or any webhook that takes a POST. */
  readonly url: string | undefined;
  /** SMTP_URL and NOTIFY_EMAIL: the couple's own mail server, and where the note goes. */
  readonly smtpUrl: string | undefined;
  readonly email: string | undefined;
}

export interface Notifier {
  /** Queues a note and returns at once: the guest's answer is already stored, and never waits for this. */
  notify(note: Note): void;
  /** Resolves when every queued note has been sent or given up on (tests; a graceful stop). */
  idle(): Promise<void>;
  close(): void;
}

/** Waits before each retry: a webhook that is down for a minute (a Pi rebooting) still gets the note. */
const RETRY_DELAYS_MS = [2_000, 15_000, 60_000];
const REQUEST_TIMEOUT_MS = 10_000;
// A flood of answers while the endpoint is down must not grow the queue without end.
const MOST_WAITING = 500;

export function createNotifier(
  settings: NotifySettings,
  log: FastifyBaseLogger,
  { retryDelaysMs = RETRY_DELAYS_MS } = {},
): Notifier {
  const destinations: Array<{ name: string; send: (note: Note) => Promise<void> }> = [];
  if (settings.url) {
    const url = settings.url;
    destinations.push({
      name: 'NOTIFY_URL',
      async send(note) {
        const { headers, body } = webhookRequest(url, note);
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (!response.ok) throw new Error(`answered ${response.status} ${response.statusText}`);
      },
    });
  }
  let mail: Transporter | undefined;
  if (settings.smtpUrl && settings.email) {
    const { smtpUrl, email: to } = settings;
    destinations.push({
      name: 'SMTP_URL',
      async send(note) {
        // Loaded at the first note: a site that sends no e-mail never spends its start-up on the mail library.
        const { default: nodemailer } = await import('nodemailer');
        mail ??= nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: REQUEST_TIMEOUT_MS,
          socketTimeout: REQUEST_TIMEOUT_MS,
        });
        await mail.sendMail({ from: to, to, subject: note.title, text: note.text });
      },
    });
  }

  let waiting = 0;
  let closed = false;
  const pending = new Set<Promise<void>>();
  // Retries waiting for their turn; close() ends the waits, and the notes give up with their log line.
  const waits = new Map<NodeJS.Timeout, () => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      waits.set(timer, resolve);
    });

  async function deliver(destination: (typeof destinations)[number], note: Note): Promise<void> {
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
        await sleep(delay);
      }
    }
  }

  return {
    notify(note) {
      if (closed || destinations.length === 0) return;
      if (waiting >= MOST_WAITING) {
        log.warn('too many notes waiting to be sent; this one is dropped (the answer itself is stored)');
        return;
      }
      for (const destination of destinations) {
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
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      mail?.close();
    },
  };
}
