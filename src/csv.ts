// RFC 4180: fields separated by commas, records ended by CRLF, and a field that holds a comma, a double quote
// or a line break wrapped in double quotes with its own quotes doubled.

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + '\r\n';
}
