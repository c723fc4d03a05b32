import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /sw.js, the service worker that keeps the invitation for offline use. At the site's root, so that its scope
 * is the whole site; never cached by the browser's HTTP cache (no-cache), so a new build reaches a returning guest
 * at their next visit.
 */
export const serviceWorkerRoutes: FastifyPluginAsync<{ publicDir: string }> = async (app, { publicDir }) => {
  const script = readFileSync(path.join(publicDir, 'sw.js'));
  app.get('/sw.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(script));
};
