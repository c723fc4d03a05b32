import type { FastifyPluginAsync } from 'fastify';
import type { StorageGuard, StorageProblem } from '../../storage/storage-guard';
import { Refused } from '../refused';

// For whoever watches /healthz: what is wrong, without the paths and figures the log gives the couple.
const SAID: Record<StorageProblem['error'], string> = {
  'database-gone':
    'The database file was deleted or replaced while the server ran; answers are refused until a restart.',
  'disk-full': 'The disk is (almost) full; answers are refused until space is freed.',
  'database-unwritable': 'The database cannot be written; answers are refused.',
};

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  health: {
    summary: 'For uptime monitors: whether the database can be read and written',
    description:
      '`200 {"status":"ok"}` while it can (a small write at most every five seconds, whatever the checks); else ' +
      '`503` with `disk-full`, `database-gone` (the file was deleted or replaced under the running server) or ' +
      '`database-unwritable`.',
  },
};

/** For uptime monitors: 200 while the database can be read and written, 503 (and why) when it cannot. */
export const healthRoutes: FastifyPluginAsync<{ storage: StorageGuard }> = async (app, { storage }) => {
  app.get('/healthz', { schema: ABOUT.health }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const problem = storage.check();
    if (!problem) return { status: 'ok' };
    throw Refused.because(problem.error, SAID[problem.error]);
  });
};
