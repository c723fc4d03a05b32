// Reading a guest list from a spreadsheet saved as CSV (Excel, Google Sheets, LibreOffice): one row per person,
// rows with the same household name grouped into one household, columns found by name in any order and case.
import { Readable } from 'node:stream';
import type { SheetError } from '../../shared/guests/admin-shapes';
import type { Greetings } from '../../shared/guests/greeting';
import { fill } from '../../shared/i18n/fill';
import { type ImportWords, importWords } from '../../shared/i18n/import-words';
import { type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';
import { givingWay } from '../give-way';
import type { FunctionNames } from './function-names';
import type { SheetColumns } from './import-cells';
import { readRows } from './import-row';
import { lostNamesAdvice } from './sheet-encoding';
import { type ExportOnlyField, fieldOfHeader, type SheetField } from './sheet-headers';

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
  language?: Language;
  notes?: string | null;
  /** Its greeting in each language the sheet has a Greeting column for; null where the column is blank. */
  greetings?: Greetings;
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

const EXPORT_ONLY: ReadonlySet<string> = new Set<ExportOnlyField>([
  'status',
  'arrives',
  'leaves',
  'pickup',
  'stay',
  'needs',
]);
const exportOnly = (field: SheetField | ExportOnlyField): field is ExportOnlyField => EXPORT_ONLY.has(field);

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
  words: ImportWords = importWords(SOURCE_LANGUAGE),
  readerLanguage: Language = SOURCE_LANGUAGE,
): Promise<GuestSheet> {
  const records = await recordsOf(text, words);
  if ('error' in records) return { households: [], ignored: [], errors: [records.error] };
  const [header = [], ...rows] = records.records;
  const { columns, ignored } = columnsOf(header);
  const missing = missingColumns(header, columns, words);
  if (missing.length > 0) return { households: [], errors: missing, ignored };

  const read = await readRows(rows, { columns, functions, words, readerLanguage });
  const errors =
    read.lostNames > 0 ? [{ row: 1, column: null, message: lostNamesAdvice(words) }, ...read.errors] : read.errors;
  const order = new Map(functions.map((fn, index) => [fn.id, index]));
  return {
    households: read.households.map(({ memberKeys: _keys, ...household }) => ({
      ...household,
      ...(household.events && {
        events: [...household.events].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
      }),
    })),
    errors,
    ignored,
    readAs: [...read.readAs.values()].map(({ word, id, rows }) => ({
      word,
      title: functions.find((fn) => fn.id === id)?.titles[readerLanguage] ?? id,
      rows,
    })),
  };
}

/** The sheet's records, parsed a piece at a time; or the row it stops being CSV at, and why. */
async function recordsOf(text: string, words: ImportWords): Promise<{ records: string[][] } | { error: SheetError }> {
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
    return { error: { row: line ?? 1, column: null, message: fill(words.notCsv, { reason: (err as Error).message }) } };
  }
  return { records };
}

/** The column of each field the header names (the first, when two do), and the headers the import does not read. */
function columnsOf(header: readonly string[]): { columns: SheetColumns; ignored: string[] } {
  const columns = new Map<SheetField, { index: number; header: string }>();
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = fieldOfHeader(name);
    // The export's own Link and Status columns, and what a household told of its journey, describe it: importing
    // them back sets nothing (its journey is the household's to tell, from its own link).
    if (field && exportOnly(field)) return;
    if (field && !columns.has(field)) columns.set(field, { index, header: name.trim() });
    else if (name.trim() !== '') ignored.push(name.trim());
  });
  return { columns, ignored };
}

/** A sheet without a Household or a Name column is not a guest list: nothing else of it is read. */
function missingColumns(header: readonly string[], columns: SheetColumns, words: ImportWords): SheetError[] {
  return (['household', 'name'] as const)
    .filter((required) => !columns.has(required))
    .map((required) => ({
      row: 1,
      column: null,
      message: fill(words.needsColumn, {
        column: required === 'household' ? 'Household' : 'Name',
        found: header.join(', ') || words.noHeader,
      }),
    }));
}
