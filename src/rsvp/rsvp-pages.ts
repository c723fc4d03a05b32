import type { Database } from 'better-sqlite3';
import type { RsvpListQuery, RsvpLookAlike, RsvpRecord } from '../../shared/rsvp/schemas';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { type RsvpRow, toRecord } from './rsvp-rows';

// A row's list of look-alikes is a hint for the couple, not a report: a few ids are enough to find them.
const MOST_DUPLICATES_SHOWN = 10;

// id order is insertion order, and the primary key serves it without a sort or an extra index. The filters are
// written so that a null parameter switches one off; LIKE is case-blind for Latin letters, and the guest's words
// are escaped so that % and _ are only themselves.
const FILTER = `
    (:attending IS NULL OR attending = :attending)
    AND (:pattern IS NULL OR full_name LIKE :pattern ESCAPE '\\' OR email LIKE :pattern ESCAPE '\\'
         OR dietary_restrictions LIKE :pattern ESCAPE '\\')`;
type Filter = { attending: 0 | 1 | null; pattern: string | null };

const filterOf = (query: RsvpListQuery): Filter => {
  const words = query.q?.trim();
  return {
    attending: query.attending === undefined ? null : query.attending === 'yes' ? 1 : 0,
    pattern: words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  };
};

/** The answers as the couple's list reads them: a page at a time, its look-alikes, or every one for an export. */
export function createRsvpPages(db: Database) {
  const prepare = preparedOnFirstUse(db);
  const pageQuery = prepare<[Filter & { limit: number; offset: number }], RsvpRow>(
    `SELECT * FROM rsvps WHERE ${FILTER} ORDER BY id DESC LIMIT :limit OFFSET :offset`,
  );
  const countQuery = prepare<[Filter], { n: number }>(`SELECT count(*) AS n FROM rsvps WHERE ${FILTER}`);
  // The same guest twice: one e-mail in any case, or one name in any case and spacing (the indexes of migration 008
  // are on exactly these expressions).
  // A few per answer, counted by SQLite: a bot's thousand answers under one name must not come back a page's worth
  // of times.
  const lookAlikes = prepare<[string, string, number], { id: number; other: number }>(`
    WITH pairs AS (
      SELECT r.id AS id, o.id AS other FROM json_each(?) AS j JOIN rsvps AS r ON r.id = j.value
        JOIN rsvps AS o ON lower(o.email) = lower(r.email) AND o.email <> '' AND o.id <> r.id
      WHERE r.email <> ''
      UNION
      SELECT r.id, o.id FROM json_each(?) AS j JOIN rsvps AS r ON r.id = j.value
        JOIN rsvps AS o ON lower(replace(o.full_name, ' ', '')) = lower(replace(r.full_name, ' ', '')) AND o.id <> r.id
    )
    SELECT id, other FROM (
      SELECT id, other, row_number() OVER (PARTITION BY id ORDER BY other) AS n FROM pairs
    ) WHERE n <= ? ORDER BY id, other
  `);
  const linkedOnPage = prepare<[string], { id: number; householdId: number; name: string }>(`
    SELECT r.id AS id, h.id AS householdId, h.name AS name
    FROM json_each(?) AS j JOIN rsvps AS r ON r.id = j.value JOIN households AS h ON h.id = r.household_id`);
  // Batches by id, each its own short read: a long export never holds one read transaction open (which would keep
  // the WAL from being checkpointed), and other requests are served between batches.
  const batchBefore = prepare<[number, number], RsvpRow>('SELECT * FROM rsvps WHERE id < ? ORDER BY id DESC LIMIT ?');

  return {
    /** One page of the list, and how many match in all. */
    page(query: RsvpListQuery): { rsvps: RsvpRecord[]; total: number } {
      const filter = filterOf(query);
      const rsvps = pageQuery.all({ ...filter, limit: query.limit, offset: query.offset }).map(toRecord);
      return { rsvps, total: countQuery.get(filter)?.n ?? 0 };
    },
    /** The answers of that page that look like another answer (anywhere in the list), with those answers' ids. */
    lookAlikes(query: RsvpListQuery): RsvpLookAlike[] {
      const ids = JSON.stringify(
        pageQuery.all({ ...filterOf(query), limit: query.limit, offset: query.offset }).map((row) => row.id),
      );
      const others = new Map<number, number[]>();
      for (const { id, other } of lookAlikes.all(ids, ids, MOST_DUPLICATES_SHOWN))
        others.set(id, [...(others.get(id) ?? []), other]);
      const linked = new Map(linkedOnPage.all(ids).map(({ id, householdId, name }) => [id, { id: householdId, name }]));
      return [...new Set([...others.keys(), ...linked.keys()])].map((id) => {
        const linkedTo = linked.get(id);
        return { id, likelyDuplicates: others.get(id) ?? [], ...(linkedTo ? { linkedTo } : {}) };
      });
    },
    /**
     * Every RSVP, newest first, read a small batch at a time so that no one read holds the server for long (the
     * largest rows are 4 KB); whoever sends them on gives way between (src/give-way.ts).
     */
    *all(batchSize = 50): Generator<RsvpRecord> {
      let before = Number.MAX_SAFE_INTEGER;
      for (;;) {
        const rows = batchBefore.all(before, batchSize);
        for (const row of rows) yield toRecord(row);
        if (rows.length < batchSize) return;
        before = rows[rows.length - 1]?.id ?? 0;
      }
    },
  };
}
