import { ONLY_HOME_NETWORK, ONLY_THIS_COMPUTER } from '../reach/unreachable-address';
import type { Language } from '../site/languages';
import { translated } from './translated';

// unreachableAddress's reasons are written in English; these are their translations, by the English.
const HI: Readonly<Record<string, string>> = {
  [ONLY_THIS_COMPUTER]: 'इसे केवल यही कंप्यूटर खोल सकता है',
  [ONLY_HOME_NETWORK]: 'इसे केवल इसी घर के नेटवर्क वाले फ़ोन और कंप्यूटर खोल सकते हैं',
};

const reasonsIn = translated<Readonly<Record<string, string>>>({}, { hi: HI });

/** Why guests could not open an address (unreachableAddress's reason), in the admin reader's language. */
export const unreachableWhy = (language: Language, why: string): string => reasonsIn(language)[why] ?? why;
