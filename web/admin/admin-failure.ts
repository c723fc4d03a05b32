import { fill } from '../../shared/i18n/fill';
import { ApiError } from '../api';

/** The server's refusals in an admin language other than English (locales/<code>/admin.json, failures). */
export interface FailureWords {
  /** The language these words are in: a refusal the server already wrote in it is read as it came. */
  readonly language: string;
  readonly byCode: Readonly<Record<string, string>>;
  readonly byStatus: Readonly<Record<number, string>>;
}

/**
 * A refusal the server answered (its status, its error code, its English sentence) in the reader's language: that
 * language's sentence for it, carrying the server's sentence along where it names the row or the field; the
 * server's own sentence for an English reader.
 */
export function refusalInWords(
  status: number,
  code: string | undefined,
  english: string,
  words?: FailureWords,
  saidIn?: string,
) {
  if (words && saidIn === words.language) return english;
  const sentence = words && ((code && words.byCode[code]) || words.byStatus[status]);
  return sentence ? fill(sentence, { detail: english }) : english;
}

/**
 * What to tell a person about a failed call: `noAnswer` when no answer came; otherwise the server's own words
 * ("<status>: <sentence>", SPEC §8), or their own language's (refusalInWords).
 */
export function failureInWords(err: unknown, noAnswer: string, words?: FailureWords): string {
  if (!(err instanceof ApiError)) return noAnswer;
  return words
    ? refusalInWords(err.status, err.code, err.message.replace(/^\d{3}: /, ''), words, err.language)
    : err.message;
}
