import type { Language } from '../site/languages';

/** A household's greetings as stored and logged: null, in entries the audit log kept from before, is none. */
export type Greetings = { readonly [L in Language]?: string | null };

/**
 * What guests read the household called in `language`: the greeting the couple gave in it, else the one in the site's
 * default language (`fallback`), else the first given (they are kept in the registry's order, the source language
 * first: textIn's order, without the registry itself, which the admin's rooms do not carry), else the name the couple
 * files it under.
 */
export function greetingIn(
  household: { readonly name: string; readonly greeting: Greetings },
  language: Language,
  fallback?: Language,
): string {
  const { greeting } = household;
  return (
    greeting[language] ||
    (fallback && greeting[fallback]) ||
    Object.values(greeting).find((given) => given) ||
    household.name
  );
}
