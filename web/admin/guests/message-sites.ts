import { createContext, useContext } from 'react';
import type { MessageSite } from '../../../shared/reach/messages';
import type { Language } from '../../../shared/site/languages';

/** The content messages are made from, in each language (from the admin page's data): a household gets its own. */
export const MessageSitesContext = createContext<Readonly<Partial<Record<Language, MessageSite>>> | null>(null);

/**
 * The household's language and the content in it; where the site is not shown in it, the content of the language
 * the page gives first (its sites are in site.json's order) rather than the registry, which this chunk does not carry.
 */
export function useMessageSite(
  fallback: MessageSite,
  householdLanguage: string,
): { site: MessageSite; language: Language } {
  const sites = useContext(MessageSitesContext);
  const given = Object.keys(sites ?? {}) as Language[];
  const language = given.find((code) => code === householdLanguage) ?? given[0];
  return language === undefined
    ? { site: fallback, language: householdLanguage as Language }
    : { site: sites?.[language] ?? fallback, language };
}
