// What goes with people taken off the guest list: what was arranged for their stay, said before it goes.
import { fill } from '../i18n/fill';

/** What a person holds of the stay: what goes with them if they leave the list (Stay.heldBy). */
export interface StayHeld {
  readonly memberId: number;
  readonly name: string;
  readonly journey: boolean;
  /** "Hotel Clarks Amer 101", each room they sleep in. */
  readonly rooms: readonly string[];
  readonly pickups: number;
}

/** The words a holding is said in (shared/i18n/import-words.ts has them in both languages). */
export interface HeldWords {
  readonly heldJourney: string;
  readonly heldRoom: string;
  readonly heldPickups: string;
  readonly heldPickup: string;
}

const ENGLISH: HeldWords = {
  heldJourney: 'the journey they gave',
  heldRoom: 'room {room}',
  heldPickups: '{count} pickups',
  heldPickup: '1 pickup',
};

/**
 * Holdings in words, for a question before they go: "Sunita Kapoor (the journey they gave, room Hotel Clarks Amer 101,
 * 1 pickup)".
 */
export const heldInWords = (held: readonly StayHeld[], words: HeldWords = ENGLISH) =>
  held
    .map(
      ({ name, journey, rooms, pickups }) =>
        `${name} (${[
          journey ? words.heldJourney : null,
          ...rooms.map((room) => fill(words.heldRoom, { room })),
          pickups === 1 ? words.heldPickup : pickups > 1 ? fill(words.heldPickups, { count: pickups }) : null,
        ]
          .filter(Boolean)
          .join(', ')})`,
    )
    .join('; ');
