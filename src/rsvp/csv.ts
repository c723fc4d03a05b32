// RFC 4180: fields separated by commas, records ended by CRLF, and a field that holds a comma, a double quote
// or a line break wrapped in double quotes with its own quotes doubled.
//
// Spreadsheets add a danger the RFC does not know: a cell that starts with = + - @ is run as a formula when the file is
// opened, and so, in some of them, is one that starts with | (DDE) or %, or with the full-width forms of these
// (＝ ＋ － ＠ ｜ ％), or with any of them behind spaces, tabs, line breaks or invisible characters that the
// program skips first. Guests type these fields, so such a cell gets a leading apostrophe, as OWASP's CSV injection
// advice says: shown as text, run never.
//
// A cell is not always opened with the separator it was written with: Excel in much of the world splits on ";", and a
// common LibreOffice import on comma, semicolon and tab together. Then "Ram;=2+2", or a note with a tab and "=3+3",
// starts a cell of its own in the middle of ours. So every place inside a cell where some program may start a cell
// (after a comma, semicolon, tab or line break, behind any spaces or quotes) that is followed by a formula character
// gets an apostrophe right after the separator as well.
//
// A cell of digits and signs is no exception: Excel evaluates "-2+3" and "+1+1" as sums. Phone numbers, which
// start with + and lose it (and their leading zeros) when a spreadsheet reads them as numbers, are written as
// phoneCell() makes them: a formula that evaluates to the text itself, ="+91 98765 43210", which Excel, LibreOffice
// and Google Sheets all show as written and which can call nothing, being only a quoted constant.

/** A phone number for a spreadsheet cell: shown as written (see above), read back as written by undefused(). */
export class PhoneCell {
  constructor(readonly phone: string) {}
}
export const phoneCell = (phone: string | null): PhoneCell | null => (phone ? new PhoneCell(phone) : null);

export type CsvValue = string | number | boolean | null | undefined | PhoneCell;

/**
 * Excel reads a CSV as the machine's legacy code page unless it starts with this; with it, Hindi and accents survive.
 */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
// After a separator some program splits on: spaces, invisible characters, quotes and apostrophes, then a formula
// character. The same class both ways, so that undefused() takes off exactly the apostrophes defused() put in.
const INNER_START = /([,;\t\r\n])(?=[\s\p{Cf}"']*[=+\-@|%\uFF1D\uFF0B\uFF0D\uFF20\uFF5C\uFF05])/gu;
const INNER_DEFUSED = /([,;\t\r\n])'(?=[\s\p{Cf}"']*[=+\-@|%\uFF1D\uFF0B\uFF0D\uFF20\uFF5C\uFF05])/gu;
// What the programs skip before they look at the first character: white space and format characters (\p{Cf}:
// zero-width spaces and joiners, the byte-order mark).
const FORMULA_START = /^[\s\p{Cf}]*[=+\-@|%\uFF1D\uFF0B\uFF0D\uFF20\uFF5C\uFF05]|^[\t\r\n]/u;
const PHONE_TEXT = /^[0-9+()\-. ]{1,40}$/;
const WRITTEN_AS_TEXT = /^="([0-9+()\-. ]{1,40})"$/;
// Text that already looks defused ("'=x" as someone typed it) gets the apostrophe too, so that undefused() below,
// which takes exactly one off, gives back what was typed, whatever it was.
const LOOKS_DEFUSED = /^'+(?:[\s\p{Cf}]*[=+\-@|%\uFF1D\uFF0B\uFF0D\uFF20\uFF5C\uFF05]|[\t\r\n])/u;

const needsDefusing = (text: string) => FORMULA_START.test(text) || LOOKS_DEFUSED.test(text);

/** Text that no spreadsheet runs as a formula, whichever separators it splits the line on. */
const defused = (text: string) => {
  const inner = text.replace(INNER_START, "$1'");
  return needsDefusing(text) ? `'${inner}` : inner;
};

/** A cell of one of our own exports, read back (the guest-list import): without the apostrophes csvField added. */
export function undefused(cell: string): string {
  const phone = WRITTEN_AS_TEXT.exec(cell)?.[1];
  if (phone !== undefined) return phone;
  const outer =
    cell.startsWith("'") && needsDefusing(cell.slice(1).replace(INNER_DEFUSED, '$1')) ? cell.slice(1) : cell;
  return outer.replace(INNER_DEFUSED, '$1');
}

export function csvField(value: CsvValue): string {
  if (value instanceof PhoneCell) {
    // Only a phone's own characters go inside the formula; anything else is written as any other text.
    return PHONE_TEXT.test(value.phone) ? `"=""${value.phone}"""` : csvField(value.phone);
  }
  // Numbers are written by us, not typed by a guest; a negative one stays a number.
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value === 'string' ? defused(raw) : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
