import { days as EN } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { roomWordsIn } from './room-words';

// The words of the room for the days themselves (the couple's updates, the register of gifts):
// locales/<code>/admin.json, days.

export type DaysWords = AdminCatalog['days'];

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const daysWords = (language: Language): DaysWords => roomWordsIn(language, 'days') ?? EN;
