import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { SessionStateSchema } from '../../../../shared/admin/schemas';
import type { Auth } from '../../../admin/auth';
import type { People } from '../../../admin/people';
import type { SignInCodes } from '../../../admin/sign-in-codes';
import type { StorageGuard } from '../../../storage/storage-guard';
import { clientKey } from '../../client-key';
import { ErrorSchema } from '../../error-schema';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import { waitInWords } from '../../wait-in-words';
import { createWindowCounter } from '../../window-counter';
import type { SignInThisBrowser } from './browser-sign-in';

/** The route's schema, with what the HTTP reference says of it (docs/http-reference.md is made from it). */
const SCHEMA = {
  summary: 'Signs in with a one-time code made on a device already signed in',
  description:
    "`200` and a session cookie for the code's account; no password is asked, so it goes past the slowing of " +
    'sign-ins under attack. `401` for a code that is wrong, used or expired (they last ten minutes, once); `429` ' +
    'after 10 wrong codes from one connection in 15 minutes.',
  body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false }),
  response: { 200: SessionStateSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
};

/**
 * A one-time code from a device already signed in: no password is checked, so it goes past the line that strangers'
 * wrong passwords make under attack. Wrong codes are counted per client all the same (55 bits are not guessed).
 */
export const codeSignInRoute: FastifyPluginAsyncTypebox<{
  auth: Auth;
  people: People;
  storage: StorageGuard;
  signInCodes: SignInCodes;
  signInThisBrowser: SignInThisBrowser;
}> = async (app, { auth, people, storage, signInCodes, signInThisBrowser }) => {
  const wrongCodes = createWindowCounter({ max: 10, windowMs: 15 * 60 * 1000, now: auth.now });
  app.post(
    '/api/admin/login/code',
    {
      schema: SCHEMA,
      schemaErrorFormatter: fieldErrorFormatter({ code: 'Type the code shown on your other device' }),
    },
    async (request, reply) => {
      const client = clientKey(request.ip);
      const wait = wrongCodes.waitSeconds(client);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw Refused.because('too-many-attempts', `Too many attempts; try again in ${waitInWords(wait)}.`);
      }
      const userId = signInCodes.redeem(request.body.code);
      if (userId === null || !people.person(userId)) {
        wrongCodes.record(client);
        throw Refused.because(
          'wrong-code',
          'That code is not right, or it was used or has expired. Make a new one on your other device.',
        );
      }
      const token = doneOr(storage.write(() => auth.startSession(userId)));
      signInThisBrowser(request, reply, { token, userId });
      request.log.info('signed in with a one-time code');
      return { signedIn: true };
    },
  );
};
