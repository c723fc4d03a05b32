import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps every message it is given, whole, as text. */
export async function startSmtpReceiver(): Promise<{ url: string; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
