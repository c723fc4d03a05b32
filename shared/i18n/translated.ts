import type { Language } from '../site/languages';

/** Words translated into some languages, by code: the admin's are in its languages (ADMIN_LANGUAGES) only. */
export type Translations<W> = { readonly [L in Language]?: W };

/**
 * Words written in the source language and translated into some others, as a lookup by language: a reader's own,
 * else the source language's. A reader of a language nobody translated them into reads them as written. The
 * translations never hold the source language, so this needs no registry (whose bytes a room's chunk would carry).
 */
export const translated =
  <W>(source: W, translations: Translations<W>) =>
  (language: Language): W =>
    translations[language] ?? source;
