import { type Language, languageFacts, SOURCE_LANGUAGE } from '../site/languages';

const namers = new Map<Language, Intl.DisplayNames>();

/**
 * A language as the admin's words name it to a reader of the admin in `reader`: by the registry's English name to a
 * reader of the source language (the name the import's Language column and the export use too), else by the name the
 * reader's own language gives it (ICU's: तमिल to a reader of Hindi), else by the English one.
 */
export function languageNameFor(language: Language, reader: Language): string {
  const { englishName } = languageFacts(language);
  if (reader === SOURCE_LANGUAGE) return englishName;
  let namer = namers.get(reader);
  if (!namer) {
    namer = new Intl.DisplayNames([languageFacts(reader).tag], { type: 'language', fallback: 'none' });
    namers.set(reader, namer);
  }
  return namer.of(language) ?? englishName;
}
