import type { Language } from '../site/languages';

/**
 * What guests read the household called in `language`: the greeting the couple gave in it, else the one in the other
 * language, else the name the couple files it under.
 */
export function greetingIn(
  household: { readonly name: string; readonly greeting: { readonly en: string | null; readonly hi: string | null } },
  language: Language,
): string {
  const other = language === 'en' ? 'hi' : 'en';
  return household.greeting[language] ?? household.greeting[other] ?? household.name;
}
