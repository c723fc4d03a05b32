import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { memoryFile, sendMemoryFile } from '../../pages/memory-file';

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
  app.get('/sw.js', (request, reply) => sendMemoryFile(request, reply, script));
};
