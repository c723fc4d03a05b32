import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Household } from '../../../shared/guests/schemas';
import type { Site } from '../../../shared/site/schema';
import { TravelInputSchema, TravelSchema } from '../../../shared/stay/schemas';
import { travelProblem, travelWarnings } from '../../../shared/stay/travel-checks';
import type { GuestList } from '../../guests/guest-list';
import type { Stay } from '../../stay/stay';
import type { StorageGuard } from '../../storage/storage-guard';
import { type AnswerLimiter, comeBackLater } from '../answer-limits';
import { ErrorSchema } from '../error-schema';
import type { MissThrottle } from '../miss-throttle';
import { phonesFirst } from '../phones-first';
import { doneOr, Refused } from '../refused';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';
import { createHouseholdFinder } from './invitations';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 100 }) });

const TravelAnswerSchema = Type.Object({
  travel: TravelSchema,
  /** What may be a slip (a date far from the wedding, a departure before the arrival): said, not refused. */
  warnings: Type.Array(
    Type.Object({
      memberId: Type.Integer(),
      kind: Type.Union([Type.Literal('far-from-the-wedding'), Type.Literal('leaves-before-arriving')]),
      message: Type.String(),
    }),
  ),
});

/** Whether the couple asks this household for its travel: the site asks (rsvp.askTravel) and marked it travelling. */
export const travelAsked = (site: Site, household: { travelling: boolean }) =>
  site.rsvp?.askTravel === true && household.travelling;

/** What a household's own page and link carry of its stay: asked or not, its travel, its rooms and its pickups. */
export function stayFields(stay: Stay, site: Site, household: Household) {
  const { asked, travel, room, rooms, pickups } = stay.householdStay(household, travelAsked(site, household));
  return { travelAsked: asked, travel, room, rooms, pickups };
}

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  travel: {
    summary: "Tells a household's travel: each person's arrival and departure, and where they stay",
    description:
      "`200 {travel, warnings}`, the household's travel whole; a warning (a date far from the wedding, a departure " +
      'before the arrival) is said, not refused. `409 travel-not-asked` unless the site asks (`rsvp.askTravel`) and ' +
      'the couple marked the household travelling; `400` for a person not of the household; `429` past the answers ' +
      'one household may send in ten minutes.',
  },
};

/** A household tells how its people travel and where they stay, with the token of its private link. */
export const travelRoutes: FastifyPluginAsyncTypebox<{
  site: () => Site;
  guestList: GuestList;
  stay: Stay;
  storage: StorageGuard;
  misses: MissThrottle;
  checkHouseholdAnswers: AnswerLimiter['checkHousehold'];
}> = async (app, { site: siteNow, guestList, stay, storage, misses, checkHouseholdAnswers }) => {
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onRequest', phonesFirst);
  const findHousehold = createHouseholdFinder(guestList, misses);

  app.put(
    '/api/invitations/:token/travel',
    {
      schema: {
        ...ABOUT.travel,
        params: TokenParams,
        body: TravelInputSchema,
        response: { 200: TravelAnswerSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const household = doneOr(findHousehold(request.params.token, request.ip));
      const site = siteNow();
      if (!travelAsked(site, household))
        throw Refused.because(
          'travel-not-asked',
          'The couple has not asked for your travel details; please tell them directly.',
        );
      const limited = checkHouseholdAnswers(request, household.id);
      if (limited) throw comeBackLater(reply, limited);
      const problem = travelProblem(household, request.body);
      if (problem) throw Refused.because('invalid-travel', problem);
      const travel = doneOr(storage.write(() => stay.saveTravel(household, request.body, 'guest')));
      request.log.info({ householdId: household.id }, 'household travel stored');
      return { travel, warnings: travelWarnings(site, household, request.body) };
    },
  );
};
