import { createContext } from 'react';

/**
 * Markup the server renders once and the browser keeps as it is: parts of the page that never change after the
 * first paint, so that their code need not travel with the app. Given at prerender time only; in the browser the
 * context is empty, and the element holding such markup hydrates around it without touching it.
 */
export const ServerMarkup = createContext<{
  readonly drawnPortrait?: string;
  /** The header's language switch (web/invitation/LanguageSwitch.tsx), when the site is in more than one. */
  readonly languageSwitch?: string;
}>({});
