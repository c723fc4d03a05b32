import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { RsvpInput, RsvpRecord } from './schemas';

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
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function createRsvpRepository(db: Database) {
  const normalise = (input: RsvpInput) =>
    [
      input.fullName.trim(),
      input.email.trim(),
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
  // id order is insertion order, and the primary key serves it without a sort or an extra index.
  const listNewestFirst = db.prepare<[], RsvpRow>('SELECT * FROM rsvps ORDER BY id DESC');

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
      const record = toRecord({ id: 0, full_name, email, guest_count, attending, dietary_restrictions, song_request, created_at: new Date().toISOString() });
      return { record, reference: newReference() };
    },
    list(): RsvpRecord[] {
      return listNewestFirst.all().map(toRecord);
    },
    *iterate(): Generator<RsvpRecord> {
      for (const row of listNewestFirst.iterate()) yield toRecord(row);
    },
  };
}

export type RsvpRepository = ReturnType<typeof createRsvpRepository>;
