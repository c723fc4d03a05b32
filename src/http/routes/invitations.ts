import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import Type from 'typebox';
import { InvitationViewSchema, invitationView } from '../../../shared/guests/invitation-view';
import { type Household, ResponseInputSchema } from '../../../shared/guests/schemas';
import { type Outcome, refuse } from '../../../shared/outcome';
import { householdUpdates, type Updates } from '../../day/updates';
import type { GuestList } from '../../guests/guest-list';
import type { TakeHouseholdAnswer } from '../../guests/take-household-answer';
import type { LocalisedSite } from '../../site/localised-site';
import type { Stay } from '../../stay/stay';
import type { StorageGuard } from '../../storage/storage-guard';
import { type AnswerLimiter, comeBackLater } from '../answer-limits';
import { ErrorSchema } from '../error-schema';
import type { MissThrottle } from '../miss-throttle';
import { phonesFirst } from '../phones-first';
import { pickLanguage } from '../pick-language';
import { doneOr } from '../refused';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';
import { waitInWords } from '../wait-in-words';
import { stayFields } from './travel';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 100 }) });

// A household is answered with its view and nothing else (shared/guests/invitation-view.ts): never its token, its
// phone or the couple's notes, whatever a later change puts in a household.
const viewOrError = { 200: InvitationViewSchema, '4xx': ErrorSchema, '5xx': ErrorSchema } as const;

const NO_INVITATION = 'There is no invitation at this link. Please check the link you were sent.';

/**
 * The household behind a token, or the answer for a wrong one: 404, or 429 once a client has guessed wrong too often.
 * A right token is always answered, even for a client over its limit: a family behind a carrier's shared address
 * must never be locked out of its own link by what others there tried, and 128-bit tokens are not found by guessing.
 */
export function createHouseholdFinder(guestList: GuestList, misses: MissThrottle) {
  return (token: string, ip: string): Outcome<Household> => {
    const household = guestList.byToken(token);
    if (household) return { done: household };
    const wait = misses.waitSeconds(ip);
    if (wait > 0) {
      return refuse(
        'too-many-wrong-links',
        `Too many wrong links from your connection. Please try again in ${waitInWords(wait)}.`,
      );
    }
    misses.recordMiss(ip);
    return refuse('not-found', NO_INVITATION);
  };
}

/**
 * Notes that a household's invitation was `opened`, or `delivered` (a chat app fetched the link to draw its
 * preview): the first time only, and never a reason to fail the guest's page or the request.
 */
export function noteInvitation(
  what: 'opened' | 'delivered',
  guestList: GuestList,
  storage: StorageGuard,
  household: Household,
  log: FastifyBaseLogger,
): void {
  if (what === 'opened' ? household.openedAt : household.deliveredAt) return;
  const mark = what === 'opened' ? guestList.markOpened : guestList.markDelivered;
  try {
    // Refused on a full disk like any write, and then simply not noted.
    storage.write(() => mark(household.id));
  } catch (err) {
    log.warn({ err }, `could not note that an invitation was ${what}`);
  }
}

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  read: {
    summary: "A household's invitation, read with the token of its private link",
    description:
      'Its name, people and extra guests, the functions it is invited to (private ones too), the meals, its answer, ' +
      "the deadline (`closesAt`, `closed`) and whom to contact; its travel, room and pickups; and the couple's " +
      'updates that concern it, in its language. The first read notes the invitation opened. A wrong link is `404`, ' +
      'and after 20 wrong links from one connection in 10 minutes, `429`.',
  },
  answer: {
    summary: "Gives or changes a household's answer, through its private link",
    description:
      '`200` and the invitation as stored: the answer replaces the previous one whole, in one transaction, and the ' +
      'audit log keeps the one replaced. `400` names the field for a function not invited to, an unknown member, too ' +
      'many extra guests, a meal not offered or a choice missing; `403 rsvp-closed` after `closesAt`; `429` past the ' +
      'answers one household may send in ten minutes.',
  },
};

/**
 * A household's own calls, reached with the token of its private link: read the invitation, give or change the answer.
 */
export const invitationRoutes: FastifyPluginAsyncTypebox<{
  /** The content as it is now. */
  site: () => LocalisedSite;
  guestList: GuestList;
  storage: StorageGuard;
  misses: MissThrottle;
  checkHouseholdAnswers: AnswerLimiter['checkHousehold'];
  takeHouseholdAnswer: TakeHouseholdAnswer;
  stay: Stay;
  /** The couple's updates, shown on the pages they concern. */
  updates: Updates;
  now: () => number;
}> = async (
  app,
  { site: siteNow, guestList, storage, misses, checkHouseholdAnswers, takeHouseholdAnswer, stay, updates, now },
) => {
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onRequest', phonesFirst);

  const findHousehold = createHouseholdFinder(guestList, misses);

  app.get(
    '/api/invitations/:token',
    { schema: { ...ABOUT.read, params: TokenParams, response: viewOrError } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const household = doneOr(findHousehold(request.params.token, request.ip));
      noteInvitation('opened', guestList, storage, household, request.log);
      const site = siteNow();
      const language = pickLanguage(request, reply, site, household);
      return {
        ...invitationView(site.in[language], household, now(), language),
        ...stayFields(stay, site.in[language], household),
        ...householdUpdates(updates, household, language, site.in[language].timeZone, site.defaultLanguage),
      };
    },
  );

  app.put(
    '/api/invitations/:token/response',
    {
      schema: { ...ABOUT.answer, params: TokenParams, body: ResponseInputSchema, response: viewOrError },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const household = doneOr(findHousehold(request.params.token, request.ip));
      const limited = checkHouseholdAnswers(request, household.id);
      if (limited) throw comeBackLater(reply, limited);
      const answered = doneOr(takeHouseholdAnswer(household, request.body, request.log));
      const site = siteNow();
      const language = pickLanguage(request, reply, site, answered);
      return invitationView(site.in[language], answered, now(), language);
    },
  );
};
