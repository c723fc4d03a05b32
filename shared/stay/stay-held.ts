// What goes with people taken off the guest list: what was arranged for their stay, said before it goes.

/** What a person holds of the stay: what goes with them if they leave the list (Stay.heldBy). */
export interface StayHeld {
  readonly memberId: number;
  readonly name: string;
  readonly journey: boolean;
  /** "Hotel Clarks Amer 101", each room they sleep in. */
  readonly rooms: readonly string[];
  readonly pickups: number;
}

/** Holdings in words, for a question before they go: "Sunita Kapoor (the journey they gave, room Hotel Clarks Amer 101, 1 pickup)". */
export const heldInWords = (held: readonly StayHeld[]) =>
  held
    .map(
      ({ name, journey, rooms, pickups }) =>
        `${name} (${[
          journey ? 'the journey they gave' : null,
          ...rooms.map((room) => `room ${room}`),
          pickups > 0 ? `${pickups} ${pickups === 1 ? 'pickup' : 'pickups'}` : null,
        ]
          .filter(Boolean)
          .join(', ')})`,
    )
    .join('; ');
