import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import type { NormalisedAnswer, RsvpRow } from './rsvp-rows';

/** What each part of the answers' store does with one answer: write it and read it back, find, delete and link it. */
export function createRsvpStore(db: Database, now: () => number) {
  const prepare = preparedOnFirstUse(db);
  const insert = prepare<
    [string, string, number, number, string | null, string | null, number, string, string | null]
  >(`
    INSERT INTO rsvps (full_name, email, guest_count, attending, dietary_restrictions, song_request, reference,
                       created_at, meal)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  `);
  const byId = prepare<[number | bigint], RsvpRow>('SELECT * FROM rsvps WHERE id = ?');
  const deleteById = prepare<[number]>('DELETE FROM rsvps WHERE id = ?');
  const setHousehold = prepare<[number | null, number]>('UPDATE rsvps SET household_id = ? WHERE id = ?');
  return {
    // Never INSERT ... RETURNING through .get(): the row comes back before the commit, which SQLite then does while
    // resetting the statement, and better-sqlite3 ignores an error there. On a full disk every guest got a 201 and
    // nothing was kept. An explicit transaction's COMMIT is a statement of its own, and its failure throws.
    insertAndRead: db.transaction((values: NormalisedAnswer, reference: number, meal: string | null = null) => {
      const { lastInsertRowid } = insert.run(...values, reference, new Date(now()).toISOString(), meal);
      const row = byId.get(lastInsertRowid);
      if (!row) throw new Error(`the RSVP just inserted (id ${lastInsertRowid}) cannot be read back`);
      return row;
    }),
    byId: (id: number): RsvpRow | undefined => byId.get(id),
    deleteById: (id: number) => deleteById.run(id),
    setHousehold: (householdId: number | null, id: number) => setHousehold.run(householdId, id),
  };
}

export type RsvpStore = ReturnType<typeof createRsvpStore>;
