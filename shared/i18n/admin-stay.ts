import { stay as EN } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { roomWordsIn } from './room-words';

// The words of the Stay room (where guests sleep, who arrives when, who meets them): locales/<code>/admin.json, stay.

export type StayWords = AdminCatalog['stay'];

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const stayWords = (language: Language): StayWords => roomWordsIn(language, 'stay') ?? EN;
