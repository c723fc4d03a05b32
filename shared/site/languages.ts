// The languages a guest can read the site in, and site.json's texts written in more than one of them.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * A text of site.json given per language: { "en": "Mehendi", "hi": "मेहंदी" }. One language may be missing.
 */
export type LocalText = { readonly [L in Language]?: string };

/** site.json as written, with its texts resolved to one language: what the pages and the rest of the server read. */
export type InLanguage<T> = T extends string | LocalText
  ? [Extract<T, LocalText>] extends [never]
    ? T
    : string
  : T extends ReadonlyArray<infer Item>
    ? InLanguage<Item>[]
    : T extends object
      ? { [K in keyof T]: InLanguage<T[K]> }
      : T;

/** Whether a value of site.json is a text given per language (rather than, say, the couple's names object). */
export function isLocalText(value: unknown): value is LocalText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => isLanguage(key) && typeof (value as Record<string, unknown>)[key] === 'string')
  );
}

/** The text in `language`; when it was not given in it, in the other one (the first given, in LANGUAGES' order). */
export function textIn(text: string | LocalText, language: Language): string {
  if (typeof text === 'string') return text;
  return text[language] ?? LANGUAGES.map((other) => text[other]).find((given) => given !== undefined) ?? '';
}

/** Every text of site.json in one language. */
export function inLanguage<T>(value: T, language: Language): InLanguage<T> {
  return resolve(value, language) as InLanguage<T>;
}

function resolve(value: unknown, language: Language): unknown {
  if (typeof value === 'string') return value;
  if (isLocalText(value)) return textIn(value, language);
  if (Array.isArray(value)) return value.map((item) => resolve(item, language));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, language)]));
  return value;
}

/**
 * Where site.json gives a text per language but leaves out one the site is shown in: "days[0].events[1].title (hi)".
 */
export function missingTranslations(value: unknown, languages: readonly Language[], at = ''): string[] {
  if (isLocalText(value))
    return languages.filter((language) => value[language] === undefined).map((language) => `${at} (${language})`);
  if (Array.isArray(value))
    return value.flatMap((item, index) => missingTranslations(item, languages, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      missingTranslations(item, languages, at ? `${at}.${key}` : key),
    );
  }
  return [];
}
