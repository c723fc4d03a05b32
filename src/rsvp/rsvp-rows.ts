import { randomInt } from 'node:crypto';
import { storedText } from '../../shared/rsvp/rules';
import type { RsvpEntry, RsvpInput, RsvpRecord } from '../../shared/rsvp/schemas';

export interface RsvpRow {
  id: number;
  full_name: string;
  email: string;
  guest_count: number;
  attending: 0 | 1;
  dietary_restrictions: string | null;
  song_request: string | null;
  created_at: string;
  /** The meal chosen on the open form, by its id in site.json (migration 021); null when none was offered or chosen. */
  meal: string | null;
  /** The household on the list the couple said this answer is (migration 010). */
  household_id: number | null;
}

/** A row whole, with its reference: what a removal keeps in the log, to put back as it was. */
export type WholeRsvpRow = RsvpRow & { reference: number | null };

export function toRecord(row: RsvpRow): RsvpRecord {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    guestCount: row.guest_count,
    attending: row.attending === 1,
    dietaryRestrictions: row.dietary_restrictions,
    songRequest: row.song_request,
    createdAt: row.created_at,
  };
}

// Up to 2^48: random enough that no two guests meet, and still an exact number in JSON.
export const newReference = () => randomInt(1, 2 ** 48);

/** Blank optional text is no answer at all: the admin table then shows "None" rather than an empty cell. */
function optionalText(value: string | undefined): string | null {
  const stored = value === undefined ? '' : storedText(value);
  return stored ? stored : null;
}

/** The fields an answer is stored from, whoever gave it: a guest through the form, or the couple. */
export type AnswerFields = Pick<
  RsvpInput,
  'fullName' | 'guestCount' | 'attending' | 'dietaryRestrictions' | 'songRequest'
> &
  Pick<RsvpEntry, 'email'>;

/** An answer's fields as they are stored, in the order the insert and the update bind them. */
export const normalise = (input: AnswerFields) =>
  [
    storedText(input.fullName),
    storedText(input.email),
    input.guestCount,
    input.attending ? 1 : 0,
    optionalText(input.dietaryRestrictions),
    optionalText(input.songRequest),
  ] as const;

export type NormalisedAnswer = ReturnType<typeof normalise>;
