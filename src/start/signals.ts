import type { Wedding } from '../wedding';

// Requests still running get this long to finish after SIGTERM before the process gives up on them.
const SHUTDOWN_GRACE_MS = 5000;

/** On SIGTERM or SIGINT, finishes the requests in flight and closes the wedding, then exits; once, however many. */
export function closeOnSignals(wedding: Wedding): void {
  const { app } = wedding;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    wedding
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
