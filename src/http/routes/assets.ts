import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE } from '../../pages/assets';
import { type MemoryFile, sendMemoryFile } from '../../pages/memory-file';

// A single file name as the build writes them: no slash, no backslash, no leading dot, nothing to climb with.
const ASSET_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  asset: {
    summary: "The build's scripts, styles, fonts and pictures",
    description: 'Named by their contents, so cached for good; compressed as the browser accepts; else `404`.',
  },
};

/**
 * /assets/<name>: from memory when the page needs it, else streamed from dist/public/assets, else 404. A file is sent
 * with `policy`, the open pages' (security.ts, openPagePolicy), in place of every look's.
 */
export const assetRoutes: FastifyPluginAsync<{
  assetsDir: string;
  assets: ReadonlyMap<string, MemoryFile>;
  policy: () => string;
}> = async (app, { assetsDir, assets, policy }) => {
  await app.register(fastifyStatic, {
    root: assetsDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
  });

  app.get<{ Params: { '*': string } }>('/assets/*', { schema: ABOUT.asset }, (request, reply) => {
    reply.header('Content-Security-Policy', policy());
    const name = request.params['*'];
    const file = assets.get(`/assets/${name}`);
    if (file) return sendMemoryFile(request, reply, file);
    if (!ASSET_NAME.test(name)) return reply.callNotFound();
    reply.header('Cache-Control', IMMUTABLE);
    return reply.sendFile(name);
  });
};
