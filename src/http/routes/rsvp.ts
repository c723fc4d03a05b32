import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { RsvpRepository, StoredAnswer } from '../../rsvp/repository';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { RsvpInputSchema, RsvpRecordSchema } from '../../rsvp/schemas';
import { HONEYPOT_FIELD, NOTE_MESSAGE, RSVP_LIMITS, RSVP_MESSAGES } from '../../rsvp/rules';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';

const FIELD_MESSAGES = {
  ...RSVP_MESSAGES,
  guestCount: `must be a whole number from ${RSVP_LIMITS.guestCountMin} to ${RSVP_LIMITS.guestCountMax}`,
  attending: 'must be true or false',
  dietaryRestrictions: NOTE_MESSAGE,
  songRequest: NOTE_MESSAGE,
} as const;

/** The record as the guest is told it was stored: its id is the random reference, never the row's number. */
const asGuestAnswer = ({ record, reference }: StoredAnswer) => ({ ...record, id: reference });

/** The guests' one call: anyone may RSVP, no sign-in. */
export const rsvpRoutes: FastifyPluginAsyncTypebox<{
  rsvps: RsvpRepository;
  storage: StorageGuard;
  maxRsvps: number;
  limitAnswers: onRequestAsyncHookHandler;
}> = async (app, { rsvps, storage, maxRsvps, limitAnswers }) => {
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onRequest', limitAnswers);
  app.post(
    '/api/rsvp',
    {
      schema: {
        body: RsvpInputSchema,
        response: { 201: RsvpRecordSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
      },
      schemaErrorFormatter: fieldErrorFormatter(FIELD_MESSAGES),
    },
    async (request, reply) => {
      if (request.body[HONEYPOT_FIELD]) {
        // A bot. It gets the answer a guest would get, so it learns nothing, and nothing is stored.
        request.log.info('honeypot filled: answered as stored, not stored');
        return reply.code(201).send(asGuestAnswer(rsvps.preview(request.body)));
      }
      const problem = storage.beforeWrite();
      if (problem) return reply.code(503).send({ error: problem.error, message: problem.message });
      if (rsvps.count() >= maxRsvps) {
        request.log.warn({ maxRsvps }, 'RSVP refused: the site holds MAX_RSVPS already');
        return reply.code(503).send({
          error: 'rsvp-limit-reached',
          message: 'This site cannot take more answers just now. Please let the couple know directly.',
        });
      }
      // A write that fails anyway (the disk filled meanwhile) throws, and the error handler answers 503.
      let stored;
      try {
        stored = rsvps.create(request.body);
      } catch (err) {
        storage.writeFailed(err);
        throw err;
      }
      storage.writeSucceeded();
      request.log.info({ rsvpId: stored.record.id, attending: stored.record.attending }, 'rsvp stored');
      return reply.code(201).send(asGuestAnswer(stored));
    },
  );
};
