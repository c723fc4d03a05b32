// The guest sheet's cells read one column at a time: what a cell may say (yes and no, a language, a side, a link, a
// phone) and, when it says something else, the problem it is, with its row and column, in the couple's words.
import type { SheetError } from '../../shared/guests/admin-shapes';
import type { Greetings } from '../../shared/guests/greeting';
import { languageNameFor } from '../../shared/guests/language-name';
import { fill } from '../../shared/i18n/fill';
import type { ImportWords } from '../../shared/i18n/import-words';
import { GUEST_LIMITS } from '../../shared/limits/guests';
import { EMAIL_PATTERN, NAME_PATTERN, storedText } from '../../shared/rsvp/rules';
import { LANGUAGE_REGISTRY, LANGUAGES, type Language } from '../../shared/site/languages';
import { soundKey } from '../../shared/text/sound-key';
import { undefused } from '../rsvp/csv';
import type { SheetHousehold } from './import';
import { type GreetingField, greetingField, headerKey, type SheetField } from './sheet-headers';

type Side = NonNullable<SheetHousehold['side']>;

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'child', 'kid', 'हाँ', 'हां']);
const NO = new Set(['', 'no', 'n', 'false', '0', 'adult', 'नहीं', 'ना']);
// A Language cell names a language of the registry by its code, its English name or its own name, in any case
// ("ta", "Tamil", "TAMIL", or Tamil in Tamil letters). Written in its own script, a name is known however its
// nasals and half letters are written (the two common spellings of Hindi in Devanagari are one), as sound-key.ts
// reads names.
const cellKey = (cell: string) => cell.normalize('NFC').toLowerCase();
const LANGUAGE_WORDS: ReadonlyMap<string, Language> = new Map(
  LANGUAGE_REGISTRY.flatMap(({ code, name, englishName }) =>
    [code, englishName, name].map((word) => [cellKey(word), code]),
  ),
);
const LANGUAGE_SOUNDS: ReadonlyMap<string, Language> = new Map(
  LANGUAGE_REGISTRY.filter(({ script }) => script !== 'Latn').flatMap(({ code, name }) =>
    soundKey(name) === '' ? [] : [[soundKey(name), code] as const],
  ),
);
const languageOfCell = (cell: string): Language | undefined =>
  LANGUAGE_WORDS.get(cellKey(cell)) ??
  (/[a-z]/i.test(cell) || soundKey(cell) === '' ? undefined : LANGUAGE_SOUNDS.get(soundKey(cell)));
// The words a Side cell is written with, reduced as headers are (headerKey): "Bride's side", "ladkiwale",
// "वधू पक्ष".
const SIDE_WORDS: Readonly<Record<string, Side>> = Object.fromEntries(
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

/** Where each understood column is in the sheet, and its header as the sheet writes it. */
export type SheetColumns = ReadonlyMap<SheetField, { readonly index: number; readonly header: string }>;

/** A row of the sheet: its cells by what they hold, and where its problems are said. */
export interface SheetRow {
  /** Its number in the spreadsheet (the header is row 1). */
  readonly row: number;
  cell(field: SheetField): string;
  /** Says a problem of the row; undefined, for a reader to answer with when the row goes no further. */
  problem(field: SheetField | null, message: string): undefined;
}

export function sheetRow(cells: readonly string[], row: number, columns: SheetColumns, errors: SheetError[]): SheetRow {
  return {
    row,
    cell: (field) => {
      const column = columns.get(field);
      return column ? undefused((cells[column.index] ?? '').normalize('NFC').trim()) : '';
    },
    problem: (field, message) => {
      errors.push({ row, column: field ? (columns.get(field)?.header ?? field) : null, message });
      return undefined;
    },
  };
}

/** A name a household or a person may have: written in letters, and not too long to keep. */
export const isName = (text: string): boolean => NAME.test(text) && text.length <= GUEST_LIMITS.nameMaxLength;

/** The token a Link cell carries; undefined when it is blank, or carries none (a problem). */
export const tokenOf = (linkCell: string): string | undefined =>
  linkCell === '' ? undefined : LINK.exec(linkCell)?.[1];

/** The side a Side cell names; undefined when it is blank, or names none (a problem said by checkSide). */
export const sideOf = (sideCell: string): Side | undefined =>
  sideCell === '' ? undefined : SIDE_WORDS[headerKey(sideCell)];

export function checkSide(row: SheetRow, words: ImportWords): void {
  const sideCell = row.cell('side');
  if (sideCell !== '' && !sideOf(sideCell)) row.problem('side', fill(words.notASide, { value: sideCell }));
}

/** Yes or no, or null (a problem) for anything else. */
export function readChild(row: SheetRow, words: ImportWords): boolean | null {
  const childCell = row.cell('child').toLowerCase();
  const child = YES.has(childCell) ? true : NO.has(childCell) ? false : null;
  if (child === null) row.problem('child', fill(words.notYesOrNo, { value: row.cell('child') }));
  return child;
}

export function readTravelling(row: SheetRow, words: ImportWords): boolean | null {
  const travellingCell = row.cell('travelling').toLowerCase();
  const travelling =
    travellingCell === '' ? false : YES.has(travellingCell) ? true : NO.has(travellingCell) ? false : null;
  if (travelling === null) row.problem('travelling', fill(words.notYesOrNo, { value: row.cell('travelling') }));
  return travelling;
}

/** A blank cell is none; anything but a whole number up to the limit is NaN (a problem). */
export function readPlusOnes(row: SheetRow, words: ImportWords): number {
  const plusOnesCell = row.cell('plusOnes');
  const plusOnes = plusOnesCell === '' ? 0 : /^\d+$/.test(plusOnesCell) ? Number(plusOnesCell) : Number.NaN;
  if (!(plusOnes >= 0 && plusOnes <= GUEST_LIMITS.plusOnesMax))
    row.problem('plusOnes', fill(words.notAWholeNumber, { value: plusOnesCell, max: GUEST_LIMITS.plusOnesMax }));
  return plusOnes;
}

export function readPhone(row: SheetRow, words: ImportWords): string {
  const phone = row.cell('phone');
  if (phone && (!PHONE.test(phone) || phone.length > 40)) row.problem('phone', fill(words.notAPhone, { value: phone }));
  return phone;
}

export function readEmail(row: SheetRow, words: ImportWords): string {
  const email = row.cell('email');
  if (email && !EMAIL.test(email)) row.problem('email', fill(words.notAnEmail, { value: email }));
  return email;
}

export function readLanguage(row: SheetRow, words: ImportWords, reader: Language): Language | undefined {
  const languageCell = row.cell('language');
  const language = languageCell === '' ? undefined : languageOfCell(languageCell);
  if (languageCell !== '' && !language) {
    const languages = LANGUAGES.map((language) => languageNameFor(language, reader)).join(', ');
    row.problem('language', fill(words.notALanguage, { value: languageCell, languages }));
  }
  return language;
}

export function readGroups(row: SheetRow, words: ImportWords): string[] {
  const groups = row
    .cell('groups')
    .split(/[,;]/)
    .map((group) => storedText(group))
    .filter((group) => group !== '');
  for (const group of groups)
    if (group.length > 60 || !NAME.test(group)) row.problem('groups', fill(words.notAGroup, { value: group }));
  return groups;
}

export function readNotes(row: SheetRow, words: ImportWords): string {
  const notes = row.cell('notes');
  if (notes.length > GUEST_LIMITS.noteMaxLength)
    row.problem('notes', fill(words.tooLong, { max: GUEST_LIMITS.noteMaxLength }));
  return notes;
}

/** The row's greeting in each language the sheet has a column for ("" where its cell is blank). */
export function readGreetings(row: SheetRow, words: ImportWords, languages: readonly Language[]): Greetings {
  const greetings: { [L in Language]?: string } = {};
  for (const language of languages) {
    const field: GreetingField = greetingField(language);
    const greeting = row.cell(field);
    if (greeting.length > GUEST_LIMITS.nameMaxLength)
      row.problem(field, fill(words.tooLong, { max: GUEST_LIMITS.nameMaxLength }));
    else if (greeting && !NAME.test(greeting)) row.problem(field, words.cannotBeSaved);
    greetings[language] = greeting;
  }
  return greetings;
}
