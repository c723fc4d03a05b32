import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../send-csv';
import { saidTo } from '../said-to';
import { fill } from '../../../shared/i18n/fill';
import { guestListRefusalWords, type GuestListRefusalWords } from '../../../shared/i18n/guest-list-refusals';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { Person } from '../../admin/people';
import type { GuestList } from '../../guests/guest-list';
import type { Household } from '../../../shared/guests/schemas';
import {
  PickupInputSchema,
  PlaceInputSchema,
  RoomInputSchema,
  TravelInputSchema,
  TravelSchema,
  type Place,
} from '../../../shared/stay/schemas';
import { travelProblem } from '../../../shared/stay/travel-checks';
import { BoardSchema, StayOverviewSchema } from '../../../shared/stay/admin-views';
import type { Stay } from '../../stay/stay';
import { allotmentWarnings, arrivalsBoard } from '../../stay/stay-boards';
import { csvLines, driversSheetRows, roomingListRows, sheetHeaders } from '../../stay/stay-sheets';
import { SHEET_STYLE_HASH, sheetPage } from '../../stay/stay-print';
import type { StorageGuard } from '../../storage/storage-guard';
import { seesSide } from '../access';
import { ErrorSchema } from '../error-schema';
import { doneOr, Refused } from '../refused';
import { type Outcome, refuse } from '../../../shared/outcome';
import { fieldErrorFormatter } from '../validation';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,9}$' }) });
const RoomGuestParams = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,9}$' }),
  memberId: Type.String({ pattern: '^[0-9]{1,9}$' }),
});
const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const Done = Type.Object({ done: Type.Literal(true) });
const Created = Type.Object({ id: Type.Integer() });
const TravelOrNone = Type.Union([TravelSchema, Type.Null()]);
const LanguageQuery = Type.Object({ language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])) });
const Confirm = Type.Object({ confirm: Type.Optional(Type.Literal('1')) });

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  travelling: {
    summary: 'Asks a household for its travel, or no longer',
    description:
      'With `rsvp.askTravel` set in site.json, a household marked travelling is asked for its journeys on its page; ' +
      "the audit log notes it. An organiser does it for the households they may see; the other side's is `404`.",
  },
  travel: {
    summary: "A household's travel as it told it, or null",
    description: "The other side's household is `404` to an organiser.",
  },
  recordTravel: {
    summary: "Records a household's travel as told by phone",
    description:
      "The same checks as the household's own (`400` for a person not of the household), then `200` and its travel " +
      "whole; the audit log names who entered it. The other side's household is `404` to an organiser.",
  },
  overview: {
    summary: 'The places guests stay in, their rooms and who is in each, the travellers, and the warnings',
    description:
      'The warnings: rooms over their beds, people in two rooms, people with no room. To an organiser, the ' +
      'travellers are those of their side and of both sides, and a guest of the other side in a room is shown as ' +
      '"…".',
  },
  addPlace: {
    summary: 'Adds a place guests stay in: a hotel or a house',
    description: '`201 {id}`; `409 name-taken` for a second place of one name.',
  },
  changePlace: {
    summary: 'Changes a place',
    description:
      "`409 name-taken` for a name another place has. A place with the other side's guests in it is the couple's to " +
      'change: `403` to an organiser.',
  },
  removePlace: {
    summary: 'Deletes a place and its rooms',
    description:
      '`409 has-guests` while its rooms have guests in them, unless sent with `?confirm=1` (they are then left with ' +
      "no room). A place with the other side's guests in it is the couple's to delete: `403` to an organiser.",
  },
  addRoom: {
    summary: 'Adds a room to a place',
    description:
      "`201 {id}`; `409 name-taken` for a second room of one name in the place. A place with the other side's guests " +
      "in it is the couple's: `403` to an organiser.",
  },
  changeRoom: {
    summary: 'Changes a room',
    description:
      "`409 name-taken` for a name another room of the place has. A room with the other side's guests in it is the " +
      "couple's to change: `403` to an organiser.",
  },
  removeRoom: {
    summary: 'Deletes a room',
    description:
      '`409 has-guests` while it has guests in it, unless sent with `?confirm=1` (they are then left with no room). ' +
      "A room with the other side's guests in it is the couple's: `403` to an organiser.",
  },
  putInRoom: {
    summary: 'Puts people in a room',
    description:
      "Those there already stay; the audit log notes each. `404` for a person not on the caller's guest list; a room " +
      "with the other side's guests in it is the couple's to fill (`403` to an organiser).",
  },
  takeOut: {
    summary: 'Takes one person out of a room',
    description: "`404` when the person is not in that room, or not on the caller's guest list.",
  },
  pickups: {
    summary: 'Assigns a pickup at arrival or a drop at departure to people, or marks it done',
    description:
      "`direction` is `arrive` or `leave`; a driver's name and phone may go with it. `404` for a person not on the " +
      "caller's guest list; the audit log keeps each.",
  },
  arrivals: {
    summary: 'The arrivals and departures by day, place and window, with the pickups each needs',
    description:
      "Grouped by station or airport and by windows of `hours` hours (2 unless said, 1 to 24); an organiser's holds " +
      'the households they may see.',
  },
  roomingCsv: {
    summary: "The hotel's rooming list as CSV",
    description: "Headed in `language` (`en` unless said); a guest of the other side's is left out of an organiser's.",
  },
  driversCsv: {
    summary: "The drivers' sheet for a day as CSV",
    description:
      'Each arrival and departure of `date` (`YYYY-MM-DD`) with its pickup, headed in `language` (`en` unless said); ' +
      "an organiser's holds the households they may see.",
  },
  roomingPrint: {
    summary: 'The rooming list as a page to print (A4, landscape)',
    description: 'The same rows as `GET /api/admin/rooming-list.csv`, in `language`.',
  },
  driversPrint: {
    summary: "The drivers' sheet for a day as a page to print (A4, landscape)",
    description: 'The same rows as `GET /api/admin/arrivals.csv` for `date`, in `language`.',
  },
};

/**
 * Stay and travel in the admin: the places and rooms guests are put up in, who sleeps where, the travellers, the
 * arrivals and departures by day, the pickups, and the hotel's and the drivers' sheets. The couple and the
 * organisers use them, each organiser for the households of their side only (never the caterer: it is personal).
 */
export const stayAdminRoutes: FastifyPluginAsyncTypebox<{
  guestList: GuestList;
  stay: Stay;
  storage: StorageGuard;
  /** Today at the venue, as YYYY-MM-DD: the sheets' names and the printed rooming list's date. */
  today: () => string;
}> = async (app, { guestList, stay, storage, today }) => {
  const visibleTo = (person: Person | null) => guestList.list().filter((household) => seesSide(person, household.side));
  const author = (person: Person | null) => ({ name: person?.name ?? 'The couple' });
  /** A household by id, as this person may see it: another side's answers 404, as if there were none. */
  const householdFor = (person: Person | null, id: number): Household | null => {
    const household = guestList.get(id);
    return household && seesSide(person, household.side) ? household : null;
  };
  /** The people a call names, all of households this person may see; null names the first that is not. */
  const membersFor = (person: Person | null, memberIds: readonly number[]): number | null => {
    for (const memberId of memberIds) {
      const householdId = stay.householdOfMember(memberId);
      if (householdId === null || !householdFor(person, householdId)) return memberId;
    }
    return null;
  };
  /** The places as this person may see them: a room's guests of another side are counted, not named. */
  const placesFor = (person: Person | null): Place[] => {
    const visible = new Set(visibleTo(person).map((household) => household.id));
    return stay.places().map((place) => ({
      ...place,
      rooms: place.rooms.map((room) => ({
        ...room,
        guests: room.guests.map((guest) =>
          visible.has(guest.householdId) ? guest : { memberId: 0, name: '…', householdId: 0 },
        ),
      })),
    }));
  };
  /** Whether any of these rooms holds a guest this person may not see (another side's). */
  const othersIn = (rooms: Place['rooms']) => rooms.some((room) => room.guests.some((guest) => guest.memberId === 0));
  const placeFor = (person: Person | null, id: number) => placesFor(person).find((place) => place.id === id) ?? null;
  const roomFor = (person: Person | null, id: number) =>
    placesFor(person)
      .flatMap((place) => place.rooms)
      .find((room) => room.id === id) ?? null;
  /** A place or room with another side's guests in it is the couple's to change: its names are on their pages too. */
  const othersThere = (person: Person | null, what: (words: GuestListRefusalWords) => string) =>
    saidTo(person, 'not-allowed', guestListRefusalWords, (words) => fill(words.othersThere, { what: what(words) }));
  const noSuchHousehold = (id: number | string) =>
    Refused.because('not-found', `There is no household ${id}; it may have been deleted.`);
  const noSuchPlace = () => Refused.because('not-found', 'There is no such place; it may have been deleted.');
  const noSuchRoom = () => Refused.because('not-found', 'There is no such room; it may have been deleted.');
  const noSuchPerson = (memberId: number) =>
    Refused.because('not-found', `There is no person ${memberId} on your guest list.`);
  /** A write behind the storage guard whose name may be taken already: a second hotel or room of one name is a 409. */
  const namedWrite = <T>(work: () => T): Outcome<T> => {
    try {
      return storage.write(work);
    } catch (err) {
      if (err instanceof stay.DuplicateName) return refuse('name-taken', `${err.message}: give it another name.`);
      throw err;
    }
  };

  app.put(
    '/api/admin/households/:id/travelling',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.travelling,
        params: IdParams,
        body: Type.Object({ travelling: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Type.Object({ travelling: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      const household = householdFor(request.person, Number(request.params.id));
      if (!household) throw noSuchHousehold(request.params.id);
      doneOr(storage.write(() => stay.setTravelling(household, request.body.travelling, author(request.person))));
      return { travelling: request.body.travelling };
    },
  );

  app.get(
    '/api/admin/households/:id/travel',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.travel, params: IdParams, response: { 200: TravelOrNone, ...errors } },
    },
    async (request, reply) => {
      const household = householdFor(request.person, Number(request.params.id));
      if (!household) throw noSuchHousehold(request.params.id);
      reply.header('Cache-Control', 'no-store');
      return stay.travelOf(household.id);
    },
  );

  // Travel told by phone: recorded by the person who took it, as the household's own would be.
  app.put(
    '/api/admin/households/:id/travel',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.recordTravel,
        params: IdParams,
        body: TravelInputSchema,
        response: { 200: TravelSchema, ...errors },
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const household = householdFor(request.person, Number(request.params.id));
      if (!household) throw noSuchHousehold(request.params.id);
      const problem = travelProblem(household, request.body);
      if (problem) throw Refused.because('invalid-travel', problem);
      return doneOr(storage.write(() => stay.saveTravel(household, request.body, author(request.person))));
    },
  );

  app.get(
    '/api/admin/stay',
    { config: { access: 'guests' }, schema: { ...ABOUT.overview, response: { 200: StayOverviewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const households = visibleTo(request.person);
      const places = placesFor(request.person);
      const { households: stays } = stay.allTravel();
      const roomsOf = new Map<number, number[]>();
      for (const place of places)
        for (const room of place.rooms)
          for (const guest of room.guests)
            roomsOf.set(guest.memberId, [...(roomsOf.get(guest.memberId) ?? []), room.id]);
      const warnings = allotmentWarnings(places, stay, households);
      return {
        places,
        travellers: households
          .filter((household) => household.travelling)
          .map((household) => ({
            householdId: household.id,
            household: household.name,
            side: household.side,
            stay: stays.get(household.id)?.stay ?? null,
            needs: stays.get(household.id)?.needs ?? null,
            people: household.members.map((member) => ({
              memberId: member.id,
              name: member.name,
              child: member.child,
              rooms: roomsOf.get(member.id) ?? [],
            })),
          })),
        warnings: { ...warnings, twice: warnings.twice.filter((entry) => entry.memberId !== 0) },
      };
    },
  );

  app.post(
    '/api/admin/stay/places',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.addPlace, body: PlaceInputSchema, response: { 201: Created, ...errors } },
    },
    async (request, reply) => {
      const id = doneOr(namedWrite(() => stay.createPlace(request.body, author(request.person))));
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/api/admin/stay/places/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.changePlace, params: IdParams, body: PlaceInputSchema, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const place = placeFor(request.person, Number(request.params.id));
      if (!place) throw noSuchPlace();
      if (othersIn(place.rooms)) throw othersThere(request.person, () => place.name);
      const updated = doneOr(namedWrite(() => stay.updatePlace(place.id, request.body, author(request.person))));
      if (!updated) throw noSuchPlace();
      return { done: true as const };
    },
  );

  /** A place or room that still has guests in it goes only when the caller says they know (?confirm=1). */
  const guestsIn = (rooms: Place['rooms']) => rooms.reduce((sum, room) => sum + room.guests.length, 0);
  const stillHasGuests = (what: string, count: number) =>
    Refused.because(
      'has-guests',
      `${what} still has ${count} ${count === 1 ? 'guest' : 'guests'} in it: take them out first, or say you know (?confirm=1) and they will have no room.`,
    );

  app.delete(
    '/api/admin/stay/places/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.removePlace, params: IdParams, querystring: Confirm, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const place = placeFor(request.person, Number(request.params.id));
      if (!place) throw noSuchPlace();
      if (othersIn(place.rooms)) throw othersThere(request.person, () => place.name);
      const count = guestsIn(place.rooms);
      if (count > 0 && request.query.confirm !== '1') throw stillHasGuests(place.name, count);
      doneOr(storage.write(() => stay.deletePlace(place.id, author(request.person))));
      return { done: true as const };
    },
  );

  app.post(
    '/api/admin/stay/places/:id/rooms',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.addRoom, params: IdParams, body: RoomInputSchema, response: { 201: Created, ...errors } },
    },
    async (request, reply) => {
      const place = placeFor(request.person, Number(request.params.id));
      if (!place) throw noSuchPlace();
      if (othersIn(place.rooms)) throw othersThere(request.person, () => place.name);
      const id = doneOr(namedWrite(() => stay.createRoom(place.id, request.body, author(request.person))));
      if (id === null) throw noSuchPlace();
      return reply.code(201).send({ id });
    },
  );

  app.put(
    '/api/admin/stay/rooms/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.changeRoom, params: IdParams, body: RoomInputSchema, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const room = roomFor(request.person, Number(request.params.id));
      if (!room) throw noSuchRoom();
      if (othersIn([room])) throw othersThere(request.person, (words) => fill(words.room, { name: room.name }));
      const updated = doneOr(namedWrite(() => stay.updateRoom(room.id, request.body, author(request.person))));
      if (!updated) throw noSuchRoom();
      return { done: true as const };
    },
  );

  app.delete(
    '/api/admin/stay/rooms/:id',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.removeRoom, params: IdParams, querystring: Confirm, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const room = roomFor(request.person, Number(request.params.id));
      if (!room) throw noSuchRoom();
      if (othersIn([room])) throw othersThere(request.person, (words) => fill(words.room, { name: room.name }));
      if (room.guests.length > 0 && request.query.confirm !== '1')
        throw stillHasGuests(`Room ${room.name}`, room.guests.length);
      doneOr(storage.write(() => stay.deleteRoom(room.id, author(request.person))));
      return { done: true as const };
    },
  );

  app.post(
    '/api/admin/stay/rooms/:id/guests',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.putInRoom,
        params: IdParams,
        body: Type.Object(
          { memberIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 30 }) },
          { additionalProperties: false },
        ),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const room = roomFor(request.person, Number(request.params.id));
      if (!room) throw noSuchRoom();
      // A household reads who shares its room: only the couple puts one side's guests beside the other side's.
      if (othersIn([room])) throw othersThere(request.person, (words) => fill(words.room, { name: room.name }));
      const unknown = membersFor(request.person, request.body.memberIds);
      if (unknown !== null) throw noSuchPerson(unknown);
      doneOr(storage.write(() => stay.allot(room.id, request.body.memberIds, author(request.person))));
      return { done: true as const };
    },
  );

  app.delete(
    '/api/admin/stay/rooms/:id/guests/:memberId',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.takeOut, params: RoomGuestParams, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const memberId = Number(request.params.memberId);
      if (membersFor(request.person, [memberId]) !== null) throw noSuchPerson(memberId);
      const takenOut = doneOr(
        storage.write(() => stay.unallot(Number(request.params.id), memberId, author(request.person))),
      );
      if (!takenOut) throw Refused.because('not-found', 'That person is not in that room.');
      return { done: true as const };
    },
  );

  app.post(
    '/api/admin/stay/pickups',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.pickups, body: PickupInputSchema, response: { 200: Done, ...errors } },
    },
    async (request) => {
      const unknown = membersFor(request.person, request.body.memberIds);
      if (unknown !== null) throw noSuchPerson(unknown);
      doneOr(storage.write(() => stay.assignPickups(request.body, author(request.person))));
      return { done: true as const };
    },
  );

  app.get(
    '/api/admin/arrivals',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.arrivals,
        querystring: Type.Object({ hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })) }),
        response: { 200: BoardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return arrivalsBoard(stay, visibleTo(request.person), request.query.hours ?? 2);
    },
  );

  app.get(
    '/api/admin/rooming-list.csv',
    { config: { access: 'guests' }, schema: { ...ABOUT.roomingCsv, querystring: LanguageQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        `rooming-list-${today()}.csv`,
        [
          ...csvLines(
            sheetHeaders('rooming', request.query.language ?? 'en'),
            roomingListRows(placesFor(request.person), stay, visibleTo(request.person)),
          ),
        ].join(''),
      ),
  );

  app.get(
    '/api/admin/arrivals.csv',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.driversCsv,
        querystring: Type.Object({
          date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
        }),
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `drivers-${request.query.date}.csv`,
        [
          ...csvLines(
            sheetHeaders('drivers', request.query.language ?? 'en'),
            driversSheetRows(stay, visibleTo(request.person), request.query.date, request.query.language ?? 'en'),
          ),
        ].join(''),
      ),
  );

  // The same sheets as pages to print (A4, landscape), in the language asked for.
  const printed = (reply: FastifyReply, page: string) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src ${SHEET_STYLE_HASH}; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(page);
  const TITLES = {
    rooming: { en: 'Rooming list', hi: 'कमरों की सूची' },
    drivers: { en: 'Drivers’ sheet', hi: 'ड्राइवरों की शीट' },
  } as const;

  app.get(
    '/admin/print/rooming-list',
    { config: { access: 'guests' }, schema: { ...ABOUT.roomingPrint, querystring: LanguageQuery } },
    async (request, reply) => {
      const language = request.query.language ?? 'en';
      return printed(
        reply,
        sheetPage(
          language,
          TITLES.rooming[language],
          today(),
          sheetHeaders('rooming', language),
          roomingListRows(placesFor(request.person), stay, visibleTo(request.person)),
        ),
      );
    },
  );

  app.get(
    '/admin/print/drivers',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.driversPrint,
        querystring: Type.Object({
          date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
          language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('hi')])),
        }),
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      const language = request.query.language ?? 'en';
      return printed(
        reply,
        sheetPage(
          language,
          TITLES.drivers[language],
          request.query.date,
          sheetHeaders('drivers', language),
          driversSheetRows(stay, visibleTo(request.person), request.query.date, language),
        ),
      );
    },
  );
};
