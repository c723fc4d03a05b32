import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { USERNAME_PATTERN } from '../../../shared/admin/people';
import { SessionStateSchema } from '../../../shared/admin/schemas';
import type { Auth } from '../../admin/auth';
import type { Passkeys } from '../../admin/passkeys';
import { type People, SignupRefused } from '../../admin/people';
import { clientKey } from '../client-key';
import { ErrorSchema } from '../error-schema';
import { linkOrigin, type PublicUrl } from '../link-origin';
import { Refused } from '../refused';
import { fieldErrorFormatter } from '../validation';
import { waitInWords } from '../wait-in-words';
import { createWindowCounter } from '../window-counter';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
// The browser's answer, as @simplewebauthn/browser gives it: the library checks it whole; here only that it has an id.
const answerOf = <T>() =>
  Type.Unsafe<T>(Type.Object({ id: Type.String({ maxLength: 1024 }) }, { additionalProperties: true }));
const Options = Type.Object({ ceremony: Type.String(), options: Type.Unknown() });
const NOT_PROVED = 'The phone did not prove who you are. Try again, or use your password.';

// The WebAuthn library is read when a passkey is first used, not at every start of the server.
const webauthn = () => import('@simplewebauthn/server');

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  signupOptions: {
    summary: 'Begins a sign-up with a passkey instead of a password',
    description:
      "With the sign-up link's `token` and the chosen `username`: `{ceremony, options}` for the browser's WebAuthn " +
      'call, for five minutes. `410` for a link used, expired or unknown, `409` for a username taken; `429` after 30 ' +
      'ceremonies begun from one connection in 10 minutes.',
  },
  signup: {
    summary: "Finishes a sign-up with the phone's passkey, and signs in",
    description:
      '`201` and a session cookie; `400` when the ceremony has expired, `401` when the phone did not prove who it ' +
      "is; `410` for a link used, expired or unknown, `409` for a username taken. The passkey is made at the site's address " +
      '(`PUBLIC_URL`, or the one the admin was opened at), and asked for there.',
  },
  loginOptions: {
    summary: 'Begins a sign-in with a passkey',
    description:
      "`{ceremony, options}` for the browser's WebAuthn call, for five minutes; `429` after 30 ceremonies begun from " +
      'one connection in 10 minutes.',
  },
  login: {
    summary: 'Signs in with a passkey found on the phone: no username to type',
    description:
      '`200` and a session cookie; `401` when the ceremony has expired or the passkey did not prove who it is.',
  },
};

/**
 * Passkeys: a person the couple added signs up with their phone's fingerprint or screen lock instead of choosing a
 * password, and signs in with it later. The site is the relying party under its own address (PUBLIC_URL, or the one
 * the admin was opened at), so a passkey made at one address is asked for there.
 */
export const passkeyRoutes: FastifyPluginAsyncTypebox<{
  auth: Auth;
  people: People;
  passkeys: Passkeys;
  publicUrl: PublicUrl;
  signInThisBrowser: (request: FastifyRequest, reply: FastifyReply, session: { token: string; userId: number }) => void;
  now?: () => number;
}> = async (app, { auth, people, passkeys, publicUrl, signInThisBrowser, now = Date.now }) => {
  // Ceremonies begun, per client: a person taps a few times; a script asking thousands is told to wait. (They hold
  // nothing on the server either way: see passkeys.ts.)
  const begun = createWindowCounter({ max: 30, windowMs: 10 * 60 * 1000, now });
  // The refusal to throw when this client has begun too many, with the reply told when to try again; else null.
  const tooMany = (request: FastifyRequest, reply: FastifyReply): Refused | null => {
    const wait = begun.waitSeconds(clientKey(request.ip));
    if (wait === 0) {
      begun.record(clientKey(request.ip));
      return null;
    }
    reply.header('Retry-After', String(wait));
    return Refused.because('too-many-attempts', `Too many attempts; try again in ${waitInWords(wait)}.`);
  };
  const party = (request: FastifyRequest) => {
    const origin = linkOrigin(publicUrl, request);
    return { origin, rpID: new URL(origin).hostname };
  };
  // What to throw for an error of a sign-up: a refused link or username as the refusal it is, anything else as it came.
  const signupRefusal = (err: unknown) =>
    err instanceof SignupRefused ? Refused.because(err.reason, err.message) : err;

  app.post(
    '/api/admin/signup/passkey/options',
    {
      schema: {
        ...ABOUT.signupOptions,
        body: Type.Object(
          {
            token: Type.String({ minLength: 20, maxLength: 100 }),
            username: Type.String({ pattern: USERNAME_PATTERN }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Options, ...errors },
      },
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

  app.post(
    '/api/admin/signup/passkey',
    {
      schema: {
        ...ABOUT.signup,
        body: Type.Object(
          {
            token: Type.String({ minLength: 20, maxLength: 100 }),
            username: Type.String({ pattern: USERNAME_PATTERN }),
            ceremony: Type.String({ maxLength: 100 }),
            response: answerOf<RegistrationResponseJSON>(),
          },
          { additionalProperties: false },
        ),
        response: { 201: SessionStateSchema, ...errors },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/api/admin/login/passkey/options',
    { schema: { ...ABOUT.loginOptions, response: { 200: Options, ...errors } } },
    async (request, reply) => {
      const tooManyBegun = tooMany(request, reply);
      if (tooManyBegun) throw tooManyBegun;
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({ rpID: party(request).rpID, userVerification: 'preferred' });
      reply.header('Cache-Control', 'no-store');
      return { ceremony: passkeys.begin(options.challenge), options };
    },
  );

  app.post(
    '/api/admin/login/passkey',
    {
      schema: {
        ...ABOUT.login,
        body: Type.Object(
          { ceremony: Type.String({ maxLength: 100 }), response: answerOf<AuthenticationResponseJSON>() },
          { additionalProperties: false },
        ),
        response: { 200: SessionStateSchema, ...errors },
      },
    },
    async (request, reply) => {
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
          transports: stored.transports as Parameters<
            typeof verifyAuthenticationResponse
          >[0]['credential']['transports'],
        },
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) throw Refused.because('passkey-not-proved', NOT_PROVED);
      passkeys.used(stored.id, verified.authenticationInfo.newCounter);
      signInThisBrowser(request, reply, { token: auth.startSession(stored.userId), userId: stored.userId });
      request.log.info('admin signed in with a passkey');
      return { signedIn: true };
    },
  );
};
