import { door as EN } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { roomWordsIn } from './room-words';

// The words of the door's room (who arrived at a function): locales/<code>/admin.json, door.

export type DoorWords = AdminCatalog['door'];

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const doorWords = (language: Language): DoorWords => roomWordsIn(language, 'door') ?? EN;
