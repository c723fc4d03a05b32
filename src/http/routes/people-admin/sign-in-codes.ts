import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Refused } from '../../refused';
import type { PeopleAdminOptions } from './options';
import { errors, IdParams } from './schemas';

const CodeSchema = Type.Object({ code: Type.String(), expiresAt: Type.Integer() });
/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  myCode: {
    summary: 'A one-time code to sign in as oneself on another device',
    description: 'Typed there into `POST /api/admin/login/code`; it lasts ten minutes and works once.',
    response: { 200: CodeSchema, ...errors },
  },
  theirCode: {
    summary: 'A one-time code for a helper who has signed up, to sign in on a new device',
    description:
      "For the door's new phone on the day, read out or shown. `404` for one not signed up yet, who needs their " +
      'sign-up link.',
    params: IdParams,
    response: { 200: CodeSchema, ...errors },
  },
};

/** One-time codes that sign a person in on a new device (a laptop, the door's phone), shown here and typed there. */
export const signInCodeRoutes: FastifyPluginAsyncTypebox<PeopleAdminOptions> = async (app, { people, signInCodes }) => {
  app.post(
    '/api/admin/me/sign-in-code',
    { config: { access: 'signed-in' }, schema: SCHEMAS.myCode },
    async (request, reply) => {
      const id = request.person?.id;
      if (id === undefined) throw Refused.because('sign-in-required', 'Sign in again.');
      reply.header('Cache-Control', 'no-store');
      return signInCodes.issue(id);
    },
  );

  // The couple makes one for a helper who has signed up, to read out or show: the door's new phone on the day.
  app.post(
    '/api/admin/users/:id/sign-in-code',
    { config: { access: 'couple' }, schema: SCHEMAS.theirCode },
    async (request, reply) => {
      const person = people.list().find((one) => one.id === Number(request.params.id));
      if (!person?.signedUpAt)
        throw Refused.because(
          'not-found',
          'No one who has signed up has that id; someone still to sign up needs their sign-up link.',
        );
      reply.header('Cache-Control', 'no-store');
      return signInCodes.issue(person.id);
    },
  );
};
