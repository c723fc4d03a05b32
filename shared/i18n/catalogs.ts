// The catalogs (locales/<code>/<surface>.json), read once as the server starts: for the server only, which renders
// pages in every language. The browser never imports this file; a page's own words reach it in its page data, and
// the admin's through web/admin's own imports of its catalog.
import { ADMIN_LANGUAGES, LANGUAGES, type Language, SOURCE_LANGUAGE } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { keepRoomWords } from './room-words';

/**
 * What a catalog is for: what a guest reads on the site, what is sent to a guest (messages, e-mails, cards), what the
 * admin's pages say and what the server says to a person of the admin. The admin's are in its languages only.
 */
export type Surface = 'guest' | 'messages' | 'admin' | 'admin-server';

const languagesOf = (surface: Surface): readonly Language[] =>
  surface.startsWith('admin') ? ADMIN_LANGUAGES : LANGUAGES;

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
    const who = surface.startsWith('admin') ? 'every admin language' : 'every language of the registry';
    throw new Error(`locales/${language}/${surface}.json could not be read: ${who} needs it`, { cause: error });
  }
}

async function readAll(surface: Surface): Promise<ReadonlyMap<Language, Catalog>> {
  const source = await read(SOURCE_LANGUAGE, surface);
  const entries = await Promise.all(
    languagesOf(surface).map(
      async (language) => [language, withFallback(await read(language, surface), source) as Catalog] as const,
    ),
  );
  return new Map(entries);
}

const CATALOGS = {
  guest: await readAll('guest'),
  messages: await readAll('messages'),
  admin: await readAll('admin'),
  'admin-server': await readAll('admin-server'),
};

// The admin's words that the server words too (a content's problems, the answer sheet's statuses) are looked up as
// the browser looks them up, once a language's catalog has arrived: here, as the server starts.
for (const [language, catalog] of CATALOGS.admin)
  if (language !== SOURCE_LANGUAGE) keepRoomWords(language, catalog as AdminCatalog);

/** A language's catalog for `surface`, complete (see withFallback). */
export const catalogIn = (surface: Surface, language: Language): Catalog =>
  CATALOGS[surface].get(language) ?? CATALOGS[surface].get(SOURCE_LANGUAGE) ?? {};
