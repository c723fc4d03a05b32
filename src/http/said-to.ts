import { adminLanguageOf } from '../../shared/admin/admin-language';
import type { RefusalCode } from '../../shared/refusal-codes';
import { type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { Person } from '../admin/people';
import { Refused } from './refused';

/** The language of the admin's reader (English for no one signed in): the words a refusal or a sheet is in. */
export const readerLanguage = (person: Person | null | undefined): Language => adminLanguageOf(person);

/**
 * What a refusal's body says of its language: nothing when it is the source language (the API's own, which the admin
 * words by its code), else the language its sentence is in, so that the admin shows it as it came.
 */
export const saidIn = (language: Language): Language | undefined =>
  language === SOURCE_LANGUAGE ? undefined : language;

/** A refusal in the words of the person refused: their language's catalog fills the sentence. */
export function saidTo<Words>(
  person: Person | null,
  error: RefusalCode,
  wordsIn: (language: Language) => Words,
  message: (words: Words) => string,
): Refused {
  const language = readerLanguage(person);
  return Refused.because(error, message(wordsIn(language)), saidIn(language));
}
