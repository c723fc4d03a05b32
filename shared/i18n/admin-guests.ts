import { guests as EN } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { roomWordsIn } from './room-words';

// The words of the guest list (the Guests room, and the Functions room's headcounts): locales/<code>/admin.json,
// guests. They travel with the rooms that use them, not with the admin's first view.

export type GuestWords = AdminCatalog['guests'];

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const guestWords = (language: Language): GuestWords => roomWordsIn(language, 'guests') ?? EN;
