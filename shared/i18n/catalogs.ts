// The catalogs (locales/<code>/<surface>.json), read once as the server starts: for the server only, which renders
// pages in every language. The browser never imports this file; a page's own words reach it in its page data, and
// the admin's through web/admin's own imports of its catalog.
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '../site/languages';

/** What a catalog is for: what a guest reads on the site, and what is sent to a guest (messages, e-mails, cards). */
export type Surface = 'guest' | 'messages';

type Catalog = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A catalog with what it lacks taken from the source language's, and without translators' notes (@ keys): a word
 * not yet translated shows in English rather than as nothing. The catalogs' test holds every catalog to every key.
 */
export function withFallback(own: unknown, source: unknown): unknown {
  if (source === undefined) return own;
  if (!isRecord(source)) return own ?? source;
  const given = isRecord(own) ? own : {};
  // A map the source leaves empty (failures: English pages show the server's sentence) is the language's own.
  const keys = new Set([...Object.keys(source), ...Object.keys(given)]);
  return Object.fromEntries(
    [...keys].filter((key) => !key.startsWith('@')).map((key) => [key, withFallback(given[key], source[key])]),
  );
}

async function read(language: Language, surface: Surface): Promise<Catalog> {
  try {
    const module: { default: Catalog } = await import(`../../locales/${language}/${surface}.json`, {
      with: { type: 'json' },
    });
    return module.default;
  } catch (error) {
    throw new Error(`locales/${language}/${surface}.json could not be read: every language of the registry needs it`, {
      cause: error,
    });
  }
}

async function readAll(surface: Surface): Promise<ReadonlyMap<Language, Catalog>> {
  const source = await read(SOURCE_LANGUAGE, surface);
  const entries = await Promise.all(
    LANGUAGES.map(
      async (language) => [language, withFallback(await read(language, surface), source) as Catalog] as const,
    ),
  );
  return new Map(entries);
}

const CATALOGS = { guest: await readAll('guest'), messages: await readAll('messages') };

/** A language's catalog for `surface`, complete (see withFallback). */
export const catalogIn = (surface: Surface, language: Language): Catalog =>
  CATALOGS[surface].get(language) ?? CATALOGS[surface].get(SOURCE_LANGUAGE) ?? {};
