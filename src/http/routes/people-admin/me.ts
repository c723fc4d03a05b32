import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { ADMIN_LANGUAGE_PROBLEM, AdminLanguageSchema } from '../../../../shared/admin/admin-language';
import { PersonViewSchema } from '../../../../shared/admin/people';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { PeopleAdminOptions } from './options';
import { errors } from './schemas';

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  me: { summary: 'Who is signed in', response: { 200: PersonViewSchema, ...errors } },
  language: {
    summary: "The admin's language for the person signed in",
    body: Type.Object({ language: AdminLanguageSchema() }, { additionalProperties: false }),
    response: { 200: Type.Object({ language: Type.String() }), ...errors },
  },
};

/** Anyone signed in reads who they are, and picks the admin's language. */
export const meRoutes: FastifyPluginAsyncTypebox<PeopleAdminOptions> = async (app, { people, storage }) => {
  app.get('/api/admin/me', { config: { access: 'signed-in' }, schema: SCHEMAS.me }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const me = people.list().find((person) => person.id === request.person?.id);
    if (!me) throw Refused.because('sign-in-required', 'Sign in again.');
    return me;
  });

  app.put(
    '/api/admin/me/language',
    {
      config: { access: 'signed-in' },
      schema: SCHEMAS.language,
      schemaErrorFormatter: fieldErrorFormatter({ language: ADMIN_LANGUAGE_PROBLEM }),
    },
    async (request) => {
      const id = request.person?.id;
      if (id === undefined) throw Refused.because('sign-in-required', 'Sign in again.');
      doneOr(storage.write(() => people.setLanguage(id, request.body.language)));
      return { language: request.body.language };
    },
  );
};
