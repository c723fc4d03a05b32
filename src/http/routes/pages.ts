import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../../pages/assets';
import type { Portrait } from '../../pages/portrait';
import { sendMemoryFile } from '../../pages/memory-file';
import { guestPagesIn, type PageFiles } from '../../pages/page-files';
import type { LocalisedSite } from '../../site/localised-site';
import { pickLanguage } from '../pick-language';
import type { ErrorBody } from '../error-schema';

/** The prerendered pages, the couple's portrait, robots.txt, and the not-found answers for everything else. */
export const pageRoutes: FastifyPluginAsync<{
  pages: PageFiles;
  site: LocalisedSite;
  portrait: Portrait | null;
  allowIndexing: boolean;
  closesAt: string | undefined;
  now: () => number;
}> = async (app, { pages, site, portrait, allowIndexing, closesAt, now }) => {
  // Both pages are rendered at start; the deadline picks one, so the form closes on time without a restart.
  const closesAtMs = closesAt === undefined ? Number.POSITIVE_INFINITY : Date.parse(closesAt);
  app.get('/', (request, reply) => {
    const inLanguage = guestPagesIn(pages, pickLanguage(request, reply, site));
    return sendMemoryFile(
      request,
      reply,
      inLanguage.homeClosed && now() > closesAtMs ? inLanguage.homeClosed : inLanguage.home,
    );
  });
  app.get('/admin', (request, reply) => sendMemoryFile(request, reply, pages.admin));

  // A photo is its own preview: one route per address, or Fastify refuses to start.
  const images = new Map(
    [portrait, portrait?.preview, pages.preview].filter((image) => image != null).map((image) => [image.url, image]),
  );
  for (const image of images.values()) {
    app.get(image.url, (_request, reply) =>
      reply
        .type(image.contentType)
        .header('Cache-Control', IMMUTABLE)
        // An SVG opened on its own is a document that could run script; this one may only be looked at.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.bytes),
    );
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(allowIndexing ? 'User-agent: *\nDisallow: /admin\n' : 'User-agent: *\nDisallow: /\n'),
  );
};

/** Unknown API paths get JSON a program can read; a person who mistyped an address gets the not-found page. */
export function notFoundHandler(pages: PageFiles, site: LocalisedSite) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body: ErrorBody = { error: 'not-found', message: `There is no ${request.method} ${path}.` };
      return reply.code(404).send(body);
    }
    return sendMemoryFile(request, reply, guestPagesIn(pages, pickLanguage(request, reply, site)).notFound, 404);
  };
}
