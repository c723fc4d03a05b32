// RFC 4180: fields separated by commas, records ended by CRLF, and a field that holds a comma, a double quote
// or a line break wrapped in double quotes with its own quotes doubled.
//
// Spreadsheets add a danger the RFC does not know: a cell that starts with = + - @ is run as a formula when the
// file is opened, and so, in some of them, is one that starts with | (DDE) or %, or with the full-width forms of
// these (＝ ＋ － ＠ ｜ ％), or with any of them behind spaces, tabs, line breaks or invisible characters that the
// program skips first. Guests type these fields, so such a cell gets a leading apostrophe, as OWASP's CSV
// injection advice says: shown as text, run never.
//
// One exception: a cell of digits with + - ( ) . and spaces only, such as a phone number "+44 20 7946 0958",
// cannot call anything (a formula needs a function's name or a reference), so it is left as the guest wrote it
// rather than shown to the couple with an apostrophe.

export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a CSV as the machine's legacy code page unless it starts with this; with it, Hindi and accents survive. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
// What the programs skip before they look at the first character: white space and format characters (\p{Cf}:
// zero-width spaces and joiners, the byte-order mark).
const FORMULA_START = /^[\s\p{Cf}]*[=+\-@|%\uFF1D\uFF0B\uFF0D\uFF20\uFF5C\uFF05]|^[\t\r\n]/u;
const ONLY_A_NUMBER = /^[\s+\-]*\d[\d\s().+\-]*$/;
// Text that already looks defused ("'=x" as someone typed it) gets the apostrophe too, so that undefused() below,
// which takes exactly one off, gives back what was typed, whatever it was.
const LOOKS_DEFUSED = /^'+[\s\p{Cf}]*[=+\-@|%\uFF1D\uFF0B\uFF0D\uFF20\uFF5C\uFF05]/u;

const needsDefusing = (text: string) => (FORMULA_START.test(text) && !ONLY_A_NUMBER.test(text)) || LOOKS_DEFUSED.test(text);

/** A cell of one of our own exports, read back (the guest-list import): without the apostrophe csvField added. */
export function undefused(cell: string): string {
  return cell.startsWith("'") && needsDefusing(cell.slice(1)) ? cell.slice(1) : cell;
}

export function csvField(value: CsvValue): string {
  // Numbers are written by us, not typed by a guest; a negative one stays a number.
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value === 'string' && needsDefusing(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + '\r\n';
}
