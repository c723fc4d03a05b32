import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Gift } from '../../../shared/day/schemas';
import { GiftInputSchema, GiftMarksSchema, GiftSchema } from '../../../shared/day/schemas';
import { DAY_LIMITS } from '../../../shared/limits/day';
import { venueDayOf } from '../../../shared/reach/time-zone';
import { weddingEvents } from '../../../shared/site/events';
import type { Site } from '../../../shared/site/schema';
import type { Person } from '../../admin/people';
import { type Gifts, giftMatches } from '../../day/gifts';
import type { GuestList } from '../../guests/guest-list';
import { csvRecord, UTF8_BOM } from '../../rsvp/csv';
import type { StorageGuard } from '../../storage/storage-guard';
import { seesSide } from '../access';
import { ErrorSchema } from '../error-schema';
import { doneOr, Refused } from '../refused';
import { sendCsv } from '../send-csv';
import { fieldErrorFormatter } from '../validation';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
const SearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: DAY_LIMITS.giftSearchMaxLength })) });
const HEADERS = [
  'From',
  'Household',
  'Kind',
  'Amount (₹)',
  'Description',
  'Function',
  'Recorded by',
  'Recorded at',
  'Thanked',
  'Return gift given',
];

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  list: {
    summary: 'The register of shagun and gifts, newest first, found by words',
    description:
      '`q` finds every word in the giver, the household or the description. To an organiser, a gift from a household ' +
      'of the other side shows its giver alone.',
  },
  record: {
    summary: 'Records who gave what, at which function',
    description:
      '`201` and the gift; the same `clientId` again answers `200` with the gift already recorded, and with another ' +
      'gift `409 client-id-reused`. `400` for a household the caller may not see, or a function not in the itinerary.',
  },
  mark: {
    summary: 'Marks a gift thanked for, or its return gift given',
    description: '`200` and the gift; `404` for one not there.',
  },
  csv: {
    summary: 'The register of gifts as CSV, for the thank-you notes',
    description:
      'Oldest first, amounts in whole rupees; to an organiser, a gift from the other side shows its giver alone.',
  },
};

/**
 * The register of shagun and gifts, private to the couple and the organisers they allow: record who gave what, find it
 * again, mark the thank-you and the return gift, and take it as CSV for the thank-you notes.
 */
export const giftsAdminRoutes: FastifyPluginAsyncTypebox<{
  site: () => Site;
  guestList: GuestList;
  gifts: Gifts;
  storage: StorageGuard;
  /** The server's clock: the sheet is named after the day it is at the venue. */
  now: () => number;
}> = async (app, { site, guestList, gifts, storage, now }) => {
  const today = () => venueDayOf(now(), site().timeZone);
  const author = (name: string | undefined) => (name ? { name } : 'couple');
  /** The household, if this person may see it: an organiser's leave for the gifts is no leave for the other side. */
  const householdFor = (person: Person | null, id: number) => {
    const household = guestList.get(id);
    return household && seesSide(person, household.side) ? household : null;
  };
  // A gift from a household of the other side is shown to an organiser by its giver alone, never its household.
  const asSeenBy = (person: Person | null) => {
    const sides = new Map(guestList.list().map((household) => [household.id, household.side]));
    return (gift: Gift): Gift => {
      const side = gift.householdId === null ? undefined : sides.get(gift.householdId);
      return side === undefined || seesSide(person, side) ? gift : { ...gift, householdId: null, household: null };
    };
  };

  app.get(
    '/api/admin/gifts',
    {
      config: { access: 'gifts' },
      schema: { ...ABOUT.list, querystring: SearchQuery, response: { 200: Type.Array(GiftSchema) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return gifts.list().map(asSeenBy(request.person)).filter(giftMatches(request.query.q));
    },
  );

  app.post(
    '/api/admin/gifts',
    {
      config: { access: 'gifts' },
      schema: { ...ABOUT.record, body: GiftInputSchema, response: { 200: GiftSchema, 201: GiftSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      const { householdId, eventId } = request.body;
      if (householdId && !householdFor(request.person, householdId))
        throw Refused.because('invalid-input', `householdId: there is no household ${householdId}`);
      if (eventId && !weddingEvents(site()).some((event) => event.id === eventId))
        throw Refused.because('invalid-input', `eventId: "${eventId}" is not a function of the itinerary`);
      const recorded = doneOr(storage.write(() => gifts.record(request.body, author(request.person?.name))));
      if (recorded.clash)
        throw Refused.because(
          'client-id-reused',
          'clientId: this id was sent before with another gift; give each gift an id of its own.',
        );
      // The same form sent again is answered with the gift it recorded the first time.
      return reply.code(recorded.again ? 200 : 201).send(asSeenBy(request.person)(recorded.gift));
    },
  );

  app.patch(
    '/api/admin/gifts/:id',
    {
      config: { access: 'gifts' },
      schema: { ...ABOUT.mark, params: IdParams, body: GiftMarksSchema, response: { 200: GiftSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const marked = doneOr(
        storage.write(() => gifts.mark(Number(request.params.id), request.body, author(request.person?.name))),
      );
      if (!marked) throw Refused.because('not-found', `There is no gift ${request.params.id}.`);
      return asSeenBy(request.person)(marked);
    },
  );

  app.get('/api/admin/gifts.csv', { config: { access: 'gifts' }, schema: ABOUT.csv }, async (request, reply) => {
    const titles = new Map(weddingEvents(site()).map((event) => [event.id, event.title]));
    const rows = gifts
      .list()
      .reverse()
      .map(asSeenBy(request.person))
      .map((gift) =>
        csvRecord([
          gift.from,
          gift.household,
          gift.kind,
          gift.amount,
          gift.description,
          gift.eventId ? (titles.get(gift.eventId) ?? gift.eventId) : null,
          gift.recordedBy,
          gift.recordedAt,
          gift.thanked ? 'yes' : 'no',
          gift.returned ? 'yes' : 'no',
        ]),
      );
    return sendCsv(reply, `gifts-${today()}.csv`, UTF8_BOM + [csvRecord(HEADERS), ...rows].join(''));
  });
};
