import type { Transporter } from 'nodemailer';
import { type Note, webhookRequest } from './webhook-request';

export interface NotifySettings {
  /** NOTIFY_URL: an ntfy topic, or any webhook that takes a POST. */
  readonly url: string | undefined;
  /** SMTP_URL and NOTIFY_EMAIL: the couple's own mail server, and where the note goes. */
  readonly smtpUrl: string | undefined;
  readonly email: string | undefined;
}

/** One way a note reaches the couple, named by the setting that chose it (for the log). */
export interface NotifyDestination {
  readonly name: string;
  send(note: Note): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 10_000;

function webhook(url: string): NotifyDestination {
  return {
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
  };
}

function mailbox(smtpUrl: string, to: string): NotifyDestination & { close(): void } {
  let mail: Transporter | undefined;
  return {
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
    close() {
      mail?.close();
    },
  };
}

/** Where the settings say the couple's notes go: a webhook, their mail, both or neither; `close` ends the mail's. */
export function notifyDestinations(settings: NotifySettings): { list: NotifyDestination[]; close(): void } {
  const list: NotifyDestination[] = [];
  if (settings.url) list.push(webhook(settings.url));
  const mail = settings.smtpUrl && settings.email ? mailbox(settings.smtpUrl, settings.email) : undefined;
  if (mail) list.push(mail);
  return { list, close: () => mail?.close() };
}
