import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import Type from 'typebox';
import type { ImportCounts } from '../../../../shared/guests/admin-shapes';
import type { Household } from '../../../../shared/guests/schemas';
import { fill } from '../../../../shared/i18n/fill';
import { type ImportWords, importWords } from '../../../../shared/i18n/import-words';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { type WeddingEvent, weddingEvents } from '../../../../shared/site/events';
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import type { StayHeld } from '../../../../shared/stay/stay-held';
import type { Person } from '../../../admin/people';
import {
  createHouseholdMatcher,
  type Match as HouseholdMatch,
  ImportInterrupted,
  importHouseholds,
  interruptedInWords,
} from '../../../guests/apply-import';
import { functionsOf } from '../../../guests/function-names';
import { type GuestList, householdKey } from '../../../guests/guest-list';
import { type GuestSheet, readGuestSheet, type SheetHousehold } from '../../../guests/import';
import { decodeSheet } from '../../../guests/sheet-encoding';
import { isStorageFailure } from '../../../storage/storage-failure';
import { maySetSide } from '../../access';
import { ErrorSchema } from '../../error-schema';
import { doneOr, Refused } from '../../refused';
import { fieldErrorFormatter } from '../../validation';
import type { GuestListRoutesOptions } from './rules';
import { ImportAnswerSchema, ImportQuery, SHEET_LIMIT_BYTES } from './schemas';

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
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
};

/** Each household of the sheet, as the list the person importing it sees has it. */
type Matches = ReadonlyMap<SheetHousehold, HouseholdMatch>;

/** How each reading of one sheet is imported, a preview or the writing of it: in whose words, seeing what. */
interface Importing {
  stayHeldBy: (memberIds: readonly number[]) => StayHeld[];
  words: ImportWords;
  reader: Language;
  sees: (household: Household) => boolean;
  asNew: ReadonlySet<string>;
}

/** The guest list from a spreadsheet: a preview of what it would change, or the change itself. */
export const sheetImportRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (app, options) => {
  const { site, siteIn, guestList, stayHeldBy, holdingContent, visibleTo, listFull } = options;
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
        const person = request.person;
        const reader = person?.language ?? SOURCE_LANGUAGE;
        const words = importWords(reader);
        const decoded = decodedSheet(options, request.body, person, words);
        const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
        const events = weddingEvents(site());
        const sheet = await readGuestSheet(decoded.text, functionsOf(siteIn), words, reader);
        const sees = visibleTo(person);
        const asNew = new Set([request.query.asNew ?? []].flat().map(householdKey));
        const matches = matchesOf(guestList, sheet, { sees, asNew }, words);
        const described = {
          encoding: decoded.encoding,
          ignored: sheet.ignored,
          readAs: sheet.readAs ?? [],
          greetedByName: greetedByName(sheet.households, (household) => matches.get(household)),
        };
        if (person?.role === 'organiser') organisersSheet(options, person, sheet, matches);
        const importing: Importing = { stayHeldBy, words, reader, sees, asNew };
        // A preview is a success even with errors: it is how the couple finds them.
        if (sheet.errors.length > 0)
          return reply
            .code(dryRun ? 200 : 400)
            .send({ ...(await withErrors(guestList, sheet, events, importing, dryRun)), ...described });
        const adding = [...matches.values()].filter((match) => match.kind === 'new' && !match.sameAs).length;
        if (guestList.count() + adding > GUEST_LIMITS.householdsMax) throw listFull(person, adding);
        if (dryRun)
          return {
            ...(await importHouseholds(guestList, sheet.households, events, { dryRun: true, ...importing })),
            ...described,
            errors: [],
          };
        const by = person && { by: person.name };
        const imported = await written(options, request.log, sheet.households, events, { ...importing, ...by });
        return { ...imported, ...described, errors: [] };
      }),
  );
};

/** The sheet's text, in whichever encoding a spreadsheet saved it (guests/sheet-encoding.ts). */
function decodedSheet({ said }: GuestListRoutesOptions, body: unknown, person: Person | null, words: ImportWords) {
  if (!Buffer.isBuffer(body))
    throw Refused.because('unsupported-media-type', 'Send the sheet as CSV, with Content-Type: text/csv.');
  const decoded = decodeSheet(body, words);
  if ('problem' in decoded) throw said(person, 'unreadable-sheet', () => decoded.problem);
  return decoded;
}

function matchesOf(
  guestList: GuestList,
  sheet: GuestSheet,
  { sees, asNew }: Pick<Importing, 'sees' | 'asNew'>,
  words: ImportWords,
): Matches {
  const matchOf = createHouseholdMatcher(guestList, { sees, asNew });
  const matches = new Map(sheet.households.map((household) => [household, matchOf(household)]));
  // One name on both sides' lists, and nothing in the row to say which: the sheet must say.
  for (const [household, match] of matches)
    if (match.kind === 'ambiguous')
      sheet.errors.push({
        row: household.row ?? 1,
        column: 'Household',
        message: fill(words.twoNamed, { household: household.name }),
      });
  return matches;
}

/**
 * An organiser's sheet adds and changes their own side's households only; new ones are filed under it. The other
 * side's households are not on the list they see: a name of theirs is a new household of this side.
 */
function organisersSheet(
  { said, sidesOf, renames, renameRefused, defaultSide }: GuestListRoutesOptions,
  person: Person,
  sheet: GuestSheet,
  matches: Matches,
) {
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

/** A sheet with errors writes nothing: the plan as it would be, the rows to put right, and for an import, why not. */
async function withErrors(
  guestList: GuestList,
  sheet: GuestSheet,
  events: readonly WeddingEvent[],
  importing: Importing,
  dryRun: boolean,
) {
  const plan = await importHouseholds(guestList, sheet.households, events, { dryRun: true, ...importing });
  const rows = new Set(sheet.errors.map((error) => error.row)).size;
  const message = rows === 1 ? importing.words.rowHasProblems : fill(importing.words.rowsHaveProblems, { rows });
  return { ...(dryRun ? {} : { error: 'invalid-sheet', message }), ...plan, errors: sheet.errors };
}

/** The sheet written in steps behind the storage guard; a disk that fails part of the way says how far it came. */
async function written(
  { guestList, storage, duplicate }: GuestListRoutesOptions,
  log: FastifyBaseLogger,
  households: readonly SheetHousehold[],
  events: readonly WeddingEvent[],
  importing: Importing & { by?: string },
) {
  let result;
  try {
    result = await storage.writeInSteps(() =>
      importHouseholds(guestList, households, events, { dryRun: false, ...importing }),
    );
  } catch (err) {
    if (!(err instanceof ImportInterrupted)) throw err;
    const { cause } = err;
    if (cause instanceof guestList.DuplicateHousehold) throw new Refused(duplicate(cause).refused);
    if (!isStorageFailure(cause)) throw cause;
    log.error({ err: cause, ...countsOf(err.done) }, 'an import stopped part of the way');
    throw Refused.because('storage-unavailable', interruptedInWords(err));
  }
  const imported = doneOr(result);
  log.info(countsOf(imported), 'guest list imported');
  return imported;
}

const countsOf = ({ created, updated, unchanged }: ImportCounts) => ({ created, updated, unchanged });

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
      const kept = match?.kind === 'existing' ? match.household.greeting : {};
      const sheet = household.greetings ?? {};
      return !LANGUAGES.some((language) => (language in sheet ? sheet[language] : kept[language]));
    })
    .map((household) => household.name);
  return { count: names.length, examples: names.slice(0, 2) };
}
