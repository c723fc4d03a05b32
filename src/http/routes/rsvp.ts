import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RsvpRepository } from '../../rsvp/repository';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { RsvpInputSchema, RsvpRecordSchema } from '../../rsvp/schemas';
import { HONEYPOT_FIELD, RSVP_LIMITS, RSVP_MESSAGES } from '../../rsvp/rules';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';

const FIELD_MESSAGES = {
  ...RSVP_MESSAGES,
  guestCount: `must be a whole number from ${RSVP_LIMITS.guestCountMin} to ${RSVP_LIMITS.guestCountMax}`,
  attending: 'must be true or false',
} as const;

/** The guests' one call: anyone may RSVP, no sign-in. */
export const rsvpRoutes: FastifyPluginAsyncTypebox<{ rsvps: RsvpRepository; storage: StorageGuard; maxRsvps: number }> = async (
  app,
  { rsvps, storage, maxRsvps },
) => {
  app.addHook('onRequest', refuseCrossSite);
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
        // Never limited by address: a family, or a whole carrier's NAT, shares one.
        request.log.info('honeypot filled: answered as stored, not stored');
        return reply.code(201).send(rsvps.preview(request.body));
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
      const record = rsvps.create(request.body);
      request.log.info({ rsvpId: record.id, attending: record.attending }, 'rsvp stored');
      return reply.code(201).send(record);
    },
  );
};
