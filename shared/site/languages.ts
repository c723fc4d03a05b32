// The registry of the languages a guest can read the site in: the one place that names them. Types, schemas, the
// database's checks, the language names, the fonts and the catalogs' list (locales/<code>/) all come from it, so a
// new language is an entry here, its catalogs and, for a new script, its font (docs/languages.md: adding a language).
// Below it, site.json's texts written in more than one of them.
/** A writing system (ISO 15924) and the face the pages draw it with: an @fontsource package, cut to its subset. */
export interface ScriptFacts {
  /** The face's family name, as its package's CSS declares it. */
  readonly family: string;
  /** The @fontsource package's name (devDependencies) and the subset of it that holds this script's letters. */
  readonly fontPackage: string;
  readonly fontSubset: string;
  /**
   * Only for a subset too heavy for a first view: the letters its languages are written with. The build cuts the face
   * down to them (its shaping kept), and a page downloads it for those letters only.
   */
  readonly fontLetters?: string;
  /**
   * How many times taller than Latin's its lines must be for its letters not to touch (Nastaliq's words climb and
   * fall): the text's, the headings' and the couple's names' alike.
   */
  readonly lineScale?: number;
}

export interface LanguageFacts {
  /** ISO 639-1: what site.json, the database, `?lang=` and the catalogs' folder (locales/<code>/) use. */
  readonly code: string;
  /** The language's name in itself: what its readers look for in the language switch. */
  readonly name: string;
  /** Its name in English: for the import's Language column and for people who read neither. */
  readonly englishName: string;
  /** The BCP 47 tag for `lang` attributes, Intl and calendars. */
  readonly tag: string;
  readonly script: keyof typeof SCRIPTS;
  readonly dir: 'ltr' | 'rtl';
  /** The language's own digits, 0 to 9, for a wedding that asks for them (site.json "digits": "native"). */
  readonly digits?: string;
  /** Whether the admin is written in it too (locales/<code>/admin.json). */
  readonly admin?: boolean;
}

export const SCRIPTS = {
  Latn: { family: 'Playfair Display', fontPackage: 'playfair-display', fontSubset: 'latin' },
  Deva: { family: 'Noto Sans Devanagari', fontPackage: 'noto-sans-devanagari', fontSubset: 'devanagari' },
  Beng: { family: 'Noto Sans Bengali', fontPackage: 'noto-sans-bengali', fontSubset: 'bengali' },
  Telu: { family: 'Noto Sans Telugu', fontPackage: 'noto-sans-telugu', fontSubset: 'telugu' },
  Taml: { family: 'Noto Sans Tamil', fontPackage: 'noto-sans-tamil', fontSubset: 'tamil' },
  Gujr: { family: 'Noto Sans Gujarati', fontPackage: 'noto-sans-gujarati', fontSubset: 'gujarati' },
  Knda: { family: 'Noto Sans Kannada', fontPackage: 'noto-sans-kannada', fontSubset: 'kannada' },
  Mlym: { family: 'Noto Sans Malayalam', fontPackage: 'noto-sans-malayalam', fontSubset: 'malayalam' },
  Guru: { family: 'Noto Sans Gurmukhi', fontPackage: 'noto-sans-gurmukhi', fontSubset: 'gurmukhi' },
  Orya: { family: 'Noto Sans Oriya', fontPackage: 'noto-sans-oriya', fontSubset: 'oriya' },
  // Nastaliq, as Urdu is written in India and read in its papers. Its whole arabic subset (Arabic, Persian, Sindhi…)
  // weighs 159 KB; cut to Urdu's letters, 106 KB, it fits an Urdu first view (test/budget). Left out for that:
  // the letters only Arabic writes (ة ك ي ه أ إ) and the vowel marks but the izafat's zer, which a page draws in the
  // phone's own Arabic face. Urdu's digits are cut into a face of their own (build.mjs), for a wedding that asks.
  Arab: {
    family: 'Noto Nastaliq Urdu',
    fontPackage: 'noto-nastaliq-urdu',
    fontSubset: 'arabic',
    fontLetters:
      'ءآؤئابتثجحخدذرزسشصضطظعغفقلمنوٹپچڈڑژکگںھہۂۃیےۓ' +
      // The zer, Urdu's punctuation, and the joiners that keep letters apart or together.
      '\u0650،؍؛؟۔٪\u200c\u200d\u200e',
    lineScale: 1.4,
  },
} as const satisfies Readonly<Record<string, ScriptFacts>>;

export const LANGUAGE_REGISTRY = [
  { code: 'en', name: 'English', englishName: 'English', tag: 'en-IN', script: 'Latn', dir: 'ltr', admin: true },
  {
    code: 'hi',
    name: 'हिन्दी',
    englishName: 'Hindi',
    tag: 'hi-IN',
    script: 'Deva',
    dir: 'ltr',
    digits: '०१२३४५६७८९',
    admin: true,
  },
  { code: 'bn', name: 'বাংলা', englishName: 'Bengali', tag: 'bn-IN', script: 'Beng', dir: 'ltr', digits: '০১২৩৪৫৬৭৮৯' },
  { code: 'mr', name: 'मराठी', englishName: 'Marathi', tag: 'mr-IN', script: 'Deva', dir: 'ltr', digits: '०१२३४५६७८९' },
  { code: 'te', name: 'తెలుగు', englishName: 'Telugu', tag: 'te-IN', script: 'Telu', dir: 'ltr', digits: '౦౧౨౩౪౫౬౭౮౯' },
  { code: 'ta', name: 'தமிழ்', englishName: 'Tamil', tag: 'ta-IN', script: 'Taml', dir: 'ltr', digits: '௦௧௨௩௪௫௬௭௮௯' },
  {
    code: 'gu',
    name: 'ગુજરાતી',
    englishName: 'Gujarati',
    tag: 'gu-IN',
    script: 'Gujr',
    dir: 'ltr',
    digits: '૦૧૨૩૪૫૬૭૮૯',
  },
  { code: 'ur', name: 'اردو', englishName: 'Urdu', tag: 'ur-IN', script: 'Arab', dir: 'rtl', digits: '۰۱۲۳۴۵۶۷۸۹' },
  { code: 'kn', name: 'ಕನ್ನಡ', englishName: 'Kannada', tag: 'kn-IN', script: 'Knda', dir: 'ltr', digits: '೦೧೨೩೪೫೬೭೮೯' },
  {
    code: 'ml',
    name: 'മലയാളം',
    englishName: 'Malayalam',
    tag: 'ml-IN',
    script: 'Mlym',
    dir: 'ltr',
    digits: '൦൧൨൩൪൫൬൭൮൯',
  },
  { code: 'pa', name: 'ਪੰਜਾਬੀ', englishName: 'Punjabi', tag: 'pa-IN', script: 'Guru', dir: 'ltr', digits: '੦੧੨੩੪੫੬੭੮੯' },
  { code: 'or', name: 'ଓଡ଼ିଆ', englishName: 'Odia', tag: 'or-IN', script: 'Orya', dir: 'ltr', digits: '୦୧୨୩୪୫୬୭୮୯' },
] as const satisfies readonly LanguageFacts[];

export type Language = (typeof LANGUAGE_REGISTRY)[number]['code'];
export const LANGUAGES: readonly Language[] = LANGUAGE_REGISTRY.map((entry) => entry.code);

/** The languages of a site.json that names none: those of the first version. */
export const DEFAULT_SITE_LANGUAGES: readonly Language[] = ['en', 'hi'];

/** The language the spec's texts are written in: every catalog is checked against it, and falls back to it. */
export const SOURCE_LANGUAGE: Language = LANGUAGES[0] ?? 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const FACTS: ReadonlyMap<string, LanguageFacts> = new Map(LANGUAGE_REGISTRY.map((entry) => [entry.code, entry]));

/** A language's entry in the registry. */
export const languageFacts = (language: Language): LanguageFacts => FACTS.get(language) ?? LANGUAGE_REGISTRY[0];

/** The languages the admin is written in. */
export const ADMIN_LANGUAGES: readonly Language[] = LANGUAGE_REGISTRY.filter((entry: LanguageFacts) => entry.admin).map(
  (entry) => entry.code as Language,
);

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

/**
 * The text in `language`; when it was not given in it, in `fallback` (the site's default language), then in the
 * source language, then in the first language given (in the registry's order).
 */
export function textIn(text: string | LocalText, language: Language, fallback: Language = SOURCE_LANGUAGE): string {
  if (typeof text === 'string') return text;
  return (
    text[language] ??
    text[fallback] ??
    text[SOURCE_LANGUAGE] ??
    LANGUAGES.map((other) => text[other]).find((given) => given !== undefined) ??
    ''
  );
}

/**
 * The texts of site.json a page in `language` shows in another one (textIn's fallbacks), each with the direction and
 * tag of the language it is in ("ltr en-IN"): the page marks its element with them, so that a time written only in
 * English ("3:00 PM - 1:00") reads in its own order on an Urdu page, and a reader's voice reads it as English.
 */
export function textsFromElsewhere(
  value: unknown,
  language: Language,
  fallback: Language = SOURCE_LANGUAGE,
): Record<string, string> {
  if (isLocalText(value)) {
    if (value[language] !== undefined) return {};
    const from = [fallback, SOURCE_LANGUAGE, ...LANGUAGES].find((other) => value[other] !== undefined);
    if (from === undefined) return {};
    const { dir, tag } = languageFacts(from);
    return { [textIn(value, language, fallback)]: `${dir} ${tag}` };
  }
  if (typeof value !== 'object' || value === null) return {};
  return Object.assign({}, ...Object.values(value).map((item) => textsFromElsewhere(item, language, fallback)));
}

/** Every text of site.json in one language (`fallback` where one is missing: see textIn). */
export function inLanguage<T>(value: T, language: Language, fallback: Language = SOURCE_LANGUAGE): InLanguage<T> {
  return resolve(value, language, fallback) as InLanguage<T>;
}

function resolve(value: unknown, language: Language, fallback: Language): unknown {
  if (typeof value === 'string') return value;
  if (isLocalText(value)) return textIn(value, language, fallback);
  if (Array.isArray(value)) return value.map((item) => resolve(item, language, fallback));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, language, fallback)]));
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
