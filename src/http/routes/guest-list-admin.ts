import { heldInWords, type StayHeld } from '../../../shared/stay/stay-held';
import { sendCsv } from '../send-csv';
import { saidTo } from '../said-to';
import type { Travel } from '../../../shared/stay/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import Type from 'typebox';
import { householdKey, type GuestList } from '../../guests/guest-list';
import { checkResponse } from '../../../shared/guests/response-rules';
import {
  householdMatcher,
  importHouseholds,
  ImportInterrupted,
  interruptedInWords,
  type Match as HouseholdMatch,
} from '../../guests/apply-import';
import {
  type AuditEntry,
  AuditEntrySchema,
  HeadcountSchema,
  type ImportCounts,
  ImportPlanSchema,
  SheetErrorSchema,
} from '../../../shared/guests/admin-shapes';
import { householdCsvLines } from '../../guests/export';
import { countsOpenAnswers, headcountCsvLines, headcounts, type OpenFormTotals } from '../../guests/headcounts';
import { answerSheetLines } from '../../guests/answer-sheet';
import { answerSheetWords } from '../../../shared/i18n/answer-sheet-words';
import { guestListRefusalWords, type GuestListRefusalWords } from '../../../shared/i18n/guest-list-refusals';
import { givingWay } from '../../give-way';
import { Readable } from 'node:stream';
import { readGuestSheet, type SheetHousehold } from '../../guests/import';
import { functionsOf, sheetTitles } from '../../guests/function-names';
import { decodeSheet } from '../../guests/sheet-encoding';
import { GUEST_LIMITS } from '../../../shared/limits/guests';
import {
  SentInputSchema,
  HouseholdInputSchema,
  HouseholdPatchSchema,
  ResponseInputSchema,
  HouseholdSchema,
  type Household,
  type StoredResponse,
} from '../../../shared/guests/schemas';
import { answerChangesInWords, householdChangesInWords } from '../../guests/answer-changes';
import { rsvpChangesInWords } from '../../rsvp/changes-in-words';
import { fill } from '../../../shared/i18n/fill';
import { venueDayOf } from '../../../shared/reach/time-zone';
import type { RsvpRecord } from '../../../shared/rsvp/schemas';
import { type ChangeWords, changeWords } from '../../../shared/i18n/change-words';
import { importWords } from '../../../shared/i18n/import-words';
import { weddingEvents } from '../../../shared/site/events';
import type { Site } from '../../../shared/site/schema';
import type { Language } from '../../../shared/site/languages';
import type { StorageGuard } from '../../storage/storage-guard';
import { ErrorSchema } from '../error-schema';
import { isStorageFailure } from '../../storage/storage-failure';
import { type Outcome, refuse } from '../../../shared/outcome';
import { doneOr, Refused } from '../refused';
import type { RefusalCode } from '../../../shared/refusal-codes';
import { linkOrigin, type PublicUrl } from '../link-origin';
import { fieldErrorFormatter } from '../validation';
import { mealChoices, mealIds } from '../../../shared/site/meals';
import { maySetSide, seesSide } from '../access';
import type { Person } from '../../admin/people';

// Households updated before greetings existed were logged without one.
const NO_GREETING = { en: null, hi: null };

// What each route may answer: the schemas drop anything else a change to the guest list's shapes might add.
const errors = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;
const oneHousehold = { 200: HouseholdSchema, ...errors } as const;
const ImportAnswerSchema = Type.Object({
  ...ImportPlanSchema.properties,
  encoding: Type.String(),
  ignored: Type.Array(Type.String()),
  /** Words of the Events column read as the function they are near: the couple checks them before importing. */
  readAs: Type.Array(Type.Object({ word: Type.String(), title: Type.String(), rows: Type.Array(Type.Integer()) })),
  /** Households no greeting is given for, whom guests' pages will greet by the name they are filed under. */
  greetedByName: Type.Object({ count: Type.Integer(), examples: Type.Array(Type.String()) }),
  errors: Type.Array(SheetErrorSchema),
  error: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
const EventsAnswerSchema = Type.Object({
  events: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      date: Type.String(),
      time: Type.String(),
      venue: Type.String(),
      private: Type.Boolean(),
    }),
  ),
  meals: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
const Confirm = Type.Object({ confirm: Type.Optional(Type.Literal('1')) });
const ImportQuery = Type.Object({
  dryRun: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
  ),
  /** A new household's name, once or more: the couple says it is another family than the one whose phone it has. */
  asNew: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 200 }),
      Type.Array(Type.String({ maxLength: 200 }), { maxItems: GUEST_LIMITS.householdsMax }),
    ]),
  ),
});

// A guest list of a thousand households is about 100 KB as CSV; twenty times that is not a guest list.
const SHEET_LIMIT_BYTES = 2 * 1024 * 1024;

export interface GuestListAdminOptions {
  /** The address links are made at; without it, the one the admin was opened with. */
  publicUrl: PublicUrl;
  /** Runs an import with the itinerary unchanged from its reading of the sheet to its last write (site-editor.ts). */
  holdingContent: <T>(work: () => Promise<T>) => Promise<T>;
  /** The open form's answers in all, counted by the database, for the caterer's numbers. */
  openFormTotals: () => OpenFormTotals;
  /** Those answers one by one, for the couple's sheet of who is coming to what. */
  openFormAnswers?: () => Iterable<RsvpRecord & { readonly meal?: string | null }>;
  /** The content as it is at each request: the couple may have saved site.json in the admin since the last one. */
  site: () => Site;
  /** The same content as guests read it in each language: function titles in the reader's, and in any on import. */
  siteIn?: (language: Language) => Site;
  /** The server's clock: today is the day it is at the venue (in India 00:30 is already the next day). */
  now?: () => number;
  guestList: GuestList;
  storage: StorageGuard;
  /** What a travelling household told of its journey, for the export. */
  travelOf?: (householdId: number) => Travel | null;
  /** What people hold of the stay (a journey, a room, a pickup), which would go with them if they left the list. */
  stayHeldBy?: (memberIds: readonly number[]) => StayHeld[];
}

/**
 * What each route below does, as the HTTP reference says it (docs/http-reference.md is made from the routes' schemas,
 * which spread these in). Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const ABOUT = {
  events: {
    summary: 'Every function of the itinerary, private ones too, and the meals offered',
    description:
      "In the reader's language. The admin page's own data holds only the public functions, as anyone may load " +
      '`/admin`.',
  },
  list: {
    summary: 'The guest list: every household with its members, functions, link, status and answer',
    description:
      "An organiser gets their side's households and those of both sides. `status` is `not-sent`, `sent`, " +
      '`delivered`, `opened`, `coming`, `partly` or `declined`; the phone is also given in international form (null ' +
      'when it cannot be read).',
  },
  add: {
    summary: 'Adds a household to the guest list',
    description:
      '`201` and the household. An organiser files it under a side of theirs (`403` for another), and under their ' +
      'own when they look after one side and give none; `400` for a function not in site.json; `409 ' +
      'household-exists` for a second household of one name; `413` past 5,000 households.',
  },
  one: {
    summary: 'One household of the guest list',
    description: "`404` for one that is not there, and to an organiser, for one of the other side's.",
  },
  change: {
    summary: "Changes some of a household's details, its members and its functions",
    description:
      '`200` and the household as stored; the audit log keeps it before and after. Taking off people who have a ' +
      'journey, a room or a pickup is `409 stay-goes-too`, naming them and what goes, unless sent with `?confirm=1`. ' +
      'An organiser moves a household only between sides of theirs, and renames one of both sides only when they ' +
      "look after both (`403`); the other side's is `404` to them.",
  },
  remove: {
    summary: 'Deletes a household from the guest list',
    description:
      '`200 {deleted: true}`; the audit log keeps what it was. A household whose people have a journey, a room or a ' +
      'pickup is `409 stay-goes-too` unless sent with `?confirm=1`. An organiser deletes one of both sides only when ' +
      'they look after both (`403`).',
  },
  newLink: {
    summary: 'A new private link for a household: the old one stops working at once',
    description: '`200` and the household with its new link; the audit log notes it.',
  },
  sent: {
    summary: 'Notes that the invitation, a reminder, or word of its stay went to a household',
    description:
      '`kind` says which, `channel` the app the couple sent it through. An invitation or a reminder moves the ' +
      "household's status; the audit log keeps each.",
  },
  answer: {
    summary: "Records an answer on a household's behalf, also after the deadline",
    description:
      "For a reply that came by phone: the same checks as the household's own (`400` naming the field), then `200` " +
      'and the household; the audit log says who entered it.',
  },
  importSheet: {
    summary: 'Imports the guest list from a CSV sheet',
    description:
      'A `text/csv` body of up to 2 MB, in UTF-8, UTF-16 or Windows-1252 as spreadsheets save it: `200 {created, ' +
      'updated, unchanged, errors: [{row, column, message}], …}`. With errors nothing is written (`400`, or `200` ' +
      'for a preview with `?dryRun=1`); `413` past 5,000 households; `503` saying how far it came when the disk ' +
      'fails part of the way. `?asNew=<name>` makes a household of that name a new one rather than the one with its ' +
      "phone; an organiser's sheet adds and changes their side's households only (`403` for a side column that is " +
      'not theirs).',
  },
  csv: {
    summary: 'The guest list as CSV, with absolute links',
    description:
      "Each link at `PUBLIC_URL`, else at the address the admin was opened with; an organiser's holds their side's " +
      'households and those of both sides.',
  },
  answersCsv: {
    summary: 'Who is coming to what, one row per person, as CSV',
    description:
      "The households' answers, an organiser's of the households they may see; the couple's sheet adds the open " +
      "form's answers.",
  },
  headcounts: {
    summary: "Each function's numbers, for the caterer",
    description:
      'Per function, over the whole list: invited, attending, declined, pending, children, meals and dietary notes, ' +
      'with `removed` for a function answered for that site.json no longer has. `openForm` adds the guests the open ' +
      'form\'s answers bring and its "no" answers, where they count (`rsvp.openAnswersCountFor`). An organiser\'s ' +
      'dietary notes name only people of the households they may see.',
  },
  headcountsCsv: {
    summary: "The caterer's sheet: each function's numbers as CSV",
    description:
      "The numbers of `GET /api/admin/headcounts`, with a last part adding the open form's guests to the list's.",
  },
  audit: {
    summary: 'The audit log, newest first',
    description: "The last 500 changes: who changed what and when, each change said in words in the reader's language.",
  },
};

/**
 * The couple's guest list, registered by adminRoutes inside its signed-in scope: households with their members and
 * events, each household's link, and answers the couple records on a household's behalf (also after the deadline).
 */
export const guestListAdminRoutes: FastifyPluginAsyncTypebox<GuestListAdminOptions> = async (
  app,
  {
    site,
    siteIn = () => site(),
    guestList,
    storage,
    publicUrl,
    holdingContent,
    openFormTotals,
    openFormAnswers = () => [],
    travelOf,
    stayHeldBy = () => [],
    now = Date.now,
  },
) => {
  const today = () => venueDayOf(now(), site().timeZone);
  const openAnswers = () => ({ totals: openFormTotals(), countedFor: site().rsvp?.openAnswersCountFor });
  const said = (person: Person | null, error: RefusalCode, message: (words: GuestListRefusalWords) => string) =>
    saidTo(person, error, guestListRefusalWords, message);
  const sidesOf = (person: Person | null, words: GuestListRefusalWords) =>
    (person?.sides ?? []).map((side) => words.sides[side]).join(words.and);
  const listFull = (person: Person | null, adding: number): Refused =>
    said(person, 'guest-list-full', (words) =>
      fill(words.listFull, {
        max: GUEST_LIMITS.householdsMax.toLocaleString('en'),
        count: guestList.count().toLocaleString('en'),
        adding: adding.toLocaleString('en'),
      }),
    );
  const notFound = (id: string): Refused =>
    Refused.because('not-found', `There is no household ${id}; it may have been deleted.`);

  /** The households this person may see: all for the couple, their side's (and both sides') for an organiser. */
  const visibleTo = (person: Person | null) => (household: Pick<Household, 'side'>) => seesSide(person, household.side);
  /** The household with this id, if this person may see it; one of the other side is as absent as a deleted one. */
  const findFor = (person: Person | null, id: string): Household | null => {
    const household = guestList.get(Number(id));
    return household && seesSide(person, household.side) ? household : null;
  };
  const sideRefused = (person: Person | null, side: Household['side']): Refused =>
    said(person, 'not-allowed', (words) =>
      fill(words.sideRefused, {
        mine: sidesOf(person, words),
        side: words.sides[side],
        whose: side === 'both' ? words.theCouple : words.itsOrganisers,
      }),
    );
  const renames = (household: Household, name: string | undefined) =>
    name !== undefined && householdKey(name) !== householdKey(household.name);
  const renameRefused = (person: Person | null, household: Household): Refused =>
    said(person, 'not-allowed', (words) => fill(words.renameRefused, { household: household.name }));
  /** A new household's side when the organiser adding it looks after one side only: theirs. */
  const defaultSide = (person: Person | null) =>
    person?.role === 'organiser' && person.sides.length === 1 ? person.sides[0] : undefined;

  /** People with a journey, a room or a pickup go off the list only when the caller says they know (?confirm=1). */
  const stayGoesToo = (held: readonly StayHeld[]): Refused =>
    Refused.because(
      'stay-goes-too',
      `Taking them off the list takes what was arranged for them too: ${heldInWords(held)}. Keep them, or say you know (?confirm=1).`,
    );

  /** Two households of one name: the couple's to tell apart (a household is found by its name in an import). */
  const duplicate = (err: Error) =>
    refuse('household-exists', `${err.message}: give this household another name, or edit the one on the list.`);

  /** A write behind the storage guard; two households of one name are the couple's to sort out (409). */
  const write = <T>(log: FastifyBaseLogger, work: () => T): Outcome<T> => {
    try {
      return storage.write(work);
    } catch (err) {
      if (err instanceof guestList.DuplicateHousehold) return duplicate(err);
      log.error({ err }, 'a guest-list write failed');
      throw err;
    }
  };

  /**
   * The caterer's numbers: every function's totals over the whole list, for everyone who may count. An organiser's
   * dietary notes name only people of the households they may see.
   */
  const headcountsFor = (person: Person | null) => {
    const all = guestList.list();
    // Titled in the reader's language; ids are the same in every language.
    const events = weddingEvents(siteIn(person?.language ?? 'en'));
    // Each side's "coming", per function: the two families' shares of every total.
    const comingOf = (side: Household['side']) =>
      new Map(
        headcounts(
          all.filter((household) => household.side === side),
          events,
        ).map((count) => [count.eventId, count.attending]),
      );
    const sides = { bride: comingOf('bride'), groom: comingOf('groom'), both: comingOf('both') };
    const theirs =
      person?.role === 'organiser' ? headcounts(all.filter(visibleTo(person)), events, openAnswers()) : undefined;
    return headcounts(all, events, openAnswers()).map((count) => ({
      ...count,
      bySide: {
        bride: sides.bride.get(count.eventId) ?? 0,
        groom: sides.groom.get(count.eventId) ?? 0,
        both: sides.both.get(count.eventId) ?? 0,
      },
      // An organiser's dietary notes name only people of the households they may see.
      ...(theirs && { dietary: theirs.find((mine) => mine.eventId === count.eventId)?.dietary ?? [] }),
    }));
  };

  const countsOf = ({ created, updated, unchanged }: ImportCounts) => ({ created, updated, unchanged });

  /** Event ids a household may be invited to: those in site.json (the admin's own form offers only those). */
  const unknownEvent = (events: readonly string[] | undefined) => {
    const eventIds = new Set(weddingEvents(site()).map((event) => event.id));
    return events?.find((id) => !eventIds.has(id));
  };

  // Every event, the private ones too: the admin's page data holds only the public ones, as anyone may load /admin.
  app.get(
    '/api/admin/events',
    { config: { access: 'signed-in' }, schema: { ...ABOUT.events, response: { 200: EventsAnswerSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // The titles, times and meals as the reader reads the site: the admin in Hindi shows them in Hindi.
      const inReaders = siteIn(request.person?.language ?? 'en');
      return { events: weddingEvents(inReaders), meals: mealChoices(inReaders) };
    },
  );

  app.get(
    '/api/admin/households',
    { config: { access: 'guests' }, schema: { ...ABOUT.list, response: { 200: Type.Array(HouseholdSchema) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return guestList.list().filter(visibleTo(request.person));
    },
  );

  app.post(
    '/api/admin/households',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.add, body: HouseholdInputSchema, response: { 201: HouseholdSchema, ...errors } },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request, reply) => {
      if (guestList.count() >= GUEST_LIMITS.householdsMax) throw listFull(request.person, 1);
      const unknown = unknownEvent(request.body.events);
      if (unknown) throw Refused.because('invalid-input', `events: "${unknown}" is not an event id in site.json`);
      const side = request.body.side ?? defaultSide(request.person);
      if (side && !maySetSide(request.person, side)) throw sideRefused(request.person, side);
      const input = side ? { ...request.body, side } : request.body;
      const created = doneOr(write(request.log, () => guestList.create(input, request.person ?? 'couple')));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/admin/households/:id',
    { config: { access: 'guests' }, schema: { ...ABOUT.one, params: IdParams, response: oneHousehold } },
    async (request, reply) => {
      const household = findFor(request.person, request.params.id);
      if (!household) throw notFound(request.params.id);
      reply.header('Cache-Control', 'no-store');
      return household;
    },
  );

  app.patch(
    '/api/admin/households/:id',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.change,
        params: IdParams,
        querystring: Confirm,
        body: HouseholdPatchSchema,
        response: oneHousehold,
      },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const unknown = unknownEvent(request.body.events);
      if (unknown) throw Refused.because('invalid-input', `events: "${unknown}" is not an event id in site.json`);
      const found = findFor(request.person, request.params.id);
      if (!found) throw notFound(request.params.id);
      // Moving a household takes the right to file it under both its old side and its new one: an organiser of one
      // side cannot take a household of both sides to theirs, out of the other side's sight.
      const side = request.body.side;
      if (side && side !== found.side && !(maySetSide(request.person, side) && maySetSide(request.person, found.side)))
        throw sideRefused(request.person, maySetSide(request.person, side) ? found.side : side);
      // A household of both sides is on the other side's list too: its name is checked against that list, so only one
      // who files both sides renames it (an organiser of one side would learn the other side's names from the 409).
      if (renames(found, request.body.name) && !maySetSide(request.person, found.side))
        throw renameRefused(request.person, found);
      // Taking people off the list takes their journey, room and pickups too: only when the caller says they know.
      const keptIds = new Set(request.body.members?.flatMap((member) => (member.id === undefined ? [] : [member.id])));
      const leaving = request.body.members ? found.members.filter((member) => !keptIds.has(member.id)) : [];
      const held = stayHeldBy(leaving.map((member) => member.id));
      if (held.length > 0 && request.query.confirm !== '1') throw stayGoesToo(held);
      const updated = doneOr(
        write(request.log, () => guestList.update(Number(request.params.id), request.body, request.person ?? 'couple')),
      );
      if (!updated) throw notFound(request.params.id);
      return updated;
    },
  );

  app.delete(
    '/api/admin/households/:id',
    {
      config: { access: 'guests' },
      schema: {
        ...ABOUT.remove,
        params: IdParams,
        querystring: Confirm,
        response: { 200: Type.Object({ deleted: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      const found = findFor(request.person, request.params.id);
      if (!found) throw notFound(request.params.id);
      // A household of both sides is on the other side's list too: only one who files both may delete it.
      if (!maySetSide(request.person, found.side)) throw sideRefused(request.person, found.side);
      const held = stayHeldBy(found.members.map((member) => member.id));
      if (held.length > 0 && request.query.confirm !== '1') throw stayGoesToo(held);
      const removed = doneOr(
        write(request.log, () => guestList.remove(Number(request.params.id), request.person ?? 'couple')),
      );
      if (!removed) throw notFound(request.params.id);
      return { deleted: true };
    },
  );

  app.post(
    '/api/admin/households/:id/link',
    { config: { access: 'guests' }, schema: { ...ABOUT.newLink, params: IdParams, response: oneHousehold } },
    async (request) => {
      if (!findFor(request.person, request.params.id)) throw notFound(request.params.id);
      const relinked = doneOr(
        write(request.log, () => guestList.newLink(Number(request.params.id), request.person ?? 'couple')),
      );
      if (!relinked) throw notFound(request.params.id);
      return relinked;
    },
  );

  app.post(
    '/api/admin/households/:id/sent',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.sent, params: IdParams, body: SentInputSchema, response: oneHousehold },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      if (!findFor(request.person, request.params.id)) throw notFound(request.params.id);
      const marked = doneOr(
        write(request.log, () =>
          guestList.markSent(
            Number(request.params.id),
            request.body.kind,
            request.body.channel,
            request.person ?? 'couple',
          ),
        ),
      );
      if (!marked) throw notFound(request.params.id);
      return marked;
    },
  );

  app.put(
    '/api/admin/households/:id/response',
    {
      config: { access: 'guests' },
      schema: { ...ABOUT.answer, params: IdParams, body: ResponseInputSchema, response: oneHousehold },
      schemaErrorFormatter: fieldErrorFormatter(),
    },
    async (request) => {
      const household: Household | null = findFor(request.person, request.params.id);
      if (!household) throw notFound(request.params.id);
      // The couple may record an answer after the deadline: a reply that came by phone.
      const people = doneOr(checkResponse(household, request.body, weddingEvents(site()), mealIds(site())));
      return doneOr(
        write(request.log, () =>
          guestList.saveResponse(household, people, request.body.message ?? null, request.person ?? 'couple'),
        ),
      );
    },
  );

  // Sheets are read here only: a CSV body (what the admin's import sends), nowhere else in the app. As bytes: a sheet
  // saved by Excel may be UTF-16 or Windows-1252, and is decoded by what its bytes say (guests/sheet-encoding.ts).
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: SHEET_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/admin/households/import',
    {
      config: { access: 'guests' },
      bodyLimit: SHEET_LIMIT_BYTES,
      schema: {
        ...ABOUT.importSheet,
        querystring: ImportQuery,
        response: {
          200: ImportAnswerSchema,
          400: Type.Union([ImportAnswerSchema, ErrorSchema]),
          '4xx': ErrorSchema,
          '5xx': ErrorSchema,
        },
      },
      schemaErrorFormatter: fieldErrorFormatter({ dryRun: 'must be 1 or 0' }),
    },
    async (request, reply) =>
      holdingContent(async () => {
        if (!Buffer.isBuffer(request.body))
          throw Refused.because('unsupported-media-type', 'Send the sheet as CSV, with Content-Type: text/csv.');
        const words = importWords(request.person?.language ?? 'en');
        const decoded = decodeSheet(request.body, words);
        if ('problem' in decoded) throw said(request.person, 'unreadable-sheet', () => decoded.problem);
        const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
        const events = weddingEvents(site());
        const language = request.person?.language ?? 'en';
        const sheet = await readGuestSheet(decoded.text, functionsOf(siteIn), words, language);
        const described = { encoding: decoded.encoding, ignored: sheet.ignored, readAs: sheet.readAs ?? [] };
        const person = request.person;
        const sees = visibleTo(person);
        const asNew = new Set([request.query.asNew ?? []].flat().map(householdKey));
        const matchOf = householdMatcher(guestList, { sees, asNew });
        const matches = new Map(sheet.households.map((household) => [household, matchOf(household)]));
        const byName = greetedByName(sheet.households, (household) => matches.get(household));
        // One name on both sides' lists, and nothing in the row to say which: the sheet must say.
        for (const [household, match] of matches)
          if (match.kind === 'ambiguous')
            sheet.errors.push({
              row: household.row ?? 1,
              column: 'Household',
              message: fill(words.twoNamed, { household: household.name }),
            });
        if (person?.role === 'organiser') {
          // An organiser's sheet adds and changes their own side's households only; new ones are filed under it. The
          // other side's households are not on the list they see: a name of theirs is a new household of this side.
          // A side a row gives: one this organiser may file under, and for a household on the list, may move from.
          const sides = sheet.households.filter((household) => {
            if (!household.side) return false;
            const match = matches.get(household);
            return (
              !maySetSide(person, household.side) ||
              (match?.kind === 'existing' &&
                match.household.side !== household.side &&
                !maySetSide(person, match.household.side))
            );
          });
          // A sheet renaming a household of both sides (by its link): the couple's to do, as in the admin.
          for (const [household, match] of matches)
            if (
              match.kind === 'existing' &&
              renames(match.household, household.name) &&
              !maySetSide(person, match.household.side)
            )
              sheet.errors.push({
                row: household.row ?? 1,
                column: 'Household',
                message: renameRefused(person, match.household).refusal.message,
              });
          if (sides.length > 0)
            throw said(person, 'not-allowed', (words) =>
              fill(words.sideColumn, {
                households: sides.map((household) => household.name).join(', '),
                mine: sidesOf(person, words),
              }),
            );
          const side = defaultSide(person);
          if (side)
            for (const household of sheet.households)
              if (!household.side && matches.get(household)?.kind === 'new') household.side = side;
        }
        if (sheet.errors.length > 0) {
          const plan = await importHouseholds(guestList, sheet.households, events, {
            dryRun: true,
            stayHeldBy,
            words,
            sees,
            asNew,
          });
          const rows = new Set(sheet.errors.map((error) => error.row)).size;
          const message = rows === 1 ? words.rowHasProblems : fill(words.rowsHaveProblems, { rows });
          // A preview is a success even with errors: it is how the couple finds them.
          return reply.code(dryRun ? 200 : 400).send({
            ...(dryRun ? {} : { error: 'invalid-sheet', message }),
            ...plan,
            ...described,
            greetedByName: byName,
            errors: sheet.errors,
          });
        }
        const adding = [...matches.values()].filter((match) => match.kind === 'new' && !match.sameAs).length;
        if (guestList.count() + adding > GUEST_LIMITS.householdsMax) throw listFull(request.person, adding);
        if (dryRun)
          return {
            ...(await importHouseholds(guestList, sheet.households, events, {
              dryRun: true,
              stayHeldBy,
              words,
              sees,
              asNew,
            })),
            ...described,
            greetedByName: byName,
            errors: [],
          };
        let result;
        try {
          result = await storage.writeInSteps(() =>
            importHouseholds(guestList, sheet.households, events, {
              dryRun: false,
              stayHeldBy,
              words,
              sees,
              asNew,
              ...(request.person && { by: request.person.name }),
            }),
          );
        } catch (err) {
          if (!(err instanceof ImportInterrupted)) throw err;
          const { cause } = err;
          if (cause instanceof guestList.DuplicateHousehold) throw new Refused(duplicate(cause).refused);
          if (!isStorageFailure(cause)) throw cause;
          request.log.error({ err: cause, ...countsOf(err.done) }, 'an import stopped part of the way');
          throw Refused.because('storage-unavailable', interruptedInWords(err));
        }
        const imported = doneOr(result);
        request.log.info(countsOf(imported), 'guest list imported');
        return { ...imported, ...described, greetedByName: byName, errors: [] };
      }),
  );

  app.get('/api/admin/households.csv', { config: { access: 'guests' }, schema: ABOUT.csv }, async (request, reply) =>
    sendCsv(
      reply,
      `guest-list-${today()}.csv`,
      [
        ...householdCsvLines(
          guestList.list().filter(visibleTo(request.person)),
          linkOrigin(publicUrl, request),
          travelOf,
          sheetTitles(functionsOf(siteIn), request.person?.language ?? 'en'),
        ),
      ].join(''),
    ),
  );

  // One row per person: who is coming to what. The open form's answers are the couple's alone (as on /admin).
  app.get(
    '/api/admin/answers.csv',
    { config: { access: 'guests' }, schema: ABOUT.answersCsv },
    async (request, reply) => {
      const language = request.person?.language ?? 'en';
      const inReaders = siteIn(language);
      const countedFor = site().rsvp?.openAnswersCountFor;
      const functions = weddingEvents(inReaders).map((event) => ({
        id: event.id,
        title: event.title,
        openFormCounts: countsOpenAnswers(event, countedFor),
      }));
      return sendCsv(
        reply,
        `answers-${today()}.csv`,
        Readable.from(
          givingWay(
            answerSheetLines({
              households: guestList.list().filter(visibleTo(request.person)),
              functions,
              openAnswers: request.person?.role === 'couple' ? openFormAnswers() : [],
              meals: mealChoices(inReaders),
              words: answerSheetWords(language),
            }),
          ),
        ),
      );
    },
  );

  app.get(
    '/api/admin/headcounts',
    { config: { access: 'counts' }, schema: { ...ABOUT.headcounts, response: { 200: Type.Array(HeadcountSchema) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return headcountsFor(request.person);
    },
  );

  app.get(
    '/api/admin/headcounts.csv',
    { config: { access: 'counts' }, schema: ABOUT.headcountsCsv },
    async (request, reply) =>
      sendCsv(
        reply,
        `headcounts-${today()}.csv`,
        [
          ...headcountCsvLines(headcountsFor(request.person), mealChoices(siteIn(request.person?.language ?? 'en'))),
        ].join(''),
      ),
  );

  app.get(
    '/api/admin/audit',
    { config: { access: 'couple' }, schema: { ...ABOUT.audit, response: { 200: Type.Array(AuditEntrySchema) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const titles = new Map(
        weddingEvents(siteIn(request.person?.language ?? 'en')).map((event) => [event.id, event.title]),
      );
      const words = changeWords(request.person?.language ?? 'en');
      return guestList.audit().map((entry) => {
        const changes = changesOf(entry, titles, words);
        return changes ? { ...entry, changes } : entry;
      });
    },
  );
};

/**
 * The sheet's households that will have no greeting once it is imported (none in the sheet, none kept from the list):
 * their pages and cards greet them by the name they are filed under, "Mama ji (Vinod Sharma)". Two of them, to see.
 */
function greetedByName(
  households: readonly SheetHousehold[],
  matchOf: (household: SheetHousehold) => HouseholdMatch | undefined,
): { count: number; examples: string[] } {
  const names = households
    .filter((household) => {
      const match = matchOf(household);
      const kept = match?.kind === 'existing' ? match.household.greeting : { en: null, hi: null };
      const given = (sheet: string | null | undefined, onList: string | null) => (sheet === undefined ? onList : sheet);
      return !given(household.greetingEn, kept.en) && !given(household.greetingHi, kept.hi);
    })
    .map((household) => household.name);
  return { count: names.length, examples: names.slice(0, 2) };
}

/**
 * The words of an entry's change, in the reader's language: a household's answer compared with the one it replaced,
 * a household's details before and after, a correction of an open-form answer, or a link or merge of one. Entries
 * written before their details were kept whole say it as they were written.
 */
function changesOf(entry: AuditEntry, titles: ReadonlyMap<string, string>, words: ChangeWords): string[] | undefined {
  const detail = entry.detail;
  if (typeof detail !== 'object' || detail === null) return undefined;
  if ((entry.action === 'answered' || entry.action === 'answer-changed') && 'after' in detail) {
    // Written by saveResponse, in the shape it stores (shared/guests/schemas.ts).
    const { before, after } = detail as { before?: StoredResponse | null; after: StoredResponse };
    return answerChangesInWords(before ?? null, after, titles, words);
  }
  if (entry.action === 'updated' && 'before' in detail && 'after' in detail) {
    // Written by guestList.update: the household before and after, without its link.
    const { before, after } = detail as { before: Household; after: Household };
    return householdChangesInWords(
      { ...before, greeting: before.greeting ?? NO_GREETING },
      {
        ...after,
        greeting: after.greeting ?? NO_GREETING,
      },
      titles,
      words,
    );
  }
  // Written by the open form's answers (src/rsvp/repository.ts).
  if (entry.action === 'rsvp-changed' && 'before' in detail && 'after' in detail) {
    const { before, after } = detail as { before: RsvpRecord; after: RsvpRecord };
    return rsvpChangesInWords(before, after, words);
  }
  if (entry.action === 'rsvp-linked' && 'household' in detail && typeof detail.household === 'string')
    return [fill(words.countedWith, { household: detail.household })];
  if (entry.action === 'rsvp-unlinked') return [words.countedAsOpenForm];
  if (entry.action === 'rsvp-merged' && 'into' in detail && 'keptName' in detail)
    return [fill(words.sameGuestAs, { id: String(detail.into), name: String(detail.keptName) })];
  if ('changes' in detail && Array.isArray(detail.changes))
    return detail.changes.filter((change): change is string => typeof change === 'string');
  return undefined;
}
