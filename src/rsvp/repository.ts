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

/** Blank optional text is no answer at all: the admin table then shows "None" rather than an empty cell. */
function optionalText(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function createRsvpRepository(db: Database) {
  const insert = db.prepare<[string, string, number, number, string | null, string | null], RsvpRow>(`
    INSERT INTO rsvps (full_name, email, guest_count, attending, dietary_restrictions, song_request)
    VALUES (?, ?, ?, ?, ?, ?)
    RETURNING *
  `);
  // id order is insertion order, and the primary key serves it without a sort or an extra index.
  const listNewestFirst = db.prepare<[], RsvpRow>('SELECT * FROM rsvps ORDER BY id DESC');
  const nextId = db.prepare<[], { id: number }>("SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'rsvps'), 0) + 1 AS id");

  const normalise = (input: RsvpInput) =>
    [
      input.fullName.trim(),
      input.email.trim(),
      input.guestCount,
      input.attending ? 1 : 0,
      optionalText(input.dietaryRestrictions),
      optionalText(input.songRequest),
    ] as const;

  return {
    create(input: RsvpInput): RsvpRecord {
      const row = insert.get(...normalise(input));
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return toRecord(row);
    },
    /** The record that storing this input would give, without storing it. */
    preview(input: RsvpInput): RsvpRecord {
      const [full_name, email, guest_count, attending, dietary_restrictions, song_request] = normalise(input);
      const id = nextId.get()?.id ?? 1;
      return toRecord({ id, full_name, email, guest_count, attending, dietary_restrictions, song_request, created_at: new Date().toISOString() });
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
