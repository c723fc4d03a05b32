import { createContext, useContext } from 'react';
import type { MessageSite, MessageWords } from '../../../shared/reach/messages';
import type { Language } from '../../../shared/site/languages';
import type { TimeGrammar } from '../../../shared/site/time-words';

/** The content, the words for messages and the grammar of times in each of the wedding's languages (page data). */
export const MessageSitesContext = createContext<Readonly<Partial<Record<Language, MessageSite>>> | null>(null);

/**
 * The household's language, the content in it and its words; where the site is not shown in it, those of the language
 * the page gives first (its sites are in site.json's order) rather than the registry, which this chunk does not carry.
 */
export function useMessageSite(householdLanguage: string): {
  site: MessageSite;
  words: MessageWords;
  language: Language;
} {
  const sites = useContext(MessageSitesContext) ?? {};
  const given = Object.keys(sites) as Language[];
  const language = given.find((code) => code === householdLanguage) ?? given[0];
  const site = language === undefined ? undefined : sites[language];
  // The admin page's data carries every language of the wedding, and a wedding has one at least.
  if (language === undefined || site === undefined) throw new Error('The admin page carries no words for messages.');
  return { site, words: site.words, language };
}

/** Each of the wedding's languages and its grammar of times. */
export function useTimeGrammars(): Readonly<Partial<Record<Language, TimeGrammar>>> {
  const sites = useContext(MessageSitesContext) ?? {};
  return Object.fromEntries(Object.entries(sites).map(([language, site]) => [language, site.time]));
}
