import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { GuestList } from '../../guests/guest-list';
import { invitationView } from '../../guests/invitation-view';
import { checkResponse } from '../../guests/response-rules';
import { ResponseInputSchema, type Household } from '../../guests/schemas';
import { weddingEvents } from '../../site/events';
import type { Site } from '../../site/schema';
import type { StorageGuard } from '../../storage/storage-guard';
import type { ErrorBody } from '../error-schema';
import type { MissThrottle } from '../miss-throttle';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';
import { waitInWords } from '../wait-in-words';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 100 }) });

const NOT_FOUND: ErrorBody = { error: 'not-found', message: 'There is no invitation at this link. Please check the link you were sent.' };

/** A household's own calls, reached with the token of its private link: read the invitation, give or change the answer. */
export const invitationRoutes: FastifyPluginAsyncTypebox<{
  site: Site;
  guestList: GuestList;
  storage: StorageGuard;
  misses: MissThrottle;
  limitAnswers: onRequestAsyncHookHandler;
  now: () => number;
}> = async (app, { site, guestList, storage, misses, limitAnswers, now }) => {
  app.addHook('onRequest', refuseCrossSite);

  /** The household behind a token, or the answer for a wrong one: 404, or 429 once a client has guessed too often. */
  type Found = { household: Household; refusal?: never } | { household?: never; refusal: { status: 404 | 429; body: ErrorBody } };
  const findHousehold = (token: string, ip: string): Found => {
    const wait = misses.waitSeconds(ip);
    if (wait > 0) {
      const message = `Too many wrong links from your connection. Please try again in ${waitInWords(wait)}.`;
      return { refusal: { status: 429, body: { error: 'too-many-requests', message } } };
    }
    const household = guestList.byToken(token);
    if (!household) {
      misses.recordMiss(ip);
      return { refusal: { status: 404, body: NOT_FOUND } };
    }
    return { household };
  };

  app.get('/api/invitations/:token', { schema: { params: TokenParams } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const found = findHousehold(request.params.token, request.ip);
    if (found.refusal) return reply.code(found.refusal.status).send(found.refusal.body);
    // Opened: the first time only, and never a reason to fail the guest's page.
    if (!found.household.openedAt && !storage.beforeWrite()) {
      try {
        guestList.markOpened(found.household.id);
      } catch (err) {
        request.log.warn({ err }, 'could not note that an invitation was opened');
      }
    }
    return invitationView(site, found.household, now());
  });

  app.put(
    '/api/invitations/:token/response',
    {
      onRequest: limitAnswers,
      schema: { params: TokenParams, body: ResponseInputSchema },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const found = findHousehold(request.params.token, request.ip);
      if (found.refusal) return reply.code(found.refusal.status).send(found.refusal.body);
      const { household } = found;
      const view = invitationView(site, household, now());
      if (view.closed) {
        return reply.code(403).send({
          error: 'rsvp-closed',
          message: `Responses closed on ${site.rsvpDeadline}; please contact ${site.rsvp?.contact ?? 'the couple'}.`,
        } satisfies ErrorBody);
      }
      const checked = checkResponse(household, request.body, weddingEvents(site), site.rsvp?.meals ?? []);
      if ('problem' in checked) return reply.code(400).send({ error: 'invalid-response', message: checked.problem } satisfies ErrorBody);
      const problem = storage.beforeWrite();
      if (problem) return reply.code(503).send({ error: problem.error, message: problem.message } satisfies ErrorBody);
      let saved;
      try {
        saved = guestList.saveResponse(household.id, checked.people, request.body.message ?? null, 'guest');
      } catch (err) {
        storage.writeFailed(err);
        throw err;
      }
      storage.writeSucceeded();
      request.log.info({ householdId: household.id }, 'household answer stored');
      return invitationView(site, saved, now());
    },
  );
};
