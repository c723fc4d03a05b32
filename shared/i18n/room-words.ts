import type { ContentWords } from './admin-content';
import type { DaysWords } from './admin-days';
import type { DoorWords } from './admin-door';
import type { GuestWords } from './admin-guests';
import type { SendingWords } from './admin-sending';
import type { SettingsWords } from './admin-settings';
import type { StayWords } from './admin-stay';

/**
 * The rooms' Hindi words. They come with the rest of the admin's Hindi in one chunk (admin-hi.ts), fetched only by a
 * person who reads the admin in Hindi, so that each room's own chunk carries its English words alone.
 */
export interface HindiRooms {
  readonly guests: GuestWords;
  readonly content: ContentWords;
  readonly settings: SettingsWords;
  readonly sending: SendingWords;
  readonly stay: StayWords;
  readonly door: DoorWords;
  readonly days: DaysWords;
}

let arrived: HindiRooms | null = null;

/**
 * Kept once the Hindi chunk has arrived. The admin turns to Hindi only after this (AdminRooms), so no room is drawn
 * in Hindi before its words are here; until then, and for English readers, each room reads its English.
 */
export function keepHindiRooms(rooms: HindiRooms): void {
  arrived = rooms;
}

export const hindiRoom = <K extends keyof HindiRooms>(room: K): HindiRooms[K] | null => arrived?.[room] ?? null;
