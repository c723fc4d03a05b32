import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROOMS } from '../../../shared/admin/rooms';
import type { Language } from '../../../shared/site/languages';
import { IMMUTABLE } from '../../pages/assets';
import type { Content } from '../../pages/content';
import type { LiveContent } from '../../pages/live-content';
import { type MemoryFile, sendMemoryFile } from '../../pages/memory-file';
import { guestPagesIn, type PageFiles } from '../../pages/page-files';
import type { Image } from '../../pages/portrait';
import { pickLanguage } from '../pick-language';
import { Refused } from '../refused';
import { openPagePolicy } from '../security';

/** The portrait, its preview and the link-preview card, by address: each image's address names its bytes. */
function imagesOf({ portrait, pages }: Content): ReadonlyMap<string, Image> {
  return new Map(
    [portrait, portrait?.preview, pages.preview].filter((image) => image != null).map((image) => [image.url, image]),
  );
}

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  front: {
    summary: "The open invitation, in the guest's language",
    description:
      'Drawn ahead, in the language of `?lang=`, the `lang` cookie, the browser or the site, in that order; past the ' +
      'deadline, the page as drawn with answers closed.',
  },
  admin: {
    summary: 'The admin page',
    description: 'The same page to anyone, holding no guest: its script asks for sign-in, then shows the room.',
  },
  signup: {
    summary: 'The admin page where a person the couple added signs up',
    description:
      'The same page as `/admin`, holding no guest; the code of the sign-up link rides in its fragment, which no ' +
      'server sees.',
  },
  room: {
    summary: 'The admin page, opened at one of its rooms',
    description: 'The same page to anyone, holding no guest: its script asks for sign-in, then shows the room.',
  },
  media: {
    summary: "The couple's portrait, its preview, or the link-preview card",
    description: 'Named by its bytes, so cached for good; any other name is the not-found page.',
  },
  robots: {
    summary: 'Asks search engines to keep out of the site',
    description: 'Out of all of it, unless site.json says `allowIndexing: true`; then out of `/admin` alone.',
  },
};

/** The prerendered pages, the couple's portrait, robots.txt, and the not-found answers for everything else. */
export const pageRoutes: FastifyPluginAsync<{ content: LiveContent; now: () => number }> = async (
  app,
  { content, now },
) => {
  app.get('/', { schema: ABOUT.front }, (request, reply) => {
    const current = content.current;
    const language = pickLanguage(request, reply, current.localised);
    return sendOpenPage(request, reply, current.pages, frontPage(current, language, now()));
  });
  app.get('/admin', { schema: ABOUT.admin }, (request, reply) =>
    sendMemoryFile(request, reply, content.current.pages.admin),
  );
  // Where a person the couple added signs up (the link's code rides in the fragment, which no server sees).
  app.get('/admin/signup', { schema: ABOUT.signup }, (request, reply) =>
    sendMemoryFile(request, reply, content.current.pages.admin),
  );
  for (const room of ADMIN_ROOMS) {
    app.get(`/admin/${room}`, { schema: ABOUT.room }, (request, reply) =>
      sendMemoryFile(request, reply, content.current.pages.admin),
    );
  }

  let images = imagesOf(content.current);
  content.onReplace((next) => {
    images = imagesOf(next);
  });
  app.get<{ Params: { file: string } }>('/media/:file', { schema: ABOUT.media }, (request, reply) => {
    const image = images.get(`/media/${request.params.file}`);
    if (!image) return notFoundHandler(content)(request, reply);
    return (
      reply
        .type(image.contentType)
        .header('Cache-Control', IMMUTABLE)
        // An SVG opened on its own is a document that could run script; this one may only be looked at.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.bytes)
    );
  });

  app.get('/robots.txt', { schema: ABOUT.robots }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        content.current.site.allowIndexing === true
          ? 'User-agent: *\nDisallow: /admin\n'
          : 'User-agent: *\nDisallow: /\n',
      ),
  );
};

/**
 * The open invitation in a language: both pages are rendered ahead, and the deadline picks one, so the form closes on
 * time without a restart.
 */
export function frontPage({ pages, site }: Content, language: Language, now: number): MemoryFile {
  const inLanguage = guestPagesIn(pages, language);
  const closesAt = site.rsvp?.closesAt;
  const closed = closesAt !== undefined && now > Date.parse(closesAt);
  return closed && inLanguage.homeClosed ? inLanguage.homeClosed : inLanguage.home;
}

/** One of the open pages, with the policy of their own styles in place of every look's (the hook's). */
function sendOpenPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PageFiles,
  file: MemoryFile,
  status?: number,
): FastifyReply {
  reply.header('Content-Security-Policy', openPagePolicy(pages.openStyleHashes));
  return sendMemoryFile(request, reply, file, status);
}

/** Unknown API paths get JSON a program can read; a person who mistyped an address gets the not-found page. */
export function notFoundHandler(content: LiveContent) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const { pages, localised } = content.current;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw Refused.because('not-found', `There is no ${request.method} ${path}.`);
    }
    const { notFound } = guestPagesIn(pages, pickLanguage(request, reply, localised));
    return sendOpenPage(request, reply, pages, notFound, 404);
  };
}
