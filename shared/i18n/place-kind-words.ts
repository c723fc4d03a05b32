// The words that say what kind of place a station or an airport is, in each language families write them in: a
// travel board tells "Jaipur Junction" from "Jaipur Airport" by them, and "जयपुर जंक्शन" is "Jaipur Junction".
import type { Language } from '../site/languages';

export type PlaceKind = 'rail' | 'air' | 'road';

export const PLACE_KIND_WORDS: Readonly<Record<Language, Readonly<Record<PlaceKind, readonly string[]>>>> = {
  en: {
    rail: ['junction', 'jn', 'station', 'stn', 'railway', 'rly', 'cantt', 'cantonment', 'terminus', 'railway station'],
    air: ['airport', 'international', 'intl', 'terminal', 'domestic'],
    road: ['bus', 'stand', 'depot', 'isbt'],
  },
  hi: {
    rail: ['जंक्शन', 'स्टेशन', 'रेलवे', 'कैंट', 'छावनी'],
    air: ['एयरपोर्ट', 'हवाई', 'हवाईअड्डा', 'विमानतल', 'अंतरराष्ट्रीय', 'टर्मिनल'],
    road: ['बस', 'स्टैंड', 'डिपो'],
  },
};
