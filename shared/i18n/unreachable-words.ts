import { ONLY_HOME_NETWORK, ONLY_THIS_COMPUTER } from '../reach/unreachable-address';

const HI: Readonly<Record<string, string>> = {
  [ONLY_THIS_COMPUTER]: 'इसे केवल यही कंप्यूटर खोल सकता है',
  [ONLY_HOME_NETWORK]: 'इसे केवल इसी घर के नेटवर्क वाले फ़ोन और कंप्यूटर खोल सकते हैं',
};

/** Why guests could not open an address (unreachableAddress's reason), in the admin reader's language. */
export const unreachableWhy = (language: 'en' | 'hi', why: string): string =>
  language === 'hi' ? (HI[why] ?? why) : why;
