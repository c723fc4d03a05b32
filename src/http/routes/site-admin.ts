import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_PORTRAIT_UPLOAD_BYTES } from '../../site/portrait-upload';
import { siteContentRoutes } from './site-admin/content';
import { sitePortraitRoutes } from './site-admin/portrait';
import { sitePreviewRoute } from './site-admin/preview';
import type { SiteAdminOptions } from './site-admin/schemas';
import { siteTemplateRoutes } from './site-admin/templates';
import { siteVersionRoutes } from './site-admin/versions';

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

/**
 * The wedding's content, read and saved by the admin's editor (registered inside the signed-in scope): the document
 * site.json holds, its version, and the versions earlier saves replaced. Checked by the site's own rules, not a
 * schema of the route, so a refusal names the field as a start would (days[1].events[2].start: …). Each resource's
 * routes are a plugin of their own in site-admin/.
 */
export const siteAdminRoutes: FastifyPluginAsyncTypebox<SiteAdminOptions> = async (
  app,
  { siteEditor, previews, guestList, personalPages, now },
) => {
  // The photo's bytes as the body, untouched by any parser: a file input's File sent as it is, or curl --data-binary.
  // Added before the resources' plugins so that each inherits it, as every route of the content did when they were
  // one plugin.
  app.addContentTypeParser(
    PHOTO_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_PORTRAIT_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  // The content's own options only: Fastify's own among them (a prefix) would apply twice.
  const options = { siteEditor, previews, guestList, personalPages, now };
  await app.register(siteContentRoutes, options);
  await app.register(sitePortraitRoutes, options);
  await app.register(sitePreviewRoute, options);
  await app.register(siteVersionRoutes, options);
  await app.register(siteTemplateRoutes, options);
};
