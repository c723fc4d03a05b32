import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { GuestList } from '../../guests/guest-list';
import { qrPng, qrSvg } from '../../reach/qr-codes';
import type { Site } from '../../../shared/site/schema';
import { linkOrigin } from '../link-origin';

const QrParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  format: Type.Union([Type.Literal('svg'), Type.Literal('png')]),
});
const SiteQrParams = Type.Object({ format: Type.Union([Type.Literal('svg'), Type.Literal('png')]) });

export interface QrAdminOptions {
  /** The content as it is now. */
  readonly site: () => Site;
  readonly guestList: GuestList;
  readonly publicUrl: string | undefined;
}

/** Said wherever codes are made without PUBLIC_URL: they hold whatever address the admin was opened with. */
export const originWarning = (publicUrl: string | undefined, origin: string): string | null =>
  publicUrl
    ? null
    : `PUBLIC_URL is not set, so these codes hold ${origin}, the address you opened the admin with. If guests reach the site at another address, set PUBLIC_URL and make them again.`;

async function sendQr(reply: FastifyReply, text: string, format: 'svg' | 'png', name: string) {
  reply.header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="${name}.${format}"`);
  if (format === 'svg') return reply.type('image/svg+xml').send(await qrSvg(text));
  return reply.type('image/png').send(await qrPng(text));
}

/**
 * QR codes, registered in the admin's signed-in scope: GET /api/admin/households/:id/qr.svg|png (the household's
 * private link, so only the couple may fetch it) and GET /api/admin/qr/site.svg|png (the open invitation).
 */
export const qrAdminRoutes: FastifyPluginAsyncTypebox<QrAdminOptions> = async (app, { guestList, publicUrl }) => {
  app.get('/api/admin/households/:id/qr.:format', { schema: { params: QrParams } }, async (request, reply) => {
    const household = guestList.get(Number(request.params.id));
    if (!household)
      return reply
        .code(404)
        .send({ error: 'not-found', message: `There is no household ${request.params.id}; it may have been deleted.` });
    return sendQr(
      reply,
      `${linkOrigin(publicUrl, request)}/i/${household.token}`,
      request.params.format,
      `invitation-qr-${household.id}`,
    );
  });

  app.get('/api/admin/qr/site.:format', { schema: { params: SiteQrParams } }, async (request, reply) =>
    sendQr(reply, `${linkOrigin(publicUrl, request)}/`, request.params.format, 'site-qr'),
  );
};
