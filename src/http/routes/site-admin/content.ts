import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { siteProblemWords } from '../../../../shared/i18n/site-problem-words';
import { MAX_FILE_BYTES } from '../../../site/load';
import { doneOr, Refused } from '../../refused';
import { readerLanguage } from '../../said-to';
import { errors, type SiteAdminOptions, SiteDocumentSchema } from './schemas';

const VersionSchema = Type.Object({ version: Type.String() });

/** "abc", W/"abc" and abc all name the version abc. */
const versionIn = (ifMatch: string | undefined) =>
  ifMatch
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  read: {
    summary: "The wedding's content: the document site.json holds, and its version",
    description:
      "The version is named by the file's bytes, and is also the `ETag`. `409` when site.json is gone, or a hand " +
      'edit left it unreadable.',
  },
  save: {
    summary: "Saves the wedding's content whole, served from the next request without a restart",
    description:
      'With `If-Match: <version>`: `200 {version}`. `400` names the field (`days[1].events[2].start: …`) with ' +
      'nothing changed; `412` when the version is not the current one (another window saved, or site.json was edited ' +
      'by hand); `409` when a function households are invited to or answered would go (say `retiredEvents`, or keep ' +
      'its `id`), checked again after the pages are drawn; `413` past 512 KB; `503` when the pages cannot be drawn ' +
      '(nothing written); `428` without `If-Match`. Saves take turns, and an import of the guest list holds the ' +
      'content from its first row to its last write.',
  },
};

/** The document site.json holds, read with its version and saved whole against the version it was made from. */
export const siteContentRoutes: FastifyPluginAsyncTypebox<SiteAdminOptions> = async (app, { siteEditor }) => {
  app.get(
    '/api/admin/site',
    { config: { access: 'couple' }, schema: { ...ABOUT.read, response: { 200: SiteDocumentSchema, ...errors } } },
    async (_request, reply) => {
      const { version, site } = doneOr(siteEditor.current());
      reply.header('Cache-Control', 'no-store').header('ETag', `"${version}"`);
      return { version, site };
    },
  );

  app.put(
    '/api/admin/site',
    {
      config: { access: 'couple' },
      // The whole document, which may hold every text in two languages: the site's own cap, not the 16 KB of an RSVP.
      bodyLimit: MAX_FILE_BYTES,
      schema: { ...ABOUT.save, body: Type.Unknown(), response: { 200: VersionSchema, ...errors } },
    },
    async (request, reply) => {
      const basedOn = versionIn(request.headers['if-match']);
      if (!basedOn) {
        throw Refused.because(
          'version-required',
          'Say which version this change was made from (If-Match: <version>, as GET /api/admin/site gave it).',
        );
      }
      const saved = doneOr(
        await siteEditor.save(request.body, basedOn, siteProblemWords(readerLanguage(request.person))),
      );
      request.log.info({ version: saved.version }, 'site.json saved from the admin');
      return reply.header('ETag', `"${saved.version}"`).send(saved);
    },
  );
};
