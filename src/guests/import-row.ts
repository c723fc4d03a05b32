// The guest sheet's rows read one at a time, giving way between slices: each row's names first (a row without them
// is a problem and nothing more), then its household, then each of its cells, every problem said with its row.
import type { SheetError } from '../../shared/guests/admin-shapes';
import { fill } from '../../shared/i18n/fill';
import type { ImportWords } from '../../shared/i18n/import-words';
import type { Language } from '../../shared/site/languages';
import { givingWay } from '../give-way';
import { createFunctionReader, type FunctionNames } from './function-names';
import {
  checkSide,
  isName,
  readChild,
  readEmail,
  readGreetings,
  readGroups,
  readLanguage,
  readNotes,
  readPhone,
  readPlusOnes,
  readTravelling,
  type SheetColumns,
  type SheetRow,
  sheetRow,
  sideOf,
} from './import-cells';
import {
  addPerson,
  createHouseholdGathering,
  type HouseholdInReading,
  hasRoomFor,
  type RowDetails,
} from './import-households';
import { lostToQuestionMarks } from './sheet-encoding';
import { greetingLanguages, type SheetField } from './sheet-headers';

export interface SheetReading {
  readonly columns: SheetColumns;
  readonly functions: readonly FunctionNames[];
  readonly words: ImportWords;
  readonly readerLanguage: Language;
}

/** A word of the Events cells read as the function it is near to, and the rows it is on. */
export interface WordReadAs {
  readonly word: string;
  readonly id: string;
  readonly rows: number[];
}

export interface RowsRead {
  readonly households: HouseholdInReading[];
  readonly errors: SheetError[];
  readonly readAs: ReadonlyMap<string, WordReadAs>;
  /** Rows whose names came as question marks: the sheet was saved in an encoding that lost them. */
  readonly lostNames: number;
}

export async function readRows(rows: readonly string[][], reading: SheetReading): Promise<RowsRead> {
  const { columns, words } = reading;
  const has = (field: SheetField) => columns.has(field);
  const errors: SheetError[] = [];
  const gathering = createHouseholdGathering(has, words);
  const events = createEventsReader(reading);
  let lostNames = 0;
  const readRow = (cells: string[], index: number) => {
    if (cells.every((c) => c.trim() === '')) return;
    const row = sheetRow(cells, index + 2, columns, errors);
    const names = readNames(row, words, () => {
      lostNames += 1;
    });
    if (!names) return;
    const household = gathering.householdOf(row, names.householdName);
    if (!household || !hasRoomFor(row, household, names.name, words)) return;
    addPerson(household, names.name, readDetails(row, reading, events.read), has);
  };
  for await (const [index, cells] of givingWay(rows.entries())) readRow(cells, index);
  return { households: gathering.households(), errors, readAs: events.readAs, lostNames };
}

/** The row's household name and person's name, or none when either is not a name (its problem said). */
function readNames(
  row: SheetRow,
  words: ImportWords,
  lost: () => void,
): { householdName: string; name: string } | undefined {
  const householdName = row.cell('household');
  const name = row.cell('name');
  if (!householdName) return row.problem('household', words.householdEmpty);
  for (const [field, value] of [
    ['household', householdName],
    ['name', name],
  ] as const) {
    if (lostToQuestionMarks(value)) {
      lost();
      return row.problem(field, fill(words.onlyQuestionMarks, { value }));
    }
  }
  if (!isName(householdName)) return row.problem('household', words.notAName);
  if (!name) return row.problem('name', words.empty);
  if (!isName(name)) return row.problem('name', words.notAName);
  return { householdName, name };
}

/** Every cell of the row after its names, each read in the order the problems are listed. */
function readDetails(
  row: SheetRow,
  { words, readerLanguage, columns }: SheetReading,
  readEvents: (row: SheetRow) => string[],
): RowDetails {
  const child = readChild(row, words);
  const events = readEvents(row);
  const plusOnes = readPlusOnes(row, words);
  const phone = readPhone(row, words);
  const email = readEmail(row, words);
  const language = readLanguage(row, words, readerLanguage);
  const travelling = readTravelling(row, words);
  checkSide(row, words);
  const groups = readGroups(row, words);
  const notes = readNotes(row, words);
  const greetings = readGreetings(
    row,
    words,
    greetingLanguages((field) => columns.has(field)),
  );
  const side = sideOf(row.cell('side'));
  return { child, events, plusOnes, phone, email, language, travelling, side, groups, notes, greetings };
}

/** Reads an Events cell into the functions it names, keeping the words read as a function near them, by row. */
function createEventsReader({ functions, words, readerLanguage }: SheetReading) {
  const readFunctions = createFunctionReader(functions);
  const readAs = new Map<string, WordReadAs>();
  const read = (row: SheetRow): string[] => {
    const { ids, unknown, readAs: guessed } = readFunctions(row.cell('events'));
    for (const guess of guessed) {
      const seen = readAs.get(guess.word) ?? { ...guess, rows: [] };
      readAs.set(guess.word, { ...seen, rows: [...seen.rows, row.row] });
    }
    if (unknown.length > 0)
      row.problem(
        'events',
        fill(unknown.length === 1 ? words.notAnEvent : words.notEvents, {
          words: unknown.map((w) => `"${w}"`).join(', '),
          events: functions.map((fn) => fn.titles[readerLanguage]).join(', '),
        }),
      );
    return ids;
  };
  return { read, readAs };
}
