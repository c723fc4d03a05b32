import { createHash } from 'node:crypto';
import { type Language, languageFacts } from '../../shared/site/languages';
import { escapeHtml } from '../pages/escape-html';
import type { CsvValue } from '../rsvp/csv';
import { PhoneCell } from '../rsvp/csv';

// The hotel's rooming list and the drivers' sheet as pages to print: the same rows as the CSV files, in a table on
// A4, in the language asked for. No script; the one inline style is allowed by its hash.

const STYLE =
  'body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#111}h1{font-size:1.3rem;margin:0 0 .25rem}' +
  'p{margin:0 0 1rem;color:#444}table{border-collapse:collapse;width:100%}' +
  'th,td{border:1px solid #999;padding:.35rem .5rem;text-align:left;vertical-align:top}th{background:#eee}' +
  'tr{break-inside:avoid}@media print{body{margin:0}a{display:none}}@page{size:A4 landscape;margin:12mm}';

export const SHEET_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const cell = (value: CsvValue) =>
  escapeHtml(value instanceof PhoneCell ? value.phone : value === null || value === undefined ? '' : String(value));

/** A sheet as a printable page: its title, a line under it, and its rows under their column names. */
export function sheetPage(
  language: Language,
  title: string,
  subtitle: string,
  headers: readonly string[],
  rows: Iterable<CsvValue[]>,
): string {
  const { tag, dir } = languageFacts(language);
  const body = [...rows].map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`).join('');
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  return (
    `<!doctype html><html lang="${tag}" dir="${dir}"><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style>` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p>` +
    `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></html>`
  );
}
