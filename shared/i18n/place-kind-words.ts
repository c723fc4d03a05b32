// The words that say what kind of place a station or an airport is, in each language families write them in: a
// travel board tells "Jaipur Junction" from "Jaipur Airport" by them, and the Hindi "Jaipur Junction" is the English
// one. Words that name a place itself stay out ("Delhi Cantt", "Anand Vihar Terminal", "T1" are other places than
// "Delhi Junction", "Anand Vihar" and "T3"). locales/<code>/admin-server.json, placeKinds: words separated by spaces.
import { ADMIN_LANGUAGES, type Language } from '../site/languages';
import { adminServerWords } from './admin-server';

export type PlaceKind = 'rail' | 'air' | 'road';

const kindsIn = (language: Language): Readonly<Record<PlaceKind, readonly string[]>> => {
  const words = adminServerWords('placeKinds', language);
  const listed = (kind: PlaceKind) => words[kind].split(/\s+/u).filter((word) => word !== '');
  return { rail: listed('rail'), air: listed('air'), road: listed('road') };
};

/** By language, for the languages whose admin catalogs write them; a place written in another is told by its name. */
export const PLACE_KIND_WORDS: { readonly [L in Language]?: Readonly<Record<PlaceKind, readonly string[]>> } =
  Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, kindsIn(language)]));
