// The languages the draft offers guests: the content editor shows an input for each, and previews the page in each.
import { createContext, useContext } from 'react';
import {
  DEFAULT_SITE_LANGUAGES,
  type Language,
  type LocalText,
  SOURCE_LANGUAGE,
  textIn,
} from '../../../shared/site/languages';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';

export interface WeddingLanguages {
  /** site.json's `languages`, in its order; the first version's when it names none. */
  readonly languages: readonly Language[];
  /** The language of a guest nothing else chooses for. */
  readonly defaultLanguage: Language;
}

/** The language a site.json that names no default opens in, as the server reads it (src/site/localised-site.ts). */
export const impliedDefault = (languages: readonly Language[]): Language =>
  languages.includes(SOURCE_LANGUAGE) ? SOURCE_LANGUAGE : (languages[0] ?? SOURCE_LANGUAGE);

export function weddingLanguages(site: Pick<SiteFile, 'languages' | 'defaultLanguage'>): WeddingLanguages {
  const languages = site.languages ?? DEFAULT_SITE_LANGUAGES;
  const chosen = site.defaultLanguage;
  return {
    languages,
    defaultLanguage: chosen && languages.includes(chosen) ? chosen : impliedDefault(languages),
  };
}

export const WeddingLanguagesContext = createContext<WeddingLanguages>(weddingLanguages({}));

export const useWeddingLanguages = (): WeddingLanguages => useContext(WeddingLanguagesContext);

/**
 * How the editor names a function, a venue or a meal in a legend, a choice or a question: in the admin's language
 * where the couple wrote it in that, else in the wedding's default language, else in any (textIn).
 */
export function useShownText(): (text: string | LocalText | undefined) => string {
  const { language } = useAdminLanguage();
  const { defaultLanguage } = useWeddingLanguages();
  return (text) => (text === undefined ? '' : textIn(text, language, defaultLanguage));
}
