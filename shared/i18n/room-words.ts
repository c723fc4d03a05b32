import type { Language } from '../site/languages';
import type { ContentWords } from './admin-content';
import type { DaysWords } from './admin-days';
import type { DoorWords } from './admin-door';
import type { GuestWords } from './admin-guests';
import type { SendingWords } from './admin-sending';
import type { SettingsWords } from './admin-settings';
import type { StayWords } from './admin-stay';

/**
 * The rooms' words in one of the admin's languages other than the source language. They come with the rest of that
 * language's admin words in one chunk (admin-hi.ts for Hindi), fetched only by a person who reads the admin in it, so
 * that each room's own chunk carries its source-language words alone.
 */
export interface RoomWords {
  readonly guests: GuestWords;
  readonly content: ContentWords;
  readonly settings: SettingsWords;
  readonly sending: SendingWords;
  readonly stay: StayWords;
  readonly door: DoorWords;
  readonly days: DaysWords;
}

const arrived: { [L in Language]?: RoomWords } = {};

/**
 * Kept once a language's chunk has arrived. The admin turns to a language only after this (AdminRooms), so no room is
 * drawn in it before its words are here; until then, and for readers of the source language, each room reads its own.
 */
export function keepRoomWords(language: Language, rooms: RoomWords): void {
  arrived[language] = rooms;
}

/** A room's words in `language`, once they have arrived; null before, and for a language the admin is not in. */
export const roomWordsIn = <K extends keyof RoomWords>(language: Language, room: K): RoomWords[K] | null =>
  arrived[language]?.[room] ?? null;
