import { createContext, useContext } from 'react';
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
  if (!texts)
    throw new Error('useTexts: no TextsContext.Provider above (App and PersonalApp give one from the page data)');
  return texts;
}
