// A guest list's Events cell, read as families write it: a function by its id, by its title in any of the site's
// languages, by the spellings a name takes in the Latin script ("Mehndi", "Mehandi" for Mehendi) or in an Indic one
// (मेहंदी, मेहन्दी), and by a word near one function's name, which the preview states so the
// couple can check it.

import { weddingEvents } from '../../shared/site/events';
import { LANGUAGES, type Language } from '../../shared/site/languages';
import type { Site } from '../../shared/site/schema';
import { slugOf } from '../../shared/text/slug';
import { soundKey } from '../../shared/text/sound-key';

export interface FunctionNames {
  readonly id: string;
  readonly private: boolean;
  /** Its title as guests read it in each language. */
  readonly titles: Readonly<Record<Language, string>>;
}

/** A word of the cell read as a function though it is not one of its names: shown in the preview to be checked. */
export interface ReadAs {
  readonly word: string;
  readonly id: string;
}

export interface ReadCell {
  readonly ids: string[];
  readonly readAs: ReadAs[];
  readonly unknown: string[];
}

// Every public function: what families write for "all of them".
const EVERY_PUBLIC_EVENT = new Set(['all', '*', 'everything', 'all events', 'all functions', 'सभी', 'सब']);

// Words that name the kind of thing rather than which one: "Mehendi Ceremony" is read from "Mehendi" alone.
const KIND_WORDS = new Set([
  'ceremony',
  'function',
  'party',
  'night',
  'the',
  'and',
  'ki',
  'ka',
  'ke',
  'rasam',
  'rasm',
  'raat',
  'समारोह',
  'कार्यक्रम',
  'रस्म',
  'की',
  'का',
  'के',
  'रात',
]);

/** The wedding's functions with their titles in every language, from the content as each language reads it. */
export function functionsOf(siteIn: (language: Language) => Site): FunctionNames[] {
  const inEach = LANGUAGES.map((language) => [language, weddingEvents(siteIn(language))] as const);
  const [, first = []] = inEach[0] ?? [];
  return first.map((event, index) => ({
    id: event.id,
    private: event.private,
    titles: Object.fromEntries(
      inEach.map(([language, events]) => [language, events[index]?.title ?? event.title]),
    ) as Record<Language, string>,
  }));
}

// A slug is of the Latin letters only: a title in another script has none, and would be every function's "event".
const slugKey = (text: string) => (/[a-z0-9]/i.test(text) ? slugOf(text) : undefined);

const plain = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

const wordsOf = (text: string) =>
  plain(text)
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word !== '' && !KIND_WORDS.has(word));

/** The words that say which function it is: "Mehendi Ceremony" → "mehendi". */
const coreOf = (text: string) => wordsOf(text).join(' ');

/** What a function's name sounds like, without the words of its kind, in any script (shared/text/sound-key.ts). */
export const soundOf = (text: string): string => soundKey(wordsOf(text).join(''));

/** Letters changed, added or taken away to make one word the other. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

export function createFunctionReader(functions: readonly FunctionNames[]) {
  const exact = new Map<string, string>();
  const bySound = new Map<string, Set<string>>();
  const heard = (sound: string, id: string) => {
    if (sound.length < 2) return;
    bySound.set(sound, new Set([...(bySound.get(sound) ?? []), id]));
  };
  for (const fn of functions) {
    exact.set(plain(fn.id), fn.id);
    for (const title of Object.values(fn.titles)) {
      exact.set(plain(title), fn.id);
      const slug = slugKey(title);
      if (slug) exact.set(slug, fn.id);
      // A private function is read by its exact title or id only: never guessed into a household's invitation.
      if (fn.private) continue;
      // "Haldi" for "Haldi Ceremony": the title without the words of its kind is the title still.
      if (coreOf(title) && !exact.has(coreOf(title))) exact.set(coreOf(title), fn.id);
      heard(soundOf(title), fn.id);
      // "Jaimaal & Wedding Ceremony" is also written "Jaimaal", or "Wedding".
      for (const part of title.split(/\s*(?:&|\+|\band\b|और)\s*/)) heard(soundOf(part), fn.id);
    }
  }
  const soundsLike = (word: string) => {
    // Two letters of sound are too few to go by for a short word: "Wed" is not "Vidaai".
    if (soundOf(word).length < 3 && coreOf(word).replace(/\s/g, '').length < 4) return undefined;
    const ids = bySound.get(soundOf(word));
    return ids?.size === 1 ? [...ids][0] : undefined;
  };
  // A name as written, and without the words of its kind: "mehendi ceremony", "mehendi".
  const written = functions
    .filter((fn) => !fn.private)
    .flatMap((fn) =>
      Object.values(fn.titles).flatMap((title) => [plain(title), coreOf(title)].map((text) => [text, fn.id] as const)),
    );
  const nearest = (word: string) => {
    const sound = soundOf(word);
    const bySoundNear =
      sound.length < 3
        ? []
        : [...bySound].filter(([known]) => distance(sound, known) <= Math.floor(known.length / 4) + 1);
    const asWritten = [plain(word), coreOf(word)];
    const byWritingNear = written.filter(
      ([known]) =>
        known.length > 3 && asWritten.some((text) => distance(text, known) <= Math.floor(known.length / 5) + 1),
    );
    const ids = new Set([...bySoundNear.flatMap(([, each]) => [...each]), ...byWritingNear.map(([, id]) => id)]);
    return ids.size === 1 ? [...ids][0] : undefined;
  };

  return (cell: string): ReadCell => {
    const words = cell
      .split(/[,;|/\n]+/)
      .map((word) => word.trim())
      .filter(Boolean);
    const ids: string[] = [];
    const readAs: ReadAs[] = [];
    const unknown: string[] = [];
    for (const word of words) {
      if (EVERY_PUBLIC_EVENT.has(plain(word))) {
        ids.push(...functions.filter((fn) => !fn.private).map((fn) => fn.id));
        continue;
      }
      const known = exact.get(plain(word)) ?? exact.get(slugKey(word) ?? '');
      if (known) {
        ids.push(known);
        continue;
      }
      // Read by its sound or by a word near it: shown in the preview, to be checked before the import.
      const near = soundsLike(word) ?? nearest(word);
      if (near) {
        ids.push(near);
        readAs.push({ word, id: near });
      } else unknown.push(word);
    }
    return { ids: [...new Set(ids)], readAs, unknown };
  };
}

/**
 * What a sheet writes for each function: its title in the reader's language, which the import reads back; its id
 * where the title holds a character the Events cell is split on, or is another function's title too.
 */
export function sheetTitles(functions: readonly FunctionNames[], language: Language): Map<string, string> {
  const titles = functions.map((fn) => fn.titles[language]);
  return new Map(
    functions.map((fn, index) => {
      const title = titles[index] ?? fn.id;
      const safe = !/[,;|/\n]/.test(title) && titles.indexOf(title) === index && titles.lastIndexOf(title) === index;
      return [fn.id, safe ? title : fn.id];
    }),
  );
}
