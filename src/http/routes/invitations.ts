import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerLimiter } from '../answer-limits';
import type { GuestList } from '../../guests/guest-list';
import { invitationView } from '../../../shared/guests/invitation-view';
import type { TakeHouseholdAnswer } from '../../guests/take-household-answer';
import { ResponseInputSchema, type Household } from '../../../shared/guests/schemas';
import type { LocalisedSite } from '../../site/localised-site';
import { pickLanguage } from '../pick-language';
import type { StorageGuard } from '../../storage/storage-guard';
import type { ErrorBody } from '../error-schema';
import type { MissThrottle } from '../miss-throttle';
import { phonesFirst } from '../phones-first';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';
import { waitInWords } from '../wait-in-words';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 100 }) });

const NOT_FOUND: ErrorBody = {
  error: 'not-found',
  message: 'There is no invitation at this link. Please check the link you were sent.',
};

export type FoundHousehold =
  | { household: Household; refusal?: never }
  | { household?: never; refusal: { status: 404 | 429; body: ErrorBody } };

/**
 * The household behind a token, or the answer for a wrong one: 404, or 429 once a client has guessed wrong too often.
 * A right token is always answered, even for a client over its limit: a family behind a carrier's shared address
 * must never be locked out of its own link by what others there tried, and 128-bit tokens are not found by guessing.
 */
export function householdFinder(guestList: GuestList, misses: MissThrottle) {
  return (token: string, ip: string): FoundHousehold => {
    const household = guestList.byToken(token);
    if (household) return { household };
    const wait = misses.waitSeconds(ip);
    if (wait > 0) {
      const message = `Too many wrong links from your connection. Please try again in ${waitInWords(wait)}.`;
      return { refusal: { status: 429, body: { error: 'too-many-requests', message } } };
    }
    misses.recordMiss(ip);
    return { refusal: { status: 404, body: NOT_FOUND } };
  };
}

/** Notes that a household's invitation was opened: the first time only, and never a reason to fail the guest's page. */
export function noteOpened(
  guestList: GuestList,
  storage: StorageGuard,
  household: Household,
  log: FastifyBaseLogger,
): void {
  if (household.openedAt || storage.beforeWrite()) return;
  try {
    guestList.markOpened(household.id);
  } catch (err) {
    log.warn({ err }, 'could not note that an invitation was opened');
  }
}

/** Notes that a chat app fetched the link to draw its preview: the first time only, never a reason to fail the request. */
export function noteDelivered(
  guestList: GuestList,
  storage: StorageGuard,
  household: Household,
  log: FastifyBaseLogger,
): void {
  if (household.deliveredAt || storage.beforeWrite()) return;
  try {
    guestList.markDelivered(household.id);
  } catch (err) {
    log.warn({ err }, 'could not note that an invitation was delivered');
  }
}

/** A household's own calls, reached with the token of its private link: read the invitation, give or change the answer. */
export const invitationRoutes: FastifyPluginAsyncTypebox<{
  site: LocalisedSite;
  guestList: GuestList;
  storage: StorageGuard;
  misses: MissThrottle;
  checkHouseholdAnswers: AnswerLimiter['checkHousehold'];
  takeHouseholdAnswer: TakeHouseholdAnswer;
  now: () => number;
}> = async (app, { site, guestList, storage, misses, checkHouseholdAnswers, takeHouseholdAnswer, now }) => {
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onRequest', phonesFirst);

  const findHousehold = householdFinder(guestList, misses);

  app.get('/api/invitations/:token', { schema: { params: TokenParams } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const found = findHousehold(request.params.token, request.ip);
    if (found.refusal) return reply.code(found.refusal.status).send(found.refusal.body);
    noteOpened(guestList, storage, found.household, request.log);
    return invitationView(site.in[pickLanguage(request, reply, site, found.household)], found.household, now());
  });

  app.put(
    '/api/invitations/:token/response',
    {
      schema: { params: TokenParams, body: ResponseInputSchema },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const found = findHousehold(request.params.token, request.ip);
      if (found.refusal) return reply.code(found.refusal.status).send(found.refusal.body);
      const limited = checkHouseholdAnswers(request, found.household.id);
      if (limited)
        return reply.code(limited.status).header('Retry-After', String(limited.retryAfterSeconds)).send(limited.body);
      const result = takeHouseholdAnswer(found.household, request.body, request.log);
      if ('refused' in result)
        return reply.code(result.refused.status).send({ error: result.refused.error, message: result.refused.message });
      return invitationView(site.in[pickLanguage(request, reply, site, result.saved)], result.saved, now());
    },
  );
};
