import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { RsvpIdParamsSchema, RsvpRecordSchema } from '../../../../shared/rsvp/schemas';
import { doneOr, Refused } from '../../refused';
import { errors, noSuchAnswer, type RsvpAdminOptions } from './schemas';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  merge: {
    summary: 'Makes two answers of one guest one',
    description:
      'The answer in the path goes and `into` stays: `200 {kept, removed}`, and the audit log keeps what the one ' +
      'removed said. `400` when `into` is the same answer, `404` when either is not there.',
  },
  household: {
    summary: 'Counts an answer of the open form with a household of the guest list, or no longer',
    description:
      'For a household that answered on the open page before its link came: counted once, with it; `householdId: ' +
      'null` undoes it, and the audit log says either. `404` for an answer or a household that is not there.',
  },
};

/** One guest counted once: two answers of theirs made one, or an answer counted with a household of the list. */
export const rsvpCountedOnceRoutes: FastifyPluginAsyncTypebox<RsvpAdminOptions> = async (app, { rsvps, storage }) => {
  // Two answers of one guest become one: the one named in the path goes (kept in the audit log), `into` stays.
  app.post(
    '/api/rsvps/:id/merge',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.merge,
        params: RsvpIdParamsSchema,
        body: Type.Object({ into: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Object({ kept: RsvpRecordSchema, removed: RsvpRecordSchema }), ...errors },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { into } = request.body;
      if (into === id) {
        throw Refused.because('invalid-input', 'into: name the other answer, the one to keep (not this one).');
      }
      const merged = doneOr(storage.write(() => rsvps.merge(id, into)));
      if (merged === null) {
        throw Refused.because(
          'not-found',
          `Answer ${id} or answer ${into} is not there any more (deleted already?): reload the list.`,
        );
      }
      request.log.info({ rsvpId: id, into }, 'two answers of one guest merged');
      return merged;
    },
  );

  // An answer that is a household's on the list (it answered at / before its link came): counted once, with it.
  app.put(
    '/api/rsvps/:id/household',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.household,
        params: RsvpIdParamsSchema,
        body: Type.Object({ householdId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]) }),
        response: {
          200: Type.Object({
            id: Type.Integer(),
            linkedTo: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const linked = doneOr(storage.write(() => rsvps.link(id, request.body.householdId)));
      if ('refused' in linked) {
        throw linked.refused === 'no-answer'
          ? noSuchAnswer(request.params.id)
          : Refused.because('not-found', `There is no household ${request.body.householdId} on the guest list.`);
      }
      return { id, linkedTo: linked.linkedTo };
    },
  );
};
