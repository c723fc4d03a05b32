import { createContext, useContext } from 'react';
import type { MessageSite } from '../../../shared/reach/messages';
import { isLanguage, type Language } from '../../../shared/site/languages';

/** The content messages are made from, in each language (from the admin page's data): a household gets its own. */
export const MessageSitesContext = createContext<Readonly<Record<Language, MessageSite>> | null>(null);

/** The household's language and the content in it; English content where the page has no other. */
export function useMessageSite(
  fallback: MessageSite,
  householdLanguage: string,
): { site: MessageSite; language: Language } {
  const sites = useContext(MessageSitesContext);
  const language = isLanguage(householdLanguage) ? householdLanguage : 'en';
  return { site: sites?.[language] ?? fallback, language };
}
