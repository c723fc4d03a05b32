import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import Type from 'typebox';
import { USERNAME_PATTERN } from '../../../../shared/admin/people';
import { SessionStateSchema } from '../../../../shared/admin/schemas';
import { SignupRefused } from '../../../admin/people';
import { Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import { answerOf, errors, NOT_PROVED, Options, type PasskeyRoutesOptions, webauthn } from './rules';

/** The sign-up link's token and the username chosen, which both steps of a sign-up carry. */
const SignupLink = {
  token: Type.String({ minLength: 20, maxLength: 100 }),
  username: Type.String({ pattern: USERNAME_PATTERN }),
};

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  signupOptions: {
    summary: 'Begins a sign-up with a passkey instead of a password',
    description:
      "With the sign-up link's `token` and the chosen `username`: `{ceremony, options}` for the browser's WebAuthn " +
      'call, for five minutes. `410` for a link used, expired or unknown, `409` for a username taken; `429` after 30 ' +
      'ceremonies begun from one connection in 10 minutes.',
    body: Type.Object(SignupLink, { additionalProperties: false }),
    response: { 200: Options, ...errors },
  },
  signup: {
    summary: "Finishes a sign-up with the phone's passkey, and signs in",
    description:
      '`201` and a session cookie; `400` when the ceremony has expired, `401` when the phone did not prove who it ' +
      "is; `410` for a link used, expired or unknown, `409` for a username taken. The passkey is made at the site's " +
      'address (`PUBLIC_URL`, or the one the admin was opened at), and asked for there.',
    body: Type.Object(
      {
        ...SignupLink,
        ceremony: Type.String({ maxLength: 100 }),
        response: answerOf<RegistrationResponseJSON>(),
      },
      { additionalProperties: false },
    ),
    response: { 201: SessionStateSchema, ...errors },
  },
};

// What to throw for an error of a sign-up: a refused link or username as the refusal it is, anything else as it came.
const signupRefusal = (err: unknown) => (err instanceof SignupRefused ? Refused.because(err.reason, err.message) : err);

/** A person the couple added signs up with their phone's passkey instead of choosing a password, and is signed in. */
export const passkeySignupRoutes: FastifyPluginAsyncTypebox<PasskeyRoutesOptions> = async (
  app,
  { auth, people, passkeys, signInThisBrowser, tooMany, party },
) => {
  app.post(
    '/api/admin/signup/passkey/options',
    {
      schema: SCHEMAS.signupOptions,
      schemaErrorFormatter: fieldErrorFormatter({
        username: 'Choose a username of 3 to 40 letters or digits (a dot, dash or underscore may join them)',
      }),
    },
    async (request, reply) => {
      const tooManyBegun = tooMany(request, reply);
      if (tooManyBegun) throw tooManyBegun;
      try {
        await people.readyForSignUps();
        const userId = people.checkLink(request.body.token, request.body.username);
        const { generateRegistrationOptions } = await webauthn();
        const options = await generateRegistrationOptions({
          rpName: 'Wedding admin',
          rpID: party(request).rpID,
          userName: request.body.username,
          userID: new TextEncoder().encode(`person-${userId}`),
          attestationType: 'none',
          // Found on the phone by itself at sign-in: no username to type.
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        });
        reply.header('Cache-Control', 'no-store');
        return { ceremony: passkeys.begin(options.challenge), options };
      } catch (err) {
        throw signupRefusal(err);
      }
    },
  );

  app.post('/api/admin/signup/passkey', { schema: SCHEMAS.signup }, async (request, reply) => {
    const { token, username, ceremony, response } = request.body;
    const challenge = passkeys.finish(ceremony);
    if (!challenge) throw Refused.because('ceremony-expired', NOT_PROVED);
    await people.readyForSignUps();
    const { verifyRegistrationResponse } = await webauthn();
    const { origin, rpID } = party(request);
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified || !verified.registrationInfo) throw Refused.because('passkey-not-proved', NOT_PROVED);
    const { credential } = verified.registrationInfo;
    try {
      const userId = people.signUpWithPasskey(token, username, (id) => passkeys.save(id, credential));
      signInThisBrowser(request, reply, { token: auth.startSession(userId), userId });
      request.log.info('a person signed up with a passkey');
      return reply.code(201).send({ signedIn: true });
    } catch (err) {
      throw signupRefusal(err);
    }
  });
};
