import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AdminLanguageSchema } from '../../../../shared/admin/admin-language';
import { SignupSchema } from '../../../../shared/admin/people';
import { SessionStateSchema } from '../../../../shared/admin/schemas';
import type { Auth } from '../../../admin/auth';
import { type People, SignupRefused } from '../../../admin/people';
import { ErrorSchema } from '../../error-schema';
import { Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { SignInThisBrowser } from './browser-sign-in';

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  signupAbout: {
    summary: 'Whom a sign-up link is for, and the language to greet them in',
    description: '`{name, language}`, without using the link; `410` for a link used, expired or unknown.',
    body: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }, { additionalProperties: false }),
    response: {
      200: Type.Object({ name: Type.String(), language: AdminLanguageSchema() }),
      '4xx': ErrorSchema,
    },
  },
  signup: {
    summary: 'Signs up with a one-time link, choosing a username and a password, and signs in',
    description:
      '`201` and a session cookie; `410` for a link used, expired or unknown (said in words), `409` for a username ' +
      'taken.',
    body: SignupSchema,
    response: { 201: SessionStateSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
  },
};

/** A sign-up link's refusal in words: used, expired or unknown, or a username taken. */
const refusedSignup = (err: unknown): unknown =>
  err instanceof SignupRefused ? Refused.because(err.reason, err.message) : err;

/** A person the couple added signs up with the one-time link the couple sent them. */
export const signupRoutes: FastifyPluginAsyncTypebox<{
  auth: Auth;
  people: People;
  signInThisBrowser: SignInThisBrowser;
}> = async (app, { auth, people, signInThisBrowser }) => {
  // Whom a sign-up link is for and the language to greet them in, asked by the sign-up page; the link stays unused.
  app.post('/api/admin/signup/about', { schema: SCHEMAS.signupAbout }, async (request, reply) => {
    try {
      reply.header('Cache-Control', 'no-store');
      return people.aboutLink(request.body.token);
    } catch (err) {
      throw refusedSignup(err);
    }
  });

  // A person the couple added chooses their username and password with the one-time link, and is signed in.
  app.post(
    '/api/admin/signup',
    {
      schema: SCHEMAS.signup,
      schemaErrorFormatter: fieldErrorFormatter({
        token: 'The sign-up link is incomplete; open it again from the message',
        username: 'Choose a username of 3 to 40 letters or digits (a dot, dash or underscore may join them)',
        password: 'Choose a password of at least 10 characters',
      }),
    },
    async (request, reply) => {
      const { token, username, password } = request.body;
      try {
        const userId = await people.signUp(token, username, password);
        signInThisBrowser(request, reply, { token: auth.startSession(userId), userId });
        request.log.info('a person signed up');
        return reply.code(201).send({ signedIn: true });
      } catch (err) {
        throw refusedSignup(err);
      }
    },
  );
};
