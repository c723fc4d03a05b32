import type { App } from '../app';
import type { Config } from '../config';
import { cannotStart } from './cannot-start';

/** Listens on the configured port; a port taken, or one this user may not open, is said with what to do instead. */
export async function listenOrSayWhy(app: App, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'EADDRINUSE') {
      cannotStart(
        `port ${config.port} is in use (another copy of this site, or another program, listens there); ` +
          `start with PORT=${config.port + 1}`,
      );
    }
    if (err instanceof Error && 'code' in err && err.code === 'EACCES') {
      cannotStart(
        `port ${config.port} needs privileges this user does not have; ` +
          'use a port above 1023, such as PORT=3000, behind a reverse proxy',
      );
    }
    throw err;
  }
}
