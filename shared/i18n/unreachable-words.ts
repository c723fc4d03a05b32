import { ONLY_HOME_NETWORK, ONLY_THIS_COMPUTER } from '../reach/unreachable-address';
import type { Language } from '../site/languages';
import { roomWordsIn } from './room-words';

/**
 * Why guests could not open an address (unreachableAddress's reason, written in English) in the admin reader's
 * language (locales/<code>/admin.json, unreachable): English readers read the reason as it is.
 */
export function unreachableWhy(language: Language, why: string): string {
  const words = roomWordsIn(language, 'unreachable');
  if (why === ONLY_THIS_COMPUTER) return words?.onlyThisComputer ?? why;
  if (why === ONLY_HOME_NETWORK) return words?.onlyHomeNetwork ?? why;
  return why;
}
