import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { unreachableAddress, unreachableAddressWarning } from '../../../shared/reach/unreachable-address';
import type { Language } from '../../../shared/site/languages';
import type { Site } from '../../../shared/site/schema';
import type { GuestList } from '../../guests/guest-list';
import { qrPng, qrSvg } from '../../reach/qr-codes';
import { seesSide } from '../access';
import { linkOrigin, type PublicUrl } from '../link-origin';
import { Refused } from '../refused';

const QrParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  format: Type.Union([Type.Literal('svg'), Type.Literal('png')]),
});
const SiteQrParams = Type.Object({ format: Type.Union([Type.Literal('svg'), Type.Literal('png')]) });
/** ?anyway=1: the couple knows the codes will hold an address guests cannot open (a test on their own computer). */
export const AnywayQuery = Type.Object({ anyway: Type.Optional(Type.Literal('1')) });

/**
 * Why codes or links made now would reach no guest (the admin opened at a loopback or home-network address, with no
 * PUBLIC_URL), as the refusal says it; null when they would, or when the couple said they know.
 */
export function unreachableRefusal(origin: string, anyway: boolean): Refused | null {
  const why = anyway ? null : unreachableAddress(origin);
  return why
    ? Refused.because(
        'address-not-public',
        `${unreachableAddressWarning(origin, why)} To make them anyway (a test on this computer), add ?anyway=1.`,
      )
    : null;
}

export interface QrAdminOptions {
  /** The content as it is now, in a language guests read it in (print cards are in each household's). */
  readonly siteIn: (language: Language) => Site;
  readonly guestList: GuestList;
  readonly publicUrl: PublicUrl;
}

/** Said wherever codes are made without a public address: they hold whatever address the admin was opened with. */
export const originWarning = (publicUrl: PublicUrl, origin: string): string | null =>
  publicUrl()
    ? null
    : `No public address is set, so these codes hold ${origin}, the address you opened the admin with. ` +
      "If guests reach the site at another address, set it in the admin's Settings (or PUBLIC_URL) " +
      'and make them again.';

async function sendQr(reply: FastifyReply, text: string, format: 'svg' | 'png', name: string) {
  reply.header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="${name}.${format}"`);
  if (format === 'svg') return reply.type('image/svg+xml').send(await qrSvg(text));
  return reply.type('image/png').send(await qrPng(text));
}

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  householdQr: {
    summary: "The QR code of a household's private link, as SVG or PNG",
    description:
      'Error correction M, four modules of quiet zone, at `PUBLIC_URL` or else the address the admin was opened ' +
      "with. `409 address-not-public` when that is one guests' phones cannot open (loopback, a home network's: " +
      '`127.0.0.1`, `localhost`, `192.168.…`, `10.…`, `….local`, a bare machine name), unless asked with ' +
      "`?anyway=1`. The other side's household is `404` to an organiser.",
  },
  siteQr: {
    summary: 'The QR code of the open invitation, as SVG or PNG',
    description:
      "Made as a household's is (`GET /api/admin/households/<id>/qr.svg`), with the same `409 address-not-public` " +
      'unless `?anyway=1`.',
  },
};

/**
 * QR codes, registered in the admin's signed-in scope: GET /api/admin/households/:id/qr.svg|png (the household's
 * private link, so only the couple may fetch it) and GET /api/admin/qr/site.svg|png (the open invitation).
 */
export const qrAdminRoutes: FastifyPluginAsyncTypebox<QrAdminOptions> = async (app, { guestList, publicUrl }) => {
  app.get(
    '/api/admin/households/:id/qr.:format',
    { config: { access: 'guests' }, schema: { ...ABOUT.householdQr, params: QrParams, querystring: AnywayQuery } },
    async (request, reply) => {
      const found = guestList.get(Number(request.params.id));
      // One of the other side's households is as absent to an organiser as a deleted one.
      const household = found && seesSide(request.person, found.side) ? found : null;
      if (!household)
        throw Refused.because('not-found', `There is no household ${request.params.id}; it may have been deleted.`);
      const origin = linkOrigin(publicUrl, request);
      const unreachable = unreachableRefusal(origin, request.query.anyway === '1');
      if (unreachable) throw unreachable;
      return sendQr(reply, `${origin}/i/${household.token}`, request.params.format, `invitation-qr-${household.id}`);
    },
  );

  app.get(
    '/api/admin/qr/site.:format',
    { config: { access: 'guests' }, schema: { ...ABOUT.siteQr, params: SiteQrParams, querystring: AnywayQuery } },
    async (request, reply) => {
      const origin = linkOrigin(publicUrl, request);
      const unreachable = unreachableRefusal(origin, request.query.anyway === '1');
      if (unreachable) throw unreachable;
      return sendQr(reply, `${origin}/`, request.params.format, 'site-qr');
    },
  );
};
