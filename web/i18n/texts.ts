import { createContext, useContext } from 'react';
import type { Texts } from '../../shared/i18n/guest-texts';

export { fill } from '../../shared/i18n/fill';
export type { Texts };

/**
 * The words of the page being shown, in its language. They come in the page's data (PageData.texts), not in the
 * script: an English page never downloads the Hindi texts, nor a Hindi page the English ones.
 */
export const TextsContext = createContext<Texts | null>(null);

export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts)
    throw new Error('useTexts: no TextsContext.Provider above (App and PersonalApp give one from the page data)');
  return texts;
}
