import type { Database } from 'better-sqlite3';
import type { RsvpRecord, RsvpSummary } from '../../shared/rsvp/schemas';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { type RsvpRow, toRecord } from './rsvp-rows';

/** The answers counted: all of them, the list's summary, and the open form's guests as the caterer counts them. */
export function createRsvpCounts(db: Database) {
  const prepare = preparedOnFirstUse(db);
  // The open form's guests as the caterer counts them: an answer linked to a household on the list is its people, whom
  // the list counts once the household has answered; until then the open form's answer is what counts them.
  const unlinkedTotals = prepare<[], { attending: number; declined: number }>(`
    SELECT coalesce(sum(CASE WHEN attending = 1 THEN guest_count END), 0) AS attending,
           count(*) - coalesce(sum(attending), 0) AS declined
    FROM rsvps WHERE household_id IS NULL OR household_id NOT IN (SELECT household_id FROM household_responses)`);
  // The same answers' guests by the meal they chose: what the caterer's sheet adds to each function's meals.
  const countedMeals = prepare<[], { meal: string; guests: number }>(`
    SELECT meal, sum(guest_count) AS guests FROM rsvps
    WHERE attending = 1 AND meal IS NOT NULL
      AND (household_id IS NULL OR household_id NOT IN (SELECT household_id FROM household_responses))
    GROUP BY meal`);
  const counted = prepare<[], RsvpRow>(`
    SELECT * FROM rsvps
    WHERE household_id IS NULL OR household_id NOT IN (SELECT household_id FROM household_responses) ORDER BY id`);
  // The answers there are, deleted ones not: once the couple deletes a flood of junk, guests can answer again.
  const stored = prepare<[], { n: number }>('SELECT count(*) AS n FROM rsvps');
  const summaryQuery = prepare<[], RsvpSummary>(`
    SELECT count(*) AS total,
           coalesce(sum(attending), 0) AS attending,
           count(*) - coalesce(sum(attending), 0) AS notAttending,
           coalesce(sum(CASE WHEN attending = 1 THEN guest_count END), 0) AS totalGuests
    FROM rsvps`);

  return {
    /** The open form's guests as the caterer counts them: not those of answers linked to a household on the list. */
    unlinkedTotals(): { attending: number; declined: number; meals: Record<string, number> } {
      const totals = unlinkedTotals.get() ?? { attending: 0, declined: 0 };
      return { ...totals, meals: Object.fromEntries(countedMeals.all().map((row) => [row.meal, row.guests])) };
    },
    /** How many RSVPs are stored. */
    count(): number {
      return stored.get()?.n ?? 0;
    },
    summary(): RsvpSummary {
      return summaryQuery.get() ?? { total: 0, attending: 0, notAttending: 0, totalGuests: 0 };
    },
    /** The answers the caterer's numbers count (unlinkedTotals), oldest first, each with its meal. */
    counted(): Array<RsvpRecord & { meal: string | null }> {
      return counted.all().map((row) => ({ ...toRecord(row), meal: row.meal }));
    },
  };
}
