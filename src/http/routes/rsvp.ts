import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { NOTE_MESSAGE, RSVP_LIMITS, RSVP_MESSAGES } from '../../../shared/rsvp/rules';
import { RsvpInputSchema, RsvpRecordSchema } from '../../../shared/rsvp/schemas';
import type { StoredAnswer } from '../../rsvp/repository';
import type { TakeAnswer } from '../../rsvp/take-answer';
import type { AnswerProofs } from '../answer-proofs';
import { ErrorSchema } from '../error-schema';
import { doneOr } from '../refused';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';

const ProofSchema = Type.Object({ challenge: Type.String(), bits: Type.Integer() });

const FIELD_MESSAGES = {
  ...RSVP_MESSAGES,
  guestCount: `must be a whole number from ${RSVP_LIMITS.guestCountMin} to ${RSVP_LIMITS.guestCountMax}`,
  attending: 'must be true or false',
  dietaryRestrictions: NOTE_MESSAGE,
  songRequest: NOTE_MESSAGE,
} as const;

/** The record as the guest is told it was stored: its id is the random reference, never the row's number. */
export const asGuestAnswer = ({ record, reference }: StoredAnswer) => ({ ...record, id: reference });

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  proof: {
    summary: 'A puzzle for the open form to solve while the site is flooded',
    description:
      'Past the answers everyone together may send in ten minutes, `POST /api/rsvp` answers `429 proof-needed`. The ' +
      'page then hashes `<challenge>:<nonce>` until the SHA-256 has `bits` leading zero bits, and sends the answer ' +
      'again with `X-Answer-Proof: <challenge>|<nonce>`. A challenge lasts five minutes and buys one answer.',
  },
  answer: {
    summary: "Takes an answer of the open form (the spec's RSVP)",
    description:
      "`201` and the stored record, whose `id` is the answer's random reference (the admin's list numbers rows in " +
      'order). `400` names the field that is wrong; `403 invite-only` when guests answer through their own links ' +
      'only, `403 rsvp-closed` after the deadline; `429` past the answers one connection, or everyone together, may ' +
      'send in ten minutes; `503` when it cannot be stored, or the site holds `MAX_RSVPS` answers already.',
  },
};

/** The guests' one call: anyone may RSVP, no sign-in. */
export const rsvpRoutes: FastifyPluginAsyncTypebox<{
  takeAnswer: TakeAnswer;
  limitAnswers: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  proofs: AnswerProofs;
}> = async (app, { takeAnswer, limitAnswers, proofs }) => {
  app.addHook('onRequest', refuseCrossSite);
  // A puzzle for the page to solve when the site is flooded (answer-proofs.ts); asking costs the server nothing kept.
  app.get(
    '/api/rsvp/proof',
    { schema: { ...ABOUT.proof, response: { 200: ProofSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return proofs.issue();
    },
  );
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST') return limitAnswers(request, reply);
  });
  app.post(
    '/api/rsvp',
    {
      schema: {
        ...ABOUT.answer,
        body: RsvpInputSchema,
        response: { 201: RsvpRecordSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
      },
      schemaErrorFormatter: fieldErrorFormatter(FIELD_MESSAGES),
    },
    async (request, reply) => {
      const answer = doneOr(takeAnswer(request.body, request.log));
      return reply.code(201).send(asGuestAnswer(answer));
    },
  );
};
