// The words that say what kind of place a station or an airport is, in each language families write them in: a
// travel board tells "Jaipur Junction" from "Jaipur Airport" by them, and "जयपुर जंक्शन" is "Jaipur Junction". Words
// that name a place itself stay out of these ("Delhi Cantt", "Anand Vihar Terminal", "T1" are other places than
// "Delhi Junction", "Anand Vihar" and "T3").
import type { Language } from '../site/languages';

export type PlaceKind = 'rail' | 'air' | 'road';

/** By language, for the languages someone has written them for; a place written in another is told by its name. */
export const PLACE_KIND_WORDS: { readonly [L in Language]?: Readonly<Record<PlaceKind, readonly string[]>> } = {
  en: {
    rail: ['junction', 'jn', 'station', 'stn', 'railway', 'rly'],
    air: ['airport', 'international', 'intl', 'domestic'],
    road: ['bus', 'stand', 'depot', 'isbt'],
  },
  hi: {
    rail: ['जंक्शन', 'स्टेशन', 'रेलवे'],
    air: ['एयरपोर्ट', 'हवाई', 'हवाईअड्डा', 'विमानतल', 'अंतरराष्ट्रीय'],
    road: ['बस', 'स्टैंड', 'डिपो'],
  },
};
