import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Portrait } from '../portrait';
import type { Pages } from '../render';
import type { ErrorBody } from '../schemas/error';

/** The prerendered pages, the couple's portrait, and the not-found answers for everything else. */
export const pageRoutes: FastifyPluginAsync<{ pages: Pages; portrait: Portrait | null }> = async (app, { pages, portrait }) => {
  const html = (body: string) => (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      // Revalidated on every visit, so an edit of site.json shows after a restart; the assets it names are cached for good.
      .header('Cache-Control', 'no-cache')
      .send(body);

  app.get('/', html(pages.home));
  app.get('/admin', html(pages.admin));

  if (portrait) {
    app.get(portrait.url, (_request, reply) =>
      reply
        .type(portrait.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // An SVG opened on its own is a document that could run script; this one may only be looked at.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('X-Content-Type-Options', 'nosniff')
        .send(portrait.bytes),
    );
  }
};

/** Unknown API paths get JSON a program can read; a person who mistyped an address gets the not-found page. */
export function notFoundHandler(pages: Pages) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body: ErrorBody = { error: 'not-found', message: `There is no ${request.method} ${path}.` };
      return reply.code(404).send(body);
    }
    return reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(pages.notFound);
  };
}
