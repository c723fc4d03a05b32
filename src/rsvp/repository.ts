import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { storedText } from '../../shared/rsvp/rules';
import type {
  RsvpCorrection,
  RsvpEntry,
  RsvpInput,
  RsvpListQuery,
  RsvpLookAlike,
  RsvpRecord,
  RsvpSummary,
} from '../../shared/rsvp/schemas';
import { createAuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { rsvpChangesInWords } from './changes-in-words';

interface RsvpRow {
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

/** The fields an answer is stored from, whoever gave it: a guest through the form, or the couple. */
type AnswerFields = Pick<RsvpInput, 'fullName' | 'guestCount' | 'attending' | 'dietaryRestrictions' | 'songRequest'> &
  Pick<RsvpEntry, 'email'>;

// A row's list of look-alikes is a hint for the couple, not a report: a few ids are enough to find them.
const MOST_DUPLICATES_SHOWN = 10;

export function createRsvpRepository(db: Database, now: () => number = Date.now) {
  const prepare = preparedOnFirstUse(db);
  const normalise = (input: AnswerFields) =>
    [
      storedText(input.fullName),
      storedText(input.email),
      input.guestCount,
      input.attending ? 1 : 0,
      optionalText(input.dietaryRestrictions),
      optionalText(input.songRequest),
    ] as const;

  const insert = prepare<
    [string, string, number, number, string | null, string | null, number, string, string | null]
  >(`
    INSERT INTO rsvps (full_name, email, guest_count, attending, dietary_restrictions, song_request, reference, created_at,
                       meal)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  `);
  const byId = prepare<[number | bigint], RsvpRow>('SELECT * FROM rsvps WHERE id = ?');
  // Never INSERT ... RETURNING through .get(): the row comes back before the commit, which SQLite then does while
  // resetting the statement, and better-sqlite3 ignores an error there. On a full disk every guest got a 201 and
  // nothing was kept. An explicit transaction's COMMIT is a statement of its own, and its failure throws.
  const insertAndRead = db.transaction(
    (values: ReturnType<typeof normalise>, reference: number, meal: string | null = null) => {
      const { lastInsertRowid } = insert.run(...values, reference, new Date(now()).toISOString(), meal);
      const row = byId.get(lastInsertRowid);
      if (!row) throw new Error(`the RSVP just inserted (id ${lastInsertRowid}) cannot be read back`);
      return row;
    },
  );
  const update = prepare<[string, string, number, number, string | null, string | null, number]>(`
    UPDATE rsvps SET full_name = ?, email = ?, guest_count = ?, attending = ?, dietary_restrictions = ?,
                     song_request = ?
    WHERE id = ?
  `);
  const deleteById = prepare<[number]>('DELETE FROM rsvps WHERE id = ?');
  const audit = createAuditWriter(db);
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
  const addAndAudit = db.transaction((values: ReturnType<typeof normalise>, reference: number) => {
    const row = insertAndRead(values, reference);
    audit('couple', { rsvpId: row.id, name: row.full_name }, 'rsvp-added', { answer: toRecord(row) });
    return row;
  });
  const correctAndAudit = db.transaction((id: number, correction: RsvpCorrection) => {
    const row = byId.get(id);
    if (!row) return null;
    const before = toRecord(row);
    const merged: AnswerFields = {
      fullName: correction.fullName ?? before.fullName,
      email: correction.email ?? before.email,
      guestCount: correction.guestCount ?? before.guestCount,
      attending: correction.attending ?? before.attending,
      dietaryRestrictions: correction.dietaryRestrictions ?? before.dietaryRestrictions ?? undefined,
      songRequest: correction.songRequest ?? before.songRequest ?? undefined,
    };
    update.run(...normalise(merged), id);
    const afterRow = byId.get(id);
    if (!afterRow) throw new Error(`the RSVP just corrected (id ${id}) cannot be read back`);
    const after = toRecord(afterRow);
    const changes = rsvpChangesInWords(before, after);
    // The answer before and after, so the log can word the change in each reader's language; `changes` as written.
    if (changes.length > 0)
      audit('couple', { rsvpId: id, name: after.fullName }, 'rsvp-changed', { before, after, changes });
    return { before, after, changes };
  });
  // A flood's answers: the open form's (none the couple linked to a household) received within a window of time.
  const receivedBetween = prepare<[string, string], RsvpRow & { reference: number | null }>(
    'SELECT * FROM rsvps WHERE created_at >= ? AND created_at < ? AND household_id IS NULL ORDER BY id',
  );
  const insertWhole = prepare<[RsvpRow & { reference: number | null }]>(`
    INSERT OR IGNORE INTO rsvps (id, full_name, email, guest_count, attending, dietary_restrictions, song_request,
                                 created_at, reference, household_id, meal)
    VALUES (@id, @full_name, @email, @guest_count, @attending, @dietary_restrictions, @song_request,
            @created_at, @reference, @household_id, @meal)
  `);
  const removal = prepare<[number], { detail: string | null }>(
    "SELECT detail FROM audit_log WHERE id = ? AND action = 'rsvps-removed'",
  );
  const restoredAlready = prepare<[number], { n: number }>(
    "SELECT count(*) AS n FROM audit_log WHERE action = 'rsvps-restored' AND json_extract(detail, '$.removal') = ?",
  );
  const lastAuditId = prepare<[], { id: number }>('SELECT max(id) AS id FROM audit_log');
  /**
   * Removes the open form's answers received in a window, in one action: one log entry keeps every one of them
   * whole, so that restore() can put them back as they were (ids, references and times included).
   */
  const removeWindow = db.transaction((from: string, until: string) => {
    const rows = receivedBetween.all(from, until);
    if (rows.length === 0) return { removal: null, removed: 0 };
    for (const row of rows) deleteById.run(row.id);
    audit('couple', { name: `${rows.length} answers of the open form` }, 'rsvps-removed', { from, until, rows });
    return { removal: lastAuditId.get()?.id ?? null, removed: rows.length };
  });
  const restoreRemoval = db.transaction((removalId: number): number | null => {
    const entry = removal.get(removalId);
    if (!entry?.detail || (restoredAlready.get(removalId)?.n ?? 0) > 0) return null;
    const { rows } = JSON.parse(entry.detail) as { rows: Array<RsvpRow & { reference: number | null }> };
    let restored = 0;
    // A removal logged before answers had a meal (migration 021) keeps none.
    for (const row of rows) restored += insertWhole.run({ ...row, meal: row.meal ?? null }).changes;
    audit('couple', { name: `${restored} answers of the open form` }, 'rsvps-restored', {
      removal: removalId,
      restored,
    });
    return restored;
  });
  const removeAndAudit = db.transaction((id: number) => {
    const row = byId.get(id);
    if (!row) return null;
    deleteById.run(id);
    const record = toRecord(row);
    // What it said stays readable in the log, and so the summary's change can be explained.
    audit('couple', { rsvpId: id, name: record.fullName }, 'rsvp-deleted', { answer: record });
    return record;
  });

  const householdName = prepare<[number], { name: string }>('SELECT name FROM households WHERE id = ?');
  const setHousehold = prepare<[number | null, number]>('UPDATE rsvps SET household_id = ? WHERE id = ?');
  const linkAndAudit = db.transaction((id: number, householdId: number | null) => {
    const row = byId.get(id);
    if (!row) return { refused: 'no-answer' as const };
    const household = householdId === null ? undefined : householdName.get(householdId);
    if (householdId !== null && !household) return { refused: 'no-household' as const };
    setHousehold.run(householdId, id);
    audit(
      'couple',
      { rsvpId: id, name: row.full_name },
      householdId === null ? 'rsvp-unlinked' : 'rsvp-linked',
      household
        ? { household: household.name, changes: [`counted with ${household.name}`] }
        : { changes: ['counted as the open form’s again'] },
    );
    return { linkedTo: household && householdId !== null ? { id: householdId, name: household.name } : null };
  });
  const mergeAndAudit = db.transaction((id: number, into: number) => {
    const removed = byId.get(id);
    const kept = byId.get(into);
    if (!removed || !kept) return null;
    // A link to a household made on the answer that goes stays with the one that stays.
    if (kept.household_id === null && removed.household_id !== null) setHousehold.run(removed.household_id, into);
    deleteById.run(id);
    const record = toRecord(removed);
    audit('couple', { rsvpId: id, name: record.fullName }, 'rsvp-merged', {
      into,
      keptName: kept.full_name,
      answer: record,
      changes: [`the same guest as answer ${into} (${kept.full_name}), which is kept`],
    });
    return { kept: toRecord(kept), removed: record };
  });
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
  const linkedOnPage = prepare<[string], { id: number; householdId: number; name: string }>(`
    SELECT r.id AS id, h.id AS householdId, h.name AS name
    FROM json_each(?) AS j JOIN rsvps AS r ON r.id = j.value JOIN households AS h ON h.id = r.household_id`);

  // The answers there are, deleted ones not: once the couple deletes a flood of junk, guests can answer again.
  const stored = prepare<[], { n: number }>('SELECT count(*) AS n FROM rsvps');
  // id order is insertion order, and the primary key serves it without a sort or an extra index. The filters are
  // written so that a null parameter switches one off; LIKE is case-blind for Latin letters, and the guest's words
  // are escaped so that % and _ are only themselves.
  const FILTER = `
    (:attending IS NULL OR attending = :attending)
    AND (:pattern IS NULL OR full_name LIKE :pattern ESCAPE '\\' OR email LIKE :pattern ESCAPE '\\'
         OR dietary_restrictions LIKE :pattern ESCAPE '\\')`;
  type Filter = { attending: 0 | 1 | null; pattern: string | null };
  const pageQuery = prepare<[Filter & { limit: number; offset: number }], RsvpRow>(
    `SELECT * FROM rsvps WHERE ${FILTER} ORDER BY id DESC LIMIT :limit OFFSET :offset`,
  );
  const countQuery = prepare<[Filter], { n: number }>(`SELECT count(*) AS n FROM rsvps WHERE ${FILTER}`);
  const summaryQuery = prepare<[], RsvpSummary>(`
    SELECT count(*) AS total,
           coalesce(sum(attending), 0) AS attending,
           count(*) - coalesce(sum(attending), 0) AS notAttending,
           coalesce(sum(CASE WHEN attending = 1 THEN guest_count END), 0) AS totalGuests
    FROM rsvps`);
  // Batches by id, each its own short read: a long export never holds one read transaction open (which would keep
  // the WAL from being checkpointed), and other requests are served between batches.
  const batchBefore = prepare<[number, number], RsvpRow>('SELECT * FROM rsvps WHERE id < ? ORDER BY id DESC LIMIT ?');

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
      return {
        record: toRecord(insertAndRead(normalise(input), reference, input.meal ? storedText(input.meal) : null)),
        reference,
      };
    },
    /** The couple's entry of an answer given another way (by phone, in person), written in the audit log. */
    add(entry: RsvpEntry): RsvpRecord {
      return toRecord(addAndAudit(normalise(entry), newReference()));
    },
    /** Changes the fields given; the audit log says what changed, in words. Null when there is no such answer. */
    correct(id: number, correction: RsvpCorrection) {
      return correctAndAudit(id, correction);
    },
    /** The open form's answers received in a window [from, until): what removeReceived() would remove. */
    receivedBetween(from: string, until: string): RsvpRecord[] {
      return receivedBetween.all(from, until).map(toRecord);
    },
    /** Removes them in one action, logged whole; the log entry's id undoes it (restore). */
    removeReceived(from: string, until: string) {
      return removeWindow(from, until);
    },
    /** Puts back what one removal took, once; null when there is no such removal, or it was undone already. */
    restore(removalId: number): number | null {
      return restoreRemoval(removalId);
    },
    /** Deletes one answer; the audit log keeps what it said. Null when there is no such answer. */
    remove(id: number): RsvpRecord | null {
      return removeAndAudit(id);
    },
    /**
     * Says the answer is a household's on the list (or, with null, the open form's again): its guests are counted once,
     * with the household, and the audit log says so.
     */
    link(id: number, householdId: number | null) {
      return linkAndAudit(id, householdId);
    },
    /** Two answers of one guest: `id` goes, `into` stays; the audit log keeps what the one that went said. */
    merge(id: number, into: number) {
      return mergeAndAudit(id, into);
    },
    /** The open form's guests as the caterer counts them: not those of answers linked to a household on the list. */
    unlinkedTotals(): { attending: number; declined: number; meals: Record<string, number> } {
      const totals = unlinkedTotals.get() ?? { attending: 0, declined: 0 };
      return { ...totals, meals: Object.fromEntries(countedMeals.all().map((row) => [row.meal, row.guests])) };
    },
    /** How many RSVPs are stored. */
    count(): number {
      return stored.get()?.n ?? 0;
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
        created_at: new Date(now()).toISOString(),
        household_id: null,
        meal: null,
      });
      return { record, reference: newReference() };
    },
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
    summary(): RsvpSummary {
      return summaryQuery.get() ?? { total: 0, attending: 0, notAttending: 0, totalGuests: 0 };
    },
    /**
     * Every RSVP, newest first, read a small batch at a time so that no one read holds the server for long (the
     * largest rows are 4 KB); whoever sends them on gives way between (src/give-way.ts).
     */
    /** The answers the caterer's numbers count (unlinkedTotals), oldest first, each with its meal. */
    counted(): Array<RsvpRecord & { meal: string | null }> {
      return counted.all().map((row) => ({ ...toRecord(row), meal: row.meal }));
    },
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
