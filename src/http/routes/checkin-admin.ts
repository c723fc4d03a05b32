import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { cardKey } from '../../../shared/day/card-key';
import { CheckinCountSchema, CheckinInputSchema } from '../../../shared/day/schemas';
import type { Household } from '../../../shared/guests/schemas';
import { doorCardWords } from '../../../shared/i18n/door-card-words';
import { fill } from '../../../shared/i18n/fill';
import { weddingEvents } from '../../../shared/site/events';
import type { Language } from '../../../shared/site/languages';
import type { Site } from '../../../shared/site/schema';
import type { Checkins } from '../../day/checkins';
import type { GuestList } from '../../guests/guest-list';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { doneOr, Refused } from '../refused';
import { fieldErrorFormatter } from '../validation';

const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const EventParams = Type.Object({ eventId: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });
const CardBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
const SearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 80 }) });

/**
 * What the door reads of a household: its name and its people, who said they come and who has arrived. Nothing more.
 */
const DoorHouseholdSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  people: Type.Array(
    Type.Object({ memberId: Type.Integer(), name: Type.String(), coming: Type.Boolean(), arrived: Type.Boolean() }),
  ),
  /** Its extra guests, named only in its answer, who said they come here; and how many of them have arrived. */
  guests: Type.Object({ names: Type.Array(Type.String()), arrived: Type.Integer() }),
});

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  counts: {
    summary: 'How many have arrived at a function, against how many are expected',
    description:
      'Expected are those who said they come: the people on the list, and the extra guests named in the answers. ' +
      '`404` for a function not in the itinerary.',
  },
  find: {
    summary: 'Finds the households invited to a function by a name, for the door',
    description:
      "Up to 20 whose name, or a member's, holds every word of `q`: `[{id, name, people: [{memberId, name, coming, " +
      'arrived}], guests: {names, arrived}}]`, `guests` being the extra guests named in its answer. The door sees ' +
      'names and who is expected only.',
  },
  roster: {
    summary: 'Every household invited to a function, as the door reads them, with the key of its card',
    description: "Kept on the door's phone, it finds a household by its card or its name while the network is away.",
  },
  card: {
    summary: "Finds a household by the token its card's QR code holds",
    description:
      'The token rides in the body, never in an address a proxy or a log keeps. The household as `GET ' +
      '…/households` gives it; `404 card-not-invited` for a card of a household not invited to the function, or of ' +
      'none, said in words the door can act on.',
  },
  mark: {
    summary: 'Marks people of a household as arrived at a function',
    description:
      '`200 {marked, repeated, arrived}`. `guests` is how many of its extra guests have arrived in all, and a lower ' +
      'number than a door said before changes nothing; the same `clientId` again marks nothing (`repeated`), and ' +
      'with other marks is `409 client-id-reused`. `400` for a person not of the household, or more guests than it ' +
      'may bring.',
  },
};

/**
 * The door at a function: find a household (by its QR card's link, or by a name), mark who of it arrived, and read
 * arrived against expected. The door sees names and who is expected at the function only; the counts are for anyone
 * signed in (the caterer plans by them).
 */
export const checkinAdminRoutes: FastifyPluginAsyncTypebox<{
  site: () => Site;
  /** The same content as each language reads it: a function named in the door's words. */
  siteIn?: (language: Language) => Site;
  guestList: GuestList;
  checkins: Checkins;
  storage: StorageGuard;
}> = async (app, { site, siteIn = () => site(), guestList, checkins, storage }) => {
  const eventOf = (eventId: string, language: Language = 'en') =>
    weddingEvents(siteIn(language)).find((event) => event.id === eventId);
  const noEvent = (eventId: string) =>
    Refused.because('not-found', `There is no function "${eventId}" in the itinerary.`);
  /** Those who said they come to a function: the people on the list, and the extra guests named in the answers. */
  const expected = (eventId: string) =>
    guestList
      .list()
      .filter((household) => household.events.includes(eventId))
      .reduce(
        (sum, household) =>
          sum + (household.response?.people.filter((person) => person.events[eventId] === true).length ?? 0),
        0,
      );
  const guestsComing = (household: Household, eventId: string) =>
    (household.response?.people ?? [])
      .filter((person) => person.memberId === null && person.events[eventId] === true)
      .map((person) => person.name);
  const forTheDoor = (household: Household, eventId: string) => {
    const arrived = new Set(checkins.arrivedOf(household.id, eventId).map((mark) => mark.memberId));
    const answered = new Map(
      (household.response?.people ?? []).flatMap((person) =>
        person.memberId === null ? [] : [[person.memberId, person.events[eventId] === true] as const],
      ),
    );
    return {
      id: household.id,
      name: household.name,
      people: household.members.map((member) => ({
        memberId: member.id,
        name: member.name,
        coming: answered.get(member.id) ?? false,
        arrived: arrived.has(member.id),
      })),
      guests: { names: guestsComing(household, eventId), arrived: checkins.guestsArrived(household.id, eventId) },
    };
  };

  app.get(
    '/api/admin/checkins/:eventId',
    {
      config: { access: 'signed-in' },
      schema: { ...ABOUT.counts, params: EventParams, response: { 200: CheckinCountSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      if (!eventOf(eventId)) throw noEvent(eventId);
      return { eventId, expected: expected(eventId), arrived: checkins.arrived(eventId) };
    },
  );

  app.get(
    '/api/admin/checkins/:eventId/households',
    {
      config: { access: 'door' },
      schema: {
        ...ABOUT.find,
        params: EventParams,
        querystring: SearchQuery,
        response: { 200: Type.Array(DoorHouseholdSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      if (!eventOf(eventId)) throw noEvent(eventId);
      const words = request.query.q.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) throw Refused.because('invalid-input', 'q: write a name, or part of one');
      const named = (name: string) => words.every((word) => name.toLowerCase().includes(word));
      return guestList
        .list()
        .filter((household) => household.events.includes(eventId))
        .filter((household) => named(household.name) || household.members.some((member) => named(member.name)))
        .slice(0, 20)
        .map((household) => forTheDoor(household, eventId));
    },
  );

  // Every household invited to the function, as the door reads them, each with its card's key: kept on the door's
  // phone, it finds a household by its card or its name while the network is away.
  app.get(
    '/api/admin/checkins/:eventId/roster',
    {
      config: { access: 'door' },
      schema: {
        ...ABOUT.roster,
        params: EventParams,
        response: {
          200: Type.Array(Type.Intersect([DoorHouseholdSchema, Type.Object({ card: Type.String() })])),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      if (!eventOf(eventId)) throw noEvent(eventId);
      return guestList
        .list()
        .filter((household) => household.events.includes(eventId))
        .map((household) => ({ ...forTheDoor(household, eventId), card: cardKey(household.token) }));
    },
  );

  // A household's QR card holds its link: read at the door, it finds the household, if it is invited here. The token
  // rides in the body, never in an address a proxy or a log keeps.
  app.post(
    '/api/admin/checkins/:eventId/card',
    {
      config: { access: 'door' },
      schema: { ...ABOUT.card, params: EventParams, body: CardBody, response: { 200: DoorHouseholdSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { eventId } = request.params;
      const { token } = request.body;
      if (!eventOf(eventId)) throw noEvent(eventId);
      const household = guestList.byToken(token);
      if (!household?.events.includes(eventId)) {
        // Said in words the door can act on: whose card it is, when it is this wedding's.
        const language = request.person?.language ?? 'en';
        const words = doorCardWords(language);
        const event = eventOf(eventId);
        throw Refused.because(
          'card-not-invited',
          household
            ? fill(words.notInvited, {
                household: household.name,
                function: eventOf(eventId, language)?.title ?? event?.title ?? eventId,
              })
            : words.unknownCard,
          language === 'en' ? undefined : language,
        );
      }
      return forTheDoor(household, eventId);
    },
  );

  app.post(
    '/api/admin/checkins',
    {
      config: { access: 'door' },
      schema: {
        ...ABOUT.mark,
        body: CheckinInputSchema,
        response: {
          200: Type.Object({ marked: Type.Integer(), repeated: Type.Boolean(), arrived: Type.Integer() }),
          ...errors,
        },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const { householdId, memberIds, eventId } = request.body;
      if (!eventOf(eventId)) throw noEvent(eventId);
      const household = guestList.get(householdId);
      if (!household?.events.includes(eventId))
        throw Refused.because('not-found', `There is no household ${householdId} invited to this function.`);
      const { guests } = request.body;
      if (memberIds.length === 0 && guests === undefined)
        throw Refused.because(
          'invalid-input',
          'memberIds: mark at least one person, or say how many of their guests arrived (guests)',
        );
      // As many extra guests as the household may bring, or has named coming, whichever is more.
      const mayBring = Math.max(household.plusOnes, guestsComing(household, eventId).length);
      if (guests !== undefined && guests > mayBring)
        throw Refused.because(
          'invalid-input',
          `guests: ${household.name} may bring ${mayBring} extra ${mayBring === 1 ? 'guest' : 'guests'}, not ${guests}`,
        );
      const strangers = memberIds.filter((id) => !household.members.some((member) => member.id === id));
      if (strangers.length > 0)
        throw Refused.because(
          'invalid-input',
          `memberIds: ${strangers.join(', ')} ${strangers.length === 1 ? 'is' : 'are'} not of ${household.name}`,
        );
      const marked = doneOr(
        storage.write(() => checkins.mark(request.body, request.person ? { name: request.person.name } : 'couple')),
      );
      if ('clash' in marked)
        throw Refused.because(
          'client-id-reused',
          'clientId: this id was sent before with other marks; give each mark an id of its own.',
        );
      return { ...marked, arrived: checkins.arrived(eventId) };
    },
  );
};
