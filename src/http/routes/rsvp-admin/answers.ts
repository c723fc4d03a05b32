import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RsvpCorrectionSchema,
  RsvpDeletedSchema,
  RsvpEntrySchema,
  RsvpIdParamsSchema,
  RsvpRecordSchema,
} from '../../../../shared/rsvp/schemas';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import { entryMessages, errors, noSuchAnswer, type RsvpAdminOptions } from './schemas';

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  add: {
    summary: 'Adds an answer the couple was given another way (by phone, in person)',
    description: '`201` and the record; `email` may be empty. The audit log says the couple added it.',
  },
  correct: {
    summary: 'Corrects an answer of the open form',
    description:
      'Some of `fullName`, `email`, `guestCount`, `attending`, `dietaryRestrictions`, `songRequest`, by the id the ' +
      "admin's list shows: `200` and the record, and the audit log says what changed, in words (`attending yes → " +
      'no; guests 2 → 1`). `400` for a body with none of them, `404` for an answer that is not there.',
  },
  remove: {
    summary: 'Deletes an answer of the open form',
    description:
      '`200 {deleted}` with the record; the audit log keeps what it said. `404` for an answer that is not there.',
  },
};

/**
 * The couple keeps the open form's answers true: one given by phone is added, a typo corrected, a test entry or a
 * duplicate deleted. Each goes through the storage guard and into the audit log in the same transaction.
 */
export const rsvpAnswerRoutes: FastifyPluginAsyncTypebox<RsvpAdminOptions> = async (app, { rsvps, storage }) => {
  app.post(
    '/api/admin/rsvps',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.add, body: RsvpEntrySchema, response: { 201: RsvpRecordSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(entryMessages),
    },
    async (request, reply) => {
      const added = doneOr(storage.write(() => rsvps.add(request.body)));
      request.log.info({ rsvpId: added.id }, 'an answer added by the couple');
      return reply.code(201).send(added);
    },
  );

  app.patch(
    '/api/rsvps/:id',
    {
      config: { access: 'couple' },
      schema: {
        ...ABOUT.correct,
        params: RsvpIdParamsSchema,
        body: RsvpCorrectionSchema,
        response: { 200: RsvpRecordSchema, ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(entryMessages),
    },
    async (request) => {
      // Unknown fields are dropped after the schema counted them, so {"shoeSize": 9} arrives here empty.
      if (Object.keys(request.body).length === 0) {
        throw Refused.because(
          'invalid-input',
          'Give at least one of fullName, email, guestCount, attending, dietaryRestrictions, songRequest.',
        );
      }
      const corrected = doneOr(storage.write(() => rsvps.correct(Number(request.params.id), request.body)));
      if (corrected === null) throw noSuchAnswer(request.params.id);
      return corrected.after;
    },
  );

  app.delete(
    '/api/rsvps/:id',
    {
      config: { access: 'couple' },
      schema: { ...ABOUT.remove, params: RsvpIdParamsSchema, response: { 200: RsvpDeletedSchema, ...errors } },
    },
    async (request) => {
      const deleted = doneOr(storage.write(() => rsvps.remove(Number(request.params.id))));
      if (deleted === null) throw noSuchAnswer(request.params.id);
      request.log.info({ rsvpId: deleted.id }, 'an answer deleted by the couple');
      return { deleted };
    },
  );
};
