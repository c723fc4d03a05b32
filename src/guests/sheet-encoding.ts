// A spreadsheet's bytes as text: every encoding Excel and LibreOffice save a "CSV" in that can be read honestly.

import { type ImportWords, importWords } from '../../shared/i18n/import-words';
import { SOURCE_LANGUAGE } from '../../shared/site/languages';

export type DecodedSheet = { readonly text: string; readonly encoding: string } | { readonly problem: string };

const ENGLISH = importWords(SOURCE_LANGUAGE);

/**
 * UTF-8 with or without its byte-order mark, UTF-16 with one (Excel's "Unicode Text"), and Windows-1252 (Excel's
 * plain "CSV (Comma delimited)", LibreOffice's "Western Europe") when the bytes are not UTF-8. Bytes that are none of
 * these, such as UTF-16 without a mark, are refused with how to save the sheet again.
 */
export function decodeSheet(bytes: Uint8Array, words: ImportWords = ENGLISH): DecodedSheet {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xff && b1 === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16' };
  if (b0 === 0xfe && b1 === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16' };
  const start = b0 === 0xef && b1 === 0xbb && b2 === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  // A NUL has no place in a sheet's text: here it means UTF-16 without its mark, or a file that is not a sheet.
  if (body.includes(0))
    return {
      problem: `${words.notASheet} ${words.saveAsUtf8}`,
    };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'UTF-8' };
  } catch {
    // Windows-1252 gives every byte a character, so it is the last try and only for bytes that are not UTF-8.
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'Windows-1252' };
  }
}

/**
 * A name that is only question marks (and spaces) is what Excel writes for Devanagari, or any script it cannot put
 * in a plain CSV: the names are already lost in the file, and only saving it again as UTF-8 brings them back.
 */
export function lostToQuestionMarks(name: string): boolean {
  return /\?/.test(name) && /^[?\s.-]+$/.test(name);
}

/** What to do about a sheet whose names are question marks. */
export const lostNamesAdvice = (words: ImportWords = ENGLISH) => `${words.lostNames} ${words.saveAsUtf8}`;
