import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { invitationView } from '../../../shared/guests/invitation-view';
import { siteProblemWords } from '../../../shared/i18n/site-problem-words';
import type { GuestList } from '../../guests/guest-list';
import type { PersonalPages } from '../../pages/answer-pages';
import { guestPagesIn } from '../../pages/page-files';
import { MAX_FILE_BYTES } from '../../site/load';
import { MAX_PORTRAIT_UPLOAD_BYTES } from '../../site/portrait-upload';
import type { SiteEditor } from '../../site/site-editor';
import { ErrorSchema } from '../error-schema';
import { doneOr, Refused } from '../refused';
import type { PreviewStore } from './site-preview';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const SiteDocumentSchema = Type.Object({ version: Type.String(), site: Type.Unknown() });
const VersionSchema = Type.Object({ version: Type.String() });
const PortraitSchema = Type.Object({ url: Type.Union([Type.String(), Type.Null()]) });

/** What phones and browsers call a photo when they send one; the bytes themselves decide what it is. */
const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'application/octet-stream',
];
const VersionParamsSchema = Type.Object({ version: Type.String({ pattern: '^[\\w-]{16}$' }) });

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
  portrait: {
    summary: "Replaces the couple's photo on the open invitation",
    description:
      "The photo's bytes as the body (`image/jpeg`, `image/png`, `image/webp`, `image/heic`): `200 {url}`, turned " +
      'upright, at most 1200 px, a new JPEG without EXIF, GPS or any other metadata, served by the next page. `415` ' +
      'for what is not a photo (or one over 30 megapixels), `413` over 30 MB, with nothing changed; `429` while ' +
      'another photo is being uploaded.',
  },
  removePortrait: {
    summary: "Takes the couple's photo off the open invitation",
    description: '`200 {url: null}`, served by the next page.',
  },
  preview: {
    summary: 'Draws a draft of the content as a page to look at, saving nothing',
    description:
      'The whole document as the body: `200 {url}`, the open invitation as the draft would draw it (or, with ' +
      "`?household=<id>`, that household's page) at `/admin/preview/<random>`, for 15 minutes. `400` names the " +
      'field, as a save does.',
  },
  versions: {
    summary: 'The versions of the content the last 20 saves replaced, newest first',
    description: 'Restoring one is saving it again with `PUT /api/admin/site`.',
  },
  version: {
    summary: 'One kept version of the content, whole',
    description: '`{version, site}`; `404` for one no longer kept.',
  },
};

/**
 * The wedding's content, read and saved by the admin's editor (registered inside the signed-in scope): the document
 * site.json holds, its version, and the versions earlier saves replaced. Checked by the site's own rules, not a
 * schema of the route, so a refusal names the field as a start would (days[1].events[2].start: …).
 */
export const siteAdminRoutes: FastifyPluginAsyncTypebox<{
  siteEditor: SiteEditor;
  previews: PreviewStore;
  guestList: GuestList;
  personalPages: PersonalPages;
  now: () => number;
}> = async (app, { siteEditor, previews, guestList, personalPages, now }) => {
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
        await siteEditor.save(request.body, basedOn, siteProblemWords(request.person?.language ?? 'en')),
      );
      request.log.info({ version: saved.version }, 'site.json saved from the admin');
      return reply.header('ETag', `"${saved.version}"`).send(saved);
    },
  );

  // The photo's bytes as the body, untouched by any parser: a file input's File sent as it is, or curl --data-binary.
  app.addContentTypeParser(
    PHOTO_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_PORTRAIT_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  // One photo's bytes in memory at a time: a second upload while one comes in or is made ready is told to wait before
  // its body is read (twelve 30 MB photos at once took the server from 224 to 363 MB, each held while it queued).
  let photoComing = false;
  app.put(
    '/api/admin/site/portrait',
    {
      config: { access: 'couple' },
      bodyLimit: MAX_PORTRAIT_UPLOAD_BYTES,
      // Route hooks run after the signed-in scope's own: only the couple's uploads count.
      onRequest: async (_request, reply) => {
        if (photoComing) {
          reply.header('Retry-After', '5');
          throw Refused.because('photo-busy', 'Another photo is being uploaded just now. Try again when it is done.');
        }
        photoComing = true;
        reply.raw.once('close', () => {
          photoComing = false;
        });
        return undefined;
      },
      schema: { ...ABOUT.portrait, response: { 200: PortraitSchema, ...errors } },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw Refused.because(
          'not-a-picture',
          'Send the photo itself as the body (Content-Type: image/jpeg, image/png, image/webp or image/heic).',
        );
      }
      const portrait = doneOr(await siteEditor.replacePortrait(request.body));
      request.log.info({ bytes: request.body.length }, 'portrait replaced from the admin');
      return portrait;
    },
  );

  app.delete(
    '/api/admin/site/portrait',
    { config: { access: 'couple' }, schema: { ...ABOUT.removePortrait, response: { 200: PortraitSchema, ...errors } } },
    async () => doneOr(await siteEditor.removePortrait()),
  );

  app.post(
    '/api/admin/site/preview',
    {
      config: { access: 'couple' },
      bodyLimit: MAX_FILE_BYTES,
      schema: {
        ...ABOUT.preview,
        querystring: Type.Object({
          language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
          // A household's own page instead of the open one: the draft as that family would read it.
          household: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
        }),
        body: Type.Unknown(),
        response: { 200: Type.Object({ url: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const language = request.query.language ?? 'en';
      const household = request.query.household === undefined ? null : guestList.get(Number(request.query.household));
      if (request.query.household !== undefined && !household) {
        throw Refused.because('not-found', `There is no household ${request.query.household} on the guest list.`);
      }
      const { pages, localised, renderInput } = doneOr(
        await siteEditor.preview(request.body, siteProblemWords(request.person?.language ?? 'en')),
      );
      const page = household
        ? await personalPages(
            language,
            { token: household.token, view: invitationView(localised.in[language], household, now(), language) },
            renderInput,
          )
        : guestPagesIn(pages, language).home;
      return { url: previews.keep(page.identity, pages.styleHashes) };
    },
  );

  app.get(
    '/api/admin/site/versions',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.versions,
        response: { 200: Type.Array(Type.Object({ version: Type.String(), replacedAt: Type.String() })) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return siteEditor.versions();
    },
  );

  app.get(
    '/api/admin/site/versions/:version',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.version, params: VersionParamsSchema, response: { 200: SiteDocumentSchema, ...errors } },
    },
    async (request, reply) => {
      const site = siteEditor.version(request.params.version);
      if (site === null) {
        throw Refused.because('not-found', `No version ${request.params.version} is kept (the newest 20 are).`);
      }
      reply.header('Cache-Control', 'no-store');
      return { version: request.params.version, site };
    },
  );
};
