// The words of "Start from a tradition", one file per language the admin is written in (words/<code>.json, the
// source language's the shape of all): each fetched on its own, only by a person who opens the Content room or the
// first-run checklist in it, so neither the room nor the admin's first view carries them.
import { useEffect, useState } from 'react';
import { fill } from '../../../../shared/i18n/fill';
import { type Language, SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import type source from './words/en.json';

export type TraditionWords = Omit<typeof source, '@'>;

const loaded = new Map<Language, Promise<TraditionWords>>();

const fetchWords = async (language: Language): Promise<Partial<TraditionWords>> => {
  try {
    return ((await import(`./words/${language}.json`)) as { default: Partial<TraditionWords> }).default;
  } catch {
    // A language the admin is written in whose words are not written yet: the source language's stand in.
    return {};
  }
};

/** A language's words, the source language's filling what it lacks. */
export function traditionWords(language: Language): Promise<TraditionWords> {
  const known = loaded.get(language);
  if (known) return known;
  const words = Promise.all([fetchWords(SOURCE_LANGUAGE), fetchWords(language)]).then(
    ([fallback, own]) => ({ ...fallback, ...own }) as TraditionWords,
  );
  loaded.set(language, words);
  return words;
}

/** The words in `language`, once they have come (null until then). */
export function useTraditionWords(language: Language): TraditionWords | null {
  const [words, setWords] = useState<TraditionWords | null>(null);
  useEffect(() => {
    let current = true;
    traditionWords(language).then(
      (arrived) => current && setWords(arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return words;
}

/** "{count} function" or "{count} functions", as the count asks. */
export const countOf = (forms: { readonly one: string; readonly other: string }, count: number): string =>
  fill(count === 1 ? forms.one : forms.other, { count });
