import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { storedText } from '../../shared/rsvp/rules';
import type { RsvpInput, RsvpListQuery, RsvpRecord, RsvpSummary } from '../../shared/rsvp/schemas';

interface RsvpRow {
  id: number;
  full_name: string;
  email: string;
  guest_count: number;
  attending: 0 | 1;
  dietary_restrictions: string | null;
  song_request: string | null;
  created_at: string;
}

function toRecord(row: RsvpRow): RsvpRecord {
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

/** A guest's answer as the guest is told it was stored: the record, with its random reference as its id. */
export interface StoredAnswer {
  readonly record: RsvpRecord;
  readonly reference: number;
}

// Up to 2^48: random enough that no two guests meet, and still an exact number in JSON.
const newReference = () => randomInt(1, 2 ** 48);

/** Blank optional text is no answer at all: the admin table then shows "None" rather than an empty cell. */
function optionalText(value: string | undefined): string | null {
  const stored = value === undefined ? '' : storedText(value);
  return stored ? stored : null;
}

export function createRsvpRepository(db: Database) {
  const normalise = (input: RsvpInput) =>
    [
      storedText(input.fullName),
      storedText(input.email),
      input.guestCount,
      input.attending ? 1 : 0,
      optionalText(input.dietaryRestrictions),
      optionalText(input.songRequest),
    ] as const;

  const insert = db.prepare<[string, string, number, number, string | null, string | null, number]>(`
    INSERT INTO rsvps (full_name, email, guest_count, attending, dietary_restrictions, song_request, reference)
    VALUES (?, ?, ?, ?, ?, ?, ?)
  `);
  const byId = db.prepare<[number | bigint], RsvpRow>('SELECT * FROM rsvps WHERE id = ?');
  // Never INSERT ... RETURNING through .get(): the row comes back before the commit, which SQLite then does while
  // resetting the statement, and better-sqlite3 ignores an error there. On a full disk every guest got a 201 and
  // nothing was kept. An explicit transaction's COMMIT is a statement of its own, and its failure throws.
  const insertAndRead = db.transaction((values: ReturnType<typeof normalise>, reference: number) => {
    const { lastInsertRowid } = insert.run(...values, reference);
    const row = byId.get(lastInsertRowid);
    if (!row) throw new Error(`the RSVP just inserted (id ${lastInsertRowid}) cannot be read back`);
    return row;
  });
  // Ids are never reused or deleted, so the largest is how many were ever stored, found without a scan.
  const highestId = db.prepare<[], { n: number }>('SELECT coalesce(max(id), 0) AS n FROM rsvps');
  // id order is insertion order, and the primary key serves it without a sort or an extra index. The filters are
  // written so that a null parameter switches one off; LIKE is case-blind for Latin letters, and the guest's words
  // are escaped so that % and _ are only themselves.
  const FILTER = `
    (:attending IS NULL OR attending = :attending)
    AND (:pattern IS NULL OR full_name LIKE :pattern ESCAPE '\\' OR email LIKE :pattern ESCAPE '\\'
         OR dietary_restrictions LIKE :pattern ESCAPE '\\')`;
  type Filter = { attending: 0 | 1 | null; pattern: string | null };
  const pageQuery = db.prepare<[Filter & { limit: number; offset: number }], RsvpRow>(
    `SELECT * FROM rsvps WHERE ${FILTER} ORDER BY id DESC LIMIT :limit OFFSET :offset`,
  );
  const countQuery = db.prepare<[Filter], { n: number }>(`SELECT count(*) AS n FROM rsvps WHERE ${FILTER}`);
  const summaryQuery = db.prepare<[], RsvpSummary>(`
    SELECT count(*) AS total,
           coalesce(sum(attending), 0) AS attending,
           count(*) - coalesce(sum(attending), 0) AS notAttending,
           coalesce(sum(CASE WHEN attending = 1 THEN guest_count END), 0) AS totalGuests
    FROM rsvps`);
  // Batches by id, each its own short read: a long export never holds one read transaction open (which would keep
  // the WAL from being checkpointed), and other requests are served between batches.
  const batchBefore = db.prepare<[number, number], RsvpRow>(
    'SELECT * FROM rsvps WHERE id < ? ORDER BY id DESC LIMIT ?',
  );

  const filterOf = (query: RsvpListQuery): Filter => {
    const words = query.q?.trim();
    return {
      attending: query.attending === undefined ? null : query.attending === 'yes' ? 1 : 0,
      pattern: words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    };
  };

  return {
    /** Stores the RSVP and returns it as stored; throws when SQLite could not commit it to the disk. */
    create(input: RsvpInput): StoredAnswer {
      const reference = newReference();
      return { record: toRecord(insertAndRead(normalise(input), reference)), reference };
    },
    /** How many RSVPs were ever stored. */
    count(): number {
      return highestId.get()?.n ?? 0;
    },
    /** What storing this input would give, without storing it: for the honeypot, whose bot must not notice. */
    preview(input: RsvpInput): StoredAnswer {
      const [full_name, email, guest_count, attending, dietary_restrictions, song_request] = normalise(input);
      const record = toRecord({
        id: 0,
        full_name,
        email,
        guest_count,
        attending,
        dietary_restrictions,
        song_request,
        created_at: new Date().toISOString(),
      });
      return { record, reference: newReference() };
    },
    /** One page of the list, and how many match in all. */
    page(query: RsvpListQuery): { rsvps: RsvpRecord[]; total: number } {
      const filter = filterOf(query);
      const rsvps = pageQuery.all({ ...filter, limit: query.limit, offset: query.offset }).map(toRecord);
      return { rsvps, total: countQuery.get(filter)?.n ?? 0 };
    },
    summary(): RsvpSummary {
      return summaryQuery.get() ?? { total: 0, attending: 0, notAttending: 0, totalGuests: 0 };
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

export type RsvpRepository = ReturnType<typeof createRsvpRepository>;
