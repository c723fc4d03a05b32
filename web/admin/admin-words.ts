// The admin's words in a language besides the one its first view is written in (the source language's, ADMIN_EN),
// and how that language writes dates: a chunk of its own, with the registry, fetched only by a person who reads the
// admin in it. Its words are the language's whole catalog (locales/<code>/admin.json), a chunk of their own again.
import type { AdminCatalog } from '../../shared/i18n/admin-texts';
import { ADMIN_LANGUAGES, type Language, languageFacts, SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { AdminWords } from './admin-language';

/**
 * A reader's words in an admin language other than the first view's, and its catalog for the rooms; null for a
 * language the admin is not written in. A language added to ADMIN_LANGUAGES brings its catalog, found by its code.
 */
export async function adminWordsIn(language: Language): Promise<{ words: AdminWords; rooms: AdminCatalog } | null> {
  if (!ADMIN_LANGUAGES.includes(language) || language === SOURCE_LANGUAGE) return null;
  const catalog: { default: AdminCatalog } = await import(`../../locales/${language}/admin.json`);
  const { byCode = {}, byStatus = {} } = catalog.default.failures;
  return {
    words: {
      language,
      texts: catalog.default.main,
      failures: { language, byCode, byStatus },
      // A 24-hour clock, as the admin's Hindi has always read: Intl writes its am and pm in Latin letters.
      dates: { tag: languageFacts(language).tag, hourCycle: 'h23' },
    },
    rooms: catalog.default,
  };
}
