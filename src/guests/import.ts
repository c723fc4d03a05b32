// Reading a guest list from a spreadsheet saved as CSV (Excel, Google Sheets, LibreOffice): one row per person,
// rows with the same household name grouped into one household, columns found by name in any order and case.
import { Readable } from 'node:stream';
import type { SheetError } from '../../shared/guests/admin-shapes';
import { fill } from '../../shared/i18n/fill';
import { type ImportWords, importWords } from '../../shared/i18n/import-words';
import { GUEST_LIMITS } from '../../shared/limits/guests';
import { EMAIL_PATTERN, NAME_PATTERN, storedText } from '../../shared/rsvp/rules';
import type { Language } from '../../shared/site/languages';
import { givingWay } from '../give-way';
import { undefused } from '../rsvp/csv';
import { createFunctionReader, type FunctionNames } from './function-names';
import { householdKey } from './guest-list';
import { lostNamesAdvice, lostToQuestionMarks } from './sheet-encoding';
import { type ExportOnlyField, fieldOfHeader, headerKey, type SheetField } from './sheet-headers';

/**
 * A household as the sheet gives it. A field the sheet has no column for is undefined and changes nothing on import;
 * a column that is there but blank (null, an empty list, 0) is a change, which the preview states in words.
 */
export interface SheetHousehold {
  readonly name: string;
  /** The spreadsheet row of its first person (the header is row 1). */
  readonly row?: number;
  /** The token of the link its rows carry (an exported sheet's Link column): the household it is, by any name. */
  token?: string;
  /** `child` is undefined when the sheet has no Child column. */
  readonly members: Array<{ name: string; child?: boolean }>;
  events?: string[];
  plusOnes?: number;
  phone?: string | null;
  email?: string | null;
  /** A blank Language cell keeps the household's language: there is no "no language". */
  language?: 'en' | 'hi';
  notes?: string | null;
  greetingEn?: string | null;
  greetingHi?: string | null;
  /** A blank Side cell keeps the household's side. */
  side?: 'bride' | 'groom' | 'both';
  /** The groups named on any of the household's rows; undefined when the sheet has no Group column. */
  groups?: string[];
  /** Asked about its journey: yes on any of its rows; undefined when the sheet has no Travelling column. */
  travelling?: boolean;
}

export interface GuestSheet {
  readonly households: SheetHousehold[];
  readonly errors: SheetError[];
  /** The headers of the columns the import did not understand, as the sheet writes them: nothing is read from them. */
  readonly ignored: string[];
  /** Words of the Events column read as the function they are near to, with the rows they are on: to be checked. */
  readonly readAs?: Array<{ word: string; title: string; rows: number[] }>;
}

type Field = SheetField;

const EXPORT_ONLY: ReadonlySet<string> = new Set<ExportOnlyField>([
  'status',
  'arrives',
  'leaves',
  'pickup',
  'stay',
  'needs',
]);
const exportOnly = (field: SheetField | ExportOnlyField): field is ExportOnlyField => EXPORT_ONLY.has(field);
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'child', 'kid', 'हाँ', 'हां']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'adult', 'नहीं', 'ना']);
const LANGUAGE_NAMES: Readonly<Record<string, 'en' | 'hi'>> = {
  en: 'en',
  english: 'en',
  hi: 'hi',
  hindi: 'hi',
  हिन्दी: 'hi',
  हिंदी: 'hi',
};
// The words a Side cell is written with, reduced as headers are (headerKey): "Bride's side", "ladkiwale", "वधू पक्ष".
const SIDE_WORDS: Readonly<Record<string, 'bride' | 'groom' | 'both'>> = Object.fromEntries(
  (
    [
      [
        'bride',
        [
          'Bride',
          "Bride's",
          'Bride side',
          "Bride's side",
          'Girl side',
          "Girl's side",
          'Ladkiwale',
          'Ladki wale',
          'Ladkiwala',
          'वधू',
          'वधू पक्ष',
          'कन्या पक्ष',
          'लड़कीवाले',
          'लड़की वाले',
        ],
      ],
      [
        'groom',
        [
          'Groom',
          "Groom's",
          'Groom side',
          "Groom's side",
          'Boy side',
          "Boy's side",
          'Ladkewale',
          'Ladke wale',
          'Ladkewala',
          'वर',
          'वर पक्ष',
          'लड़केवाले',
          'लड़के वाले',
        ],
      ],
      ['both', ['Both', 'Both sides', 'Common', 'Mutual', 'दोनों', 'दोनों पक्ष']],
    ] as const
  ).flatMap(([side, words]) => words.map((word) => [headerKey(word), side])),
);
const PHONE = /^[0-9+()\-. ]*$/;
const EMAIL = new RegExp(EMAIL_PATTERN);
const NAME = new RegExp(NAME_PATTERN, 'u');
/** A household's link as the export writes it (…/i/<token>), or its token alone. */
const LINK = /^(?:\S*\/i\/)?([A-Za-z0-9_-]{16,64})\/?(?:[?#]\S*)?$/;

/** The separator of the header line: whichever of comma, semicolon (European Excel) and tab it has most of. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

// A sheet is parsed this much at a time: a few milliseconds of work, after which a guest's request may run.
const PARSE_CHUNK_CHARS = 16_384;

function* piecesOf(text: string): Generator<string> {
  for (let at = 0; at < text.length; at += PARSE_CHUNK_CHARS) yield text.slice(at, at + PARSE_CHUNK_CHARS);
}

/**
 * Reads a sheet into households, and every problem with its row and column. Nothing is written here: the caller
 * previews (dry run) or imports, and imports only a sheet without errors. Read in slices, giving way between them:
 * 5,000 households are 15,000 rows, a quarter of a second of reading that no guest should wait behind.
 */
export async function readGuestSheet(
  text: string,
  functions: readonly FunctionNames[],
  words: ImportWords = importWords('en'),
  readerLanguage: Language = 'en',
): Promise<GuestSheet> {
  const errors: SheetError[] = [];
  const records: string[][] = [];
  const body = text.replace(/^\uFEFF/, '');
  // Loaded at the first import, not at every start (a chunk of its own in the build).
  const { parse } = await import('csv-parse');
  try {
    const parser = Readable.from(piecesOf(body)).pipe(
      parse({ delimiter: delimiterOf(body), relax_column_count: true, skip_empty_lines: true }),
    );
    for await (const record of givingWay<string[]>(parser)) records.push(record);
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return {
      households: [],
      ignored: [],
      errors: [{ row: line ?? 1, column: null, message: fill(words.notCsv, { reason: (err as Error).message }) }],
    };
  }
  const [header = [], ...rows] = records;
  const columns = new Map<Field, { index: number; header: string }>();
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = fieldOfHeader(name);
    // The export's own Link and Status columns, and what a household told of its journey, describe it: importing
    // them back sets nothing (its journey is the household's to tell, from its own link).
    if (field && exportOnly(field)) return;
    if (field && !columns.has(field)) columns.set(field, { index, header: name.trim() });
    else if (name.trim() !== '') ignored.push(name.trim());
  });
  for (const required of ['household', 'name'] as const) {
    if (!columns.has(required)) {
      errors.push({
        row: 1,
        column: null,
        message: fill(words.needsColumn, {
          column: required === 'household' ? 'Household' : 'Name',
          found: header.join(', ') || words.noHeader,
        }),
      });
    }
  }
  if (errors.length > 0) return { households: [], errors, ignored };
  const has = (field: Field) => columns.has(field);

  const readFunctions = createFunctionReader(functions);
  const readAs = new Map<string, { word: string; id: string; rows: number[] }>();
  const households = new Map<string, SheetHousehold & { memberKeys: Set<string> }>();
  // Rows are one household by its link when they carry one; else by name, and by side where a row gives one: the
  // bride's Sharma family and the groom's are two households of one name.
  const groupsNamed = new Map<string, string[]>();
  const groupFor = (nameKey: string, token: string | undefined, side: SheetHousehold['side']): string => {
    const named = groupsNamed.get(nameKey) ?? [];
    const chosen = token
      ? `link:${token}`
      : (named.find((key) => side !== undefined && households.get(key)?.side === side) ??
        named.find((key) => side === undefined || households.get(key)?.side === undefined) ??
        `name:${nameKey}:${side ?? ''}`);
    if (!named.includes(chosen)) groupsNamed.set(nameKey, [...named, chosen]);
    return chosen;
  };
  let lostNames = 0;
  const readRow = (cells: string[], index: number) => {
    const row = index + 2;
    const cell = (field: Field) => {
      const column = columns.get(field);
      return column ? undefused((cells[column.index] ?? '').normalize('NFC').trim()) : '';
    };
    const problem = (field: Field | null, message: string) =>
      errors.push({ row, column: field ? (columns.get(field)?.header ?? field) : null, message });
    if (cells.every((c) => c.trim() === '')) return;

    const householdName = cell('household');
    const name = cell('name');
    if (!householdName) return problem('household', words.householdEmpty);
    for (const [field, value] of [
      ['household', householdName],
      ['name', name],
    ] as const) {
      if (lostToQuestionMarks(value)) {
        lostNames += 1;
        return problem(field, fill(words.onlyQuestionMarks, { value }));
      }
    }
    if (!NAME.test(householdName) || householdName.length > GUEST_LIMITS.nameMaxLength)
      return problem('household', words.notAName);
    if (!name) return problem('name', words.empty);
    if (!NAME.test(name) || name.length > GUEST_LIMITS.nameMaxLength) return problem('name', words.notAName);

    const linkCell = cell('link');
    const token = linkCell === '' ? undefined : LINK.exec(linkCell)?.[1];
    if (linkCell !== '' && !token) return problem('link', fill(words.notALink, { value: linkCell }));
    const sideCell = cell('side');
    const side = sideCell === '' ? undefined : SIDE_WORDS[headerKey(sideCell)];
    const key = groupFor(householdKey(householdName), token, side);
    const linked = households.get(key);
    if (token && linked && householdKey(linked.name) !== householdKey(householdName))
      return problem('link', fill(words.linkTwice, { household: linked.name, row: linked.row ?? 1 }));
    const household = households.get(key) ?? {
      name: storedText(householdName),
      row,
      ...(token && { token }),
      members: [],
      ...(has('events') && { events: [] }),
      ...(has('plusOnes') && { plusOnes: 0 }),
      ...(has('phone') && { phone: null }),
      ...(has('email') && { email: null }),
      ...(has('notes') && { notes: null }),
      ...(has('greetingEn') && { greetingEn: null }),
      ...(has('greetingHi') && { greetingHi: null }),
      ...(has('groups') && { groups: [] }),
      memberKeys: new Set<string>(),
    };
    households.set(key, household);

    if (household.memberKeys.has(householdKey(name)))
      return problem('name', fill(words.twice, { name, household: household.name }));
    if (household.members.length >= GUEST_LIMITS.membersMax)
      return problem('name', fill(words.tooManyPeople, { household: household.name, max: GUEST_LIMITS.membersMax }));

    const childCell = cell('child').toLowerCase();
    const child = YES.has(childCell) ? true : NO.has(childCell) ? false : null;
    if (child === null) problem('child', fill(words.notYesOrNo, { value: cell('child') }));

    const { ids, unknown, readAs: guessed } = readFunctions(cell('events'));
    for (const guess of guessed) {
      const seen = readAs.get(guess.word) ?? { ...guess, rows: [] };
      readAs.set(guess.word, { ...seen, rows: [...seen.rows, index + 2] });
    }
    if (unknown.length > 0)
      problem(
        'events',
        fill(unknown.length === 1 ? words.notAnEvent : words.notEvents, {
          words: unknown.map((w) => `"${w}"`).join(', '),
          events: functions.map((fn) => fn.titles[readerLanguage]).join(', '),
        }),
      );

    const plusOnesCell = cell('plusOnes');
    const plusOnes = plusOnesCell === '' ? 0 : /^\d+$/.test(plusOnesCell) ? Number(plusOnesCell) : Number.NaN;
    if (!(plusOnes >= 0 && plusOnes <= GUEST_LIMITS.plusOnesMax))
      problem('plusOnes', fill(words.notAWholeNumber, { value: plusOnesCell, max: GUEST_LIMITS.plusOnesMax }));

    const phone = cell('phone');
    if (phone && (!PHONE.test(phone) || phone.length > 40)) problem('phone', fill(words.notAPhone, { value: phone }));
    const email = cell('email');
    if (email && !EMAIL.test(email)) problem('email', fill(words.notAnEmail, { value: email }));
    const languageCell = cell('language');
    const language = languageCell === '' ? undefined : LANGUAGE_NAMES[languageCell.toLowerCase()];
    if (languageCell !== '' && !language) problem('language', fill(words.notALanguage, { value: languageCell }));
    const travellingCell = cell('travelling').toLowerCase();
    const travelling =
      travellingCell === '' ? false : YES.has(travellingCell) ? true : NO.has(travellingCell) ? false : null;
    if (travelling === null) problem('travelling', fill(words.notYesOrNo, { value: cell('travelling') }));
    if (sideCell !== '' && !side) problem('side', fill(words.notASide, { value: sideCell }));
    const groups = cell('groups')
      .split(/[,;]/)
      .map((group) => storedText(group))
      .filter((group) => group !== '');
    for (const group of groups)
      if (group.length > 60 || !NAME.test(group)) problem('groups', fill(words.notAGroup, { value: group }));
    const notes = cell('notes');
    if (notes.length > GUEST_LIMITS.noteMaxLength)
      problem('notes', fill(words.tooLong, { max: GUEST_LIMITS.noteMaxLength }));
    const greetingEn = cell('greetingEn');
    const greetingHi = cell('greetingHi');
    for (const [field, greeting] of [
      ['greetingEn', greetingEn],
      ['greetingHi', greetingHi],
    ] as const) {
      if (greeting.length > GUEST_LIMITS.nameMaxLength)
        problem(field, fill(words.tooLong, { max: GUEST_LIMITS.nameMaxLength }));
      else if (greeting && !NAME.test(greeting)) problem(field, words.cannotBeSaved);
    }

    household.memberKeys.add(householdKey(name));
    household.members.push({ name: storedText(name), ...(has('child') && { child: child === true }) });
    if (household.events) for (const id of ids) if (!household.events.includes(id)) household.events.push(id);
    if (household.plusOnes !== undefined && plusOnes > household.plusOnes) household.plusOnes = plusOnes;
    // A household's own details may sit on any of its rows; the first row that gives one is taken.
    if (phone && !household.phone) household.phone = phone;
    if (email && !household.email) household.email = email;
    if (language && !household.language) household.language = language;
    if (notes && !household.notes) household.notes = notes;
    if (side && !household.side) household.side = side;
    if (has('travelling')) household.travelling = household.travelling === true || travelling === true;
    if (household.groups)
      for (const group of groups) if (!household.groups.includes(group)) household.groups.push(group);
    if (greetingEn && !household.greetingEn) household.greetingEn = storedText(greetingEn);
    if (greetingHi && !household.greetingHi) household.greetingHi = storedText(greetingHi);
  };
  for await (const [index, cells] of givingWay(rows.entries())) readRow(cells, index);
  if (lostNames > 0) errors.unshift({ row: 1, column: null, message: lostNamesAdvice(words) });

  const order = new Map(functions.map((fn, index) => [fn.id, index]));
  return {
    households: [...households.values()].map(({ memberKeys: _keys, ...household }) => ({
      ...household,
      ...(household.events && {
        events: [...household.events].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
      }),
    })),
    errors,
    ignored,
    readAs: [...readAs.values()].map(({ word, id, rows }) => ({
      word,
      title: functions.find((fn) => fn.id === id)?.titles[readerLanguage] ?? id,
      rows,
    })),
  };
}
