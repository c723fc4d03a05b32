// The admin's words in a language besides the one its first view is written in (the source language's, ADMIN_EN),
// and how that language writes dates: a chunk of its own, with the registry, fetched only by a person who reads the
// admin in it.
import { ADMIN_HI, ADMIN_HI_FAILURES, ADMIN_HI_ROOMS } from '../../shared/i18n/admin-hi';
import type { RoomWords } from '../../shared/i18n/room-words';
import { ADMIN_LANGUAGES, type Language, languageFacts } from '../../shared/site/languages';
import type { AdminWords } from './admin-language';

/**
 * A reader's words in an admin language other than the first view's, and its rooms' words; null for a language the
 * admin is not written in. It has one such language so far, whose words are one catalog (shared/i18n/admin-hi.ts): a language added to
 * ADMIN_LANGUAGES brings its own, to be chosen here by its code.
 */
export function adminWordsIn(language: Language): { words: AdminWords; rooms: RoomWords } | null {
  if (!ADMIN_LANGUAGES.includes(language)) return null;
  return {
    words: {
      language,
      texts: ADMIN_HI,
      failures: ADMIN_HI_FAILURES,
      // A 24-hour clock, as the admin's Hindi has always read: Intl writes its am and pm in Latin letters.
      dates: { tag: languageFacts(language).tag, hourCycle: 'h23' },
    },
    rooms: ADMIN_HI_ROOMS,
  };
}
