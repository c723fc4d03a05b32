import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MAX_PORTRAIT_UPLOAD_BYTES } from '../../../site/portrait-upload';
import { doneOr, Refused } from '../../refused';
import { errors, type SiteAdminOptions } from './schemas';

const PortraitSchema = Type.Object({ url: Type.Union([Type.String(), Type.Null()]) });

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
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
};

/** The couple's photo on the open invitation, replaced by one sent from the admin, or taken off. */
export const sitePortraitRoutes: FastifyPluginAsyncTypebox<SiteAdminOptions> = async (app, { siteEditor }) => {
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
};
