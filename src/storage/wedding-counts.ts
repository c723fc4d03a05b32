import type { Database } from 'better-sqlite3';
import { SOURCE_LANGUAGE } from '../../shared/site/languages';

/** What a wedding's database holds, in the words a couple checks a backup or a restore by. */
export interface WeddingCounts {
  rsvps: number;
  households: number;
  /** Households that have answered (for themselves, or the couple for them). */
  answered: number;
}

export function countWedding(db: Database): WeddingCounts {
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  return { rsvps: count('rsvps'), households: count('households'), answered: count('household_responses') };
}

export function countsInWords({ rsvps, households, answered }: WeddingCounts): string {
  const plural = (n: number, one: string, many: string) =>
    `${n.toLocaleString(SOURCE_LANGUAGE)} ${n === 1 ? one : many}`;
  return (
    `${plural(rsvps, 'RSVP', 'RSVPs')}, ${plural(households, 'household', 'households')} ` +
    `(${answered.toLocaleString(SOURCE_LANGUAGE)} answered)`
  );
}
