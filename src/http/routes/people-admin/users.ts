import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { PersonViewSchema } from '../../../../shared/admin/people';
import { LastCoupleAccount } from '../../../admin/people';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { PeopleAdminOptions } from './options';
import { errors, IdParams } from './schemas';

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  list: {
    summary: 'Who may sign in to the admin, and when each last used it',
    response: { 200: Type.Array(PersonViewSchema) },
  },
  seesGifts: {
    summary: 'Lets an organiser see the register of gifts, or no longer',
    description: '`200` and the person; `400` for any other role.',
    params: IdParams,
    body: Type.Object({ seesGifts: Type.Boolean() }, { additionalProperties: false }),
    response: { 200: PersonViewSchema, ...errors },
  },
  remove: {
    summary: "Removes a person's access: their sessions end at once",
    description: "`409` for the couple's last account.",
    params: IdParams,
    response: { 200: Type.Object({ removed: Type.Boolean() }), ...errors },
  },
};

/** Who has access and when each last used it; an organiser let see the gift register; one removed, signed out. */
export const userRoutes: FastifyPluginAsyncTypebox<PeopleAdminOptions> = async (app, { people, storage }) => {
  app.get('/api/admin/users', { config: { access: 'couple' }, schema: SCHEMAS.list }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return people.list();
  });

  app.put(
    '/api/admin/users/:id/gifts',
    {
      config: { access: 'couple' },
      schema: SCHEMAS.seesGifts,
      schemaErrorFormatter: fieldErrorFormatter({ seesGifts: 'must be true or false' }),
    },
    async (request) => {
      const id = Number(request.params.id);
      const changed = doneOr(storage.write(() => people.setSeesGifts(id, request.body.seesGifts)));
      const person = people.list().find((candidate) => candidate.id === id);
      if (!person) throw Refused.because('not-found', 'There is no such person.');
      if (!changed)
        throw Refused.because(
          'not-an-organiser',
          person.role === 'couple'
            ? 'The couple always sees the gift register.'
            : 'Only an organiser can be let see the gift register; the caterer and the door never see it.',
        );
      return person;
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'couple' },
      schema: SCHEMAS.remove,
    },
    async (request) => {
      try {
        const removed = doneOr(storage.write(() => people.remove(Number(request.params.id))));
        if (!removed) throw Refused.because('not-found', 'There is no such person.');
        return { removed: true };
      } catch (err) {
        if (err instanceof LastCoupleAccount) throw Refused.because('last-couple-account', err.message);
        throw err;
      }
    },
  );
};
