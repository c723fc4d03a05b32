import type { Person } from '../admin/people';
import type { ErrorBody } from './error-schema';

/**
 * A refusal in the words of the person refused: their language's catalog fills the sentence, and the body says its
 * language when it is not English (the API's own), so the admin shows it as it came.
 */
export function saidTo<Words>(
  person: Person | null,
  error: string,
  wordsIn: (language: 'en' | 'hi') => Words,
  message: (words: Words) => string,
): ErrorBody {
  const language = person?.language ?? 'en';
  return { error, message: message(wordsIn(language)), ...(language !== 'en' && { language }) };
}
