import type { RefusalCode } from '../../shared/refusal-codes';
import type { Person } from '../admin/people';
import { Refused } from './refused';

/**
 * A refusal in the words of the person refused: their language's catalog fills the sentence, and the body says its
 * language when it is not English (the API's own), so the admin shows it as it came.
 */
export function saidTo<Words>(
  person: Person | null,
  error: RefusalCode,
  wordsIn: (language: 'en' | 'hi') => Words,
  message: (words: Words) => string,
): Refused {
  const language = person?.language ?? 'en';
  return Refused.because(error, message(wordsIn(language)), language === 'en' ? undefined : language);
}
