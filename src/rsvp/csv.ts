// RFC 4180: fields separated by commas, records ended by CRLF, and a field that holds a comma, a double quote
// or a line break wrapped in double quotes with its own quotes doubled.
//
// Spreadsheets add a danger the RFC does not know: a cell that starts with = + - @ (or a tab or carriage
// return, which some programs skip before looking) is run as a formula when the file is opened. Guests type
// these fields, so such a cell gets a leading apostrophe, as OWASP advises: shown as text, run never.

export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a CSV as the machine's legacy code page unless it starts with this; with it, Hindi and accents survive. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  // Numbers are written by us, not typed by a guest; a negative one stays a number.
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + '\r\n';
}
