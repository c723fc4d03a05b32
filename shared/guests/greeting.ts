import { type Language, type LocalText, textIn } from '../site/languages';

/** A household's greetings as stored and logged: null, in entries the audit log kept from before, is none. */
export type Greetings = { readonly [L in Language]?: string | null };

/** The greetings given, without the languages that have none: a text per language (LocalText). */
export const givenGreetings = (greetings: Greetings): LocalText =>
  Object.fromEntries(Object.entries(greetings).filter((entry): entry is [string, string] => Boolean(entry[1])));

/**
 * What guests read the household called in `language`: the greeting the couple gave in it, else the one in the site's
 * default language (`fallback`), the source language or any other given, else the name the couple files it under.
 */
export function greetingIn(
  household: { readonly name: string; readonly greeting: Greetings },
  language: Language,
  fallback?: Language,
): string {
  return textIn(givenGreetings(household.greeting), language, fallback) || household.name;
}
