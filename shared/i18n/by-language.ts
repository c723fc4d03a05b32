// Every language's guest texts at once: for the server, which renders pages in each. The browser never imports this
// file (an English page would then carry every other language's texts); a page's own texts reach it in its page data.
import { type Language, languageFacts } from '../site/languages';
import { catalogIn } from './catalogs';
import type { Texts } from './guest-texts';

export const textsIn = (language: Language): Texts => catalogIn('guest', language) as Texts;

/** How site.json asks for a page's digits: the language's own ("native"; "devanagari" is its older name) or Latin. */
export type DigitsChoice = 'latin' | 'native' | 'devanagari';

/** A page's texts: its language's, with its own digits when site.json asks for them and the language has them. */
export function pageTexts(language: Language, digits: DigitsChoice | undefined): Texts {
  const own = languageFacts(language).digits;
  return digits !== undefined && digits !== 'latin' && own !== undefined
    ? { ...textsIn(language), digits: own }
    : textsIn(language);
}
