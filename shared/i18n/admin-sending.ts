import { sending as EN } from '../../locales/en/admin.json';
import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';
import { roomWordsIn } from './room-words';

// The words of the send walk and of the side and group fields (locales/<code>/admin.json, sending): they travel with
// the rooms that use them (Guests, Sending), not with the admin's first view.

export type SendingWords = AdminCatalog['sending'];

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const sendingWords = (language: Language): SendingWords => roomWordsIn(language, 'sending') ?? EN;
