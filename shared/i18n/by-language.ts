// Every language's texts at once: for the server, which renders pages in each. The browser never imports this file
// (an English page would then carry the Hindi texts); a page's own texts reach it in its page data.
import type { Language } from '../site/languages';
import { en, type Texts } from './en';
import { hi } from './hi';

const TEXTS: Readonly<Record<Language, Texts>> = { en, hi };

export const textsIn = (language: Language): Texts => TEXTS[language];

/** A page's texts: its language's, with the digits site.json asks for (Devanagari ones on Hindi pages only). */
export const pageTexts = (language: Language, digits: Texts['digits'] | undefined): Texts =>
  language === 'hi' && digits === 'devanagari' ? { ...TEXTS.hi, digits } : TEXTS[language];
