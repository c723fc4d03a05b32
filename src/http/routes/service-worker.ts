import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { memoryFile, sendMemoryFile } from '../../pages/memory-file';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  worker: {
    summary: 'The service worker that keeps the guest pages for offline use',
    description: 'Sent with `Cache-Control: no-cache`, so that a new build reaches a returning guest at once.',
  },
};

/**
 * GET /sw.js, the service worker that keeps the invitation for offline use. At the site's root, so that its scope
 * is the whole site; never cached by the browser's HTTP cache (no-cache), so a new build reaches a returning guest
 * at their next visit. Sent as the build compressed it (sw.js.br, sw.js.gz beside it), like every other file.
 */
export const serviceWorkerRoutes: FastifyPluginAsync<{ publicDir: string }> = async (app, { publicDir }) => {
  const file = path.join(publicDir, 'sw.js');
  const beside = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
  const script = memoryFile('text/javascript; charset=utf-8', 'no-cache', readFileSync(file), {
    br: beside('.br'),
    gzip: beside('.gz'),
  });
  app.get('/sw.js', { schema: ABOUT.worker }, (request, reply) => sendMemoryFile(request, reply, script));
};
