import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import Type from 'typebox';
import { SessionStateSchema } from '../../../../shared/admin/schemas';
import { Refused } from '../../refused';
import { answerOf, errors, NOT_PROVED, Options, type PasskeyRoutesOptions, webauthn } from './rules';

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  loginOptions: {
    summary: 'Begins a sign-in with a passkey',
    description:
      "`{ceremony, options}` for the browser's WebAuthn call, for five minutes; `429` after 30 ceremonies begun from " +
      'one connection in 10 minutes.',
    response: { 200: Options, ...errors },
  },
  login: {
    summary: 'Signs in with a passkey found on the phone: no username to type',
    description:
      '`200` and a session cookie; `401` when the ceremony has expired or the passkey did not prove who it is.',
    body: Type.Object(
      { ceremony: Type.String({ maxLength: 100 }), response: answerOf<AuthenticationResponseJSON>() },
      { additionalProperties: false },
    ),
    response: { 200: SessionStateSchema, ...errors },
  },
};

/** A person signs in with the passkey their phone keeps for the site: no username to type. */
export const passkeyLoginRoutes: FastifyPluginAsyncTypebox<PasskeyRoutesOptions> = async (
  app,
  { auth, passkeys, signInThisBrowser, tooMany, party },
) => {
  app.post('/api/admin/login/passkey/options', { schema: SCHEMAS.loginOptions }, async (request, reply) => {
    const tooManyBegun = tooMany(request, reply);
    if (tooManyBegun) throw tooManyBegun;
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({ rpID: party(request).rpID, userVerification: 'preferred' });
    reply.header('Cache-Control', 'no-store');
    return { ceremony: passkeys.begin(options.challenge), options };
  });

  app.post('/api/admin/login/passkey', { schema: SCHEMAS.login }, async (request, reply) => {
    const challenge = passkeys.finish(request.body.ceremony);
    const stored = passkeys.find(request.body.response.id);
    if (!challenge || !stored) throw Refused.because('passkey-not-proved', NOT_PROVED);
    const { verifyAuthenticationResponse } = await webauthn();
    const { origin, rpID } = party(request);
    const verified = await verifyAuthenticationResponse({
      response: request.body.response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.id,
        publicKey: stored.publicKey,
        counter: stored.counter,
        transports: stored.transports as Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports'],
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw Refused.because('passkey-not-proved', NOT_PROVED);
    passkeys.used(stored.id, verified.authenticationInfo.newCounter);
    signInThisBrowser(request, reply, { token: auth.startSession(stored.userId), userId: stored.userId });
    request.log.info('admin signed in with a passkey');
    return { signedIn: true };
  });
};
