import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { Texts } from '../../shared/i18n/guest-texts';
import type { PageTexts } from '../../shared/page-data';

export { fill } from '../../shared/i18n/fill';
export type { PageTexts };

/** A household's journey's words (its page's travel section): sent only to a household asked about its journey. */
export type TravelWords = Texts['travel'];

/**
 * The words of the page being shown, in its language. They come in the page's data (PageData.texts), not in the
 * script: a page in one language never downloads another's.
 */
export const TextsContext = createContext<PageTexts | null>(null);

export function useTexts(): PageTexts {
  const texts = useContext(TextsContext);
  // Short: the guest page's script carries it. App and PersonalApp give the provider, from the page data.
  if (!texts) throw new Error('useTexts: no TextsContext');
  return texts;
}

/**
 * A sentence of the page's words with its {placeholders} filled, each value in a <bdi>: a name, a UPI id, a number
 * or a date in another script or direction keeps its own order in the sentence, and the sentence its own around it
 * (an Urdu page reads its greeting right to left, and "Sharma family" in it left to right). fill() is for
 * attributes, where no element can go. Here rather than in a file of its own: every page that has words has this
 * file already, and a file of its own would be a chunk of its own in the page's first view.
 */
export function Filled({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
  // split() with a group gives the text between placeholders at even places and the placeholders' names at odd ones.
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 ? createElement('bdi', { key: index }, values[part]) : part));
}

/**
 * A text of the couple's (site.json) as the page shows it: one written in another language than the page's (its
 * fallback) in an element marked with that language's direction and tag (PageTexts.elsewhere), so that a time written
 * only in English ("3:00 PM - 1:00") reads in its own order on an Urdu page, and a screen reader reads it as English.
 * A function rather than a component, and here rather than in a file of its own, for the page's first view's bytes.
 */
export function inItsLanguage(texts: PageTexts, text: string): ReactNode {
  const [dir, lang] = (texts.elsewhere?.[text] ?? '').split(' ');
  return dir ? createElement('span', { dir, lang }, text) : text;
}
