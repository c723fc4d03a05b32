import type { Language } from '../site/languages';
import type { AdminCatalog } from './admin-texts';

/**
 * The admin's words in its languages other than English, each language's whole catalog (locales/<code>/admin.json):
 * in the browser, fetched as one chunk only by a person who reads the admin in it (web/admin/admin-words.ts), so
 * that each room's own chunk carries its English words alone; on the server, read as it starts (catalogs.ts).
 */
export type RoomWords = AdminCatalog;

const arrived: { [L in Language]?: AdminCatalog } = {};

/**
 * Kept once a language's catalog has arrived. The admin turns to a language only after this (AdminRooms), so no room
 * is drawn in it before its words are here; until then, and for readers of English, each room reads its own.
 */
export function keepRoomWords(language: Language, catalog: AdminCatalog): void {
  arrived[language] = catalog;
}

/** A part of the admin's words in `language`, once they have arrived; null before, and for English. */
export const roomWordsIn = <K extends keyof AdminCatalog>(language: Language, part: K): AdminCatalog[K] | null =>
  arrived[language]?.[part] ?? null;
