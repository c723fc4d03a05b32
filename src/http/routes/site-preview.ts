import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** A preview is looked at for a minute or two; after this it is gone, and the couple asks for a new one. */
const PREVIEW_LIFETIME_MS = 15 * 60 * 1000;
/** Two editors, each with a page or two open: older previews give way. */
const KEPT_PREVIEWS = 6;

interface KeptPreview {
  readonly html: Buffer;
  readonly styleHashes: readonly string[];
  readonly expires: number;
}

/** The policy of a preview: the page's own styles and the site's images and fonts; no script; framed by the admin. */
const previewPolicy = (styleHashes: readonly string[]) =>
  [
    "default-src 'none'",
    `style-src ${["'self'", ...styleHashes].join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

/**
 * The page as the server drew it, without its scripts and their preloads: a preview is looked at, not used, and the
 * frame it is shown in runs none (the page's data, for the script, goes too).
 */
function withoutScripts(html: Buffer): Buffer {
  return Buffer.from(
    html
      .toString('utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<meta name="app-entry"[^>]*>/g, ''),
  );
}

/** The previews drawn lately, each under a random name that lives 15 minutes. */
export function createPreviewStore(now: () => number) {
  const previews = new Map<string, KeptPreview>();
  const forget = () => {
    for (const [name, kept] of previews) if (kept.expires <= now()) previews.delete(name);
    while (previews.size > KEPT_PREVIEWS) previews.delete(previews.keys().next().value as string);
  };
  return {
    /** Keeps a page drawn from a draft (the open one, or a household's); its address. */
    keep(html: Buffer, styleHashes: readonly string[]): string {
      const name = randomBytes(16).toString('base64url');
      previews.set(name, {
        html: withoutScripts(html),
        styleHashes,
        expires: now() + PREVIEW_LIFETIME_MS,
      });
      forget();
      return `/admin/preview/${name}`;
    },
    find(name: string): KeptPreview | undefined {
      forget();
      return previews.get(name);
    },
  };
}
export type PreviewStore = ReturnType<typeof createPreviewStore>;

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  preview: {
    summary: "A page drawn from a draft of the content, for the editor's preview",
    description: 'Kept 15 minutes at its random name, then `404`. It runs no script, and only the site may frame it.',
  },
};

/**
 * The guest page as a draft of the content would draw it, for the admin's preview beside the form (the draft is
 * POSTed to /api/admin/site/preview). Registered in the signed-in scope, at a random name that lives 15 minutes: a
 * household's page holds its private link. The page runs no script, and only the site may frame it.
 */
export const previewPageRoute: FastifyPluginAsyncTypebox<{ previews: PreviewStore }> = async (app, { previews }) => {
  app.get<{ Params: { name: string } }>(
    '/admin/preview/:name',
    { config: { access: 'couple' }, schema: ABOUT.preview },
    async (request, reply) => {
      const kept = previews.find(request.params.name);
      if (!kept) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('This preview is gone (they last 15 minutes): ask for a new one in the editor.');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Content-Security-Policy', previewPolicy(kept.styleHashes))
        .send(kept.html);
    },
  );
};
