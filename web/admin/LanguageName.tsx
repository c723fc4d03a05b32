import { type Language, languageFacts, SOURCE_LANGUAGE } from '../../shared/site/languages';

const namers = new Map<Language, Intl.DisplayNames>();

/** The language's name for a reader of the admin in `reader`: the registry's English name, or the browser's. */
export function nameFor(language: Language, reader: Language): string {
  const facts = languageFacts(language);
  // The registry's English names are the ones the site uses everywhere (the import's Language column among them).
  if (reader === SOURCE_LANGUAGE) return facts.englishName;
  let namer = namers.get(reader);
  if (!namer) {
    namer = new Intl.DisplayNames([languageFacts(reader).tag], { type: 'language', fallback: 'none' });
    namers.set(reader, namer);
  }
  return namer.of(facts.code) ?? facts.englishName;
}

/**
 * A language as the admin names it: in itself, which is what its readers look for, and in the reader's own language
 * when that is another name: Tamil, in Tamil letters, then "(Tamil)" to a reader of English and its Hindi name to
 * a reader of Hindi; English is "English" alone to a reader of English.
 */
export function languageNames(language: Language, reader: Language): { own: string; forReader: string | null } {
  const own = languageFacts(language).name;
  const forReader = nameFor(language, reader);
  return { own, forReader: forReader === own ? null : forReader };
}

/** The same as one line, for a choice of a select (which takes no markup). */
export function languageLabel(language: Language, reader: Language): string {
  const { own, forReader } = languageNames(language, reader);
  return forReader ? `${own} (${forReader})` : own;
}

/** Languages as a select's choices: each named as `nameOf` says, and marked as its own language's. */
export function languageChoices(languages: readonly Language[], nameOf: (language: Language) => string) {
  return languages.map((code) => ({ value: code, label: nameOf(code), lang: languageFacts(code).tag }));
}

/** The same as markup: the name in itself marked as its language's, the reader's name in theirs. */
export function LanguageName({ language, reader }: { language: Language; reader: Language }) {
  const { own, forReader } = languageNames(language, reader);
  const { tag, dir } = languageFacts(language);
  return (
    <>
      <span lang={tag} dir={dir}>
        {own}
      </span>
      {forReader ? ` (${forReader})` : null}
    </>
  );
}
