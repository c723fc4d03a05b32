import type { Database } from 'better-sqlite3';
import type { Update, UpdateInput } from '../../shared/day/schemas';
import type { Author, SendChannel } from '../../shared/guests/admin-shapes';
import { DEFAULT_TIME_ZONE, venueDayOf } from '../../shared/reach/time-zone';
import { storedText } from '../../shared/rsvp/rules';
import { createAuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { unsyncedWrites } from '../storage/unsynced-writes';

/** Whether one household has had an update: seen on its page, and sent by the couple (the last way and time). */
export interface UpdateReach {
  readonly seenAt: string | null;
  readonly sentAt: string | null;
  readonly channel: SendChannel | null;
}

interface UpdateRow {
  id: number;
  text_en: string;
  text_hi: string | null;
  event_id: string | null;
  created_at: string;
  by_name: string | null;
}

const toUpdate = (row: UpdateRow): Update => ({
  id: row.id,
  text: { en: row.text_en, hi: row.text_hi },
  eventId: row.event_id,
  createdAt: row.created_at,
  by: row.by_name,
});

/**
 * The updates the couple posts while the wedding runs ("The Haldi moves to 11:00, on the lawn"): for everyone, or
 * for the households invited to one function. Withdrawn ones are kept (the log says they were), never shown.
 */
export function createUpdates(db: Database, now: () => number = Date.now) {
  const prepare = preparedOnFirstUse(db);
  const writeAudit = createAuditWriter(db);
  const statements = {
    insert: prepare<[string, string | null, string | null, string, string | null]>(
      'INSERT INTO updates (text_en, text_hi, event_id, created_at, by_name) VALUES (?, ?, ?, ?, ?)',
    ),
    current: prepare<[], UpdateRow>('SELECT * FROM updates WHERE withdrawn_at IS NULL ORDER BY id DESC'),
    one: prepare<[number], UpdateRow>('SELECT * FROM updates WHERE id = ? AND withdrawn_at IS NULL'),
    withdraw: prepare<[string, number]>('UPDATE updates SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL'),
    seen: prepare<[number, number, string]>(
      'INSERT OR IGNORE INTO update_views (update_id, household_id, seen_at) VALUES (?, ?, ?)',
    ),
    seenCounts: prepare<[], { update_id: number; n: number }>(
      'SELECT update_id, count(*) AS n FROM update_views GROUP BY update_id',
    ),
    sent: prepare<[number, number, string, string]>(
      'INSERT OR REPLACE INTO update_sends (update_id, household_id, channel, sent_at) VALUES (?, ?, ?, ?)',
    ),
    views: prepare<[number], { household_id: number; seen_at: string }>(
      'SELECT household_id, seen_at FROM update_views WHERE update_id = ?',
    ),
    sends: prepare<[number], { household_id: number; sent_at: string; channel: SendChannel }>(
      'SELECT household_id, sent_at, channel FROM update_sends WHERE update_id = ?',
    ),
    unseenBy: prepare<[number], { id: number }>(
      `SELECT u.id FROM updates u WHERE u.withdrawn_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM update_views v WHERE v.update_id = u.id AND v.household_id = ?)`,
    ),
  };
  const withoutWaitingForTheDisk = unsyncedWrites(db);
  const nameOf = (author: Author) => (typeof author === 'string' ? null : author.name);
  const blankToNull = (text: string | null | undefined) => (text && storedText(text) !== '' ? storedText(text) : null);

  return {
    post: db.transaction((input: UpdateInput, author: Author): Update => {
      const at = new Date(now()).toISOString();
      const { lastInsertRowid } = statements.insert.run(
        storedText(input.text.en),
        blankToNull(input.text.hi),
        input.eventId ?? null,
        at,
        nameOf(author),
      );
      const row = statements.one.get(Number(lastInsertRowid));
      if (!row) throw new Error('the update just posted cannot be read back');
      writeAudit(author, { name: row.text_en.slice(0, 80) }, 'update-posted', toUpdate(row));
      return toUpdate(row);
    }),
    withdraw: db.transaction((id: number, author: Author): boolean => {
      const row = statements.one.get(id);
      if (!row) return false;
      statements.withdraw.run(new Date(now()).toISOString(), id);
      writeAudit(author, { name: row.text_en.slice(0, 80) }, 'update-withdrawn', toUpdate(row));
      return true;
    }),
    /** The households an update was e-mailed to already: a second press of the button skips them. */
    emailedTo(updateId: number): Set<number> {
      return new Set(
        statements.sends
          .all(updateId)
          .filter((send) => send.channel === 'email')
          .map((send) => send.household_id),
      );
    },
    /** Notes one household mailed, at once (not at the end): a server stopped half-way still knows whom it mailed. */
    noteEmailed(updateId: number, householdId: number): void {
      statements.sent.run(updateId, householdId, 'email', new Date(now()).toISOString());
    },
    /** Notes in the log that an update went by e-mail, and to how many; each household mailed counts as sent to. */
    noteMailed: db.transaction(
      (
        update: Update,
        mailed: { sent: number; withoutEmail: number; failed: number },
        mailedTo: readonly number[],
        author: Author,
      ): void => {
        const at = new Date(now()).toISOString();
        for (const householdId of mailedTo) statements.sent.run(update.id, householdId, 'email', at);
        writeAudit(author, { name: update.text.en.slice(0, 80) }, 'update-emailed', mailed);
      },
    ),
    /** Notes that the couple sent an update to one household from their own phone (the send walk), in its log too. */
    noteSent: db.transaction(
      (update: Update, household: { id: number; name: string }, channel: SendChannel, author: Author): string => {
        const at = new Date(now()).toISOString();
        statements.sent.run(update.id, household.id, channel, at);
        writeAudit(author, { householdId: household.id, name: household.name }, 'update-sent', {
          channel,
          update: update.text.en.slice(0, 80),
        });
        return at;
      },
    ),
    /** For each household: when it had this update on its page, and when and how the couple last sent it. */
    reachOf(updateId: number): ReadonlyMap<number, UpdateReach> {
      const reach = new Map<number, UpdateReach>();
      for (const row of statements.views.all(updateId))
        reach.set(row.household_id, { seenAt: row.seen_at, sentAt: null, channel: null });
      for (const row of statements.sends.all(updateId))
        reach.set(row.household_id, {
          seenAt: reach.get(row.household_id)?.seenAt ?? null,
          sentAt: row.sent_at,
          channel: row.channel,
        });
      return reach;
    },
    /** Every update not withdrawn, newest first. */
    current: (): Update[] => statements.current.all().map(toUpdate),
    /** How many households have had each update on their page: by update id. */
    seenCounts: (): ReadonlyMap<number, number> =>
      new Map(statements.seenCounts.all().map((row) => [row.update_id, row.n])),
    /**
     * Notes that a household's page showed it these updates: for the couple's "seen by". A note, not an answer (a
     * power cut may lose the last few), and written only for an update the household had not seen yet.
     */
    noteSeen(householdId: number, updateIds: readonly number[]): void {
      const unseen = new Set(statements.unseenBy.all(householdId).map((row) => row.id));
      const fresh = updateIds.filter((id) => unseen.has(id));
      if (fresh.length === 0) return;
      const at = new Date(now()).toISOString();
      withoutWaitingForTheDisk(() => {
        for (const id of fresh) statements.seen.run(id, householdId, at);
      });
    },
    /** The updates a household reads: those for everyone, and those for a function it is invited to. */
    forHousehold: (events: readonly string[]): Update[] =>
      statements.current
        .all()
        .filter((row) => row.event_id === null || events.includes(row.event_id))
        .map(toUpdate),
  };
}

export type Updates = ReturnType<typeof createUpdates>;

/**
 * What a household's page and link carry of the updates: those it concerns, in its page's language, newest first,
 * each dated by the wedding's own calendar (an update posted at 1 am in Jaipur is that day's, not the day before).
 */
export function householdUpdates(
  updates: Updates,
  household: { readonly events: readonly string[] },
  language: 'en' | 'hi',
  timeZone: string = DEFAULT_TIME_ZONE,
) {
  return {
    updates: updates.forHousehold(household.events).map((update) => ({
      id: update.id,
      text: language === 'hi' ? (update.text.hi ?? update.text.en) : update.text.en,
      date: venueDayOf(Date.parse(update.createdAt), timeZone),
      eventId: update.eventId,
    })),
  };
}

/**
 * The updates the open page shows, read straight from the database (the pages are made before the app's stores
 * exist): those for everyone and those for a public function, newest first, each dated by the wedding's calendar.
 */
export function openPageUpdates(db: Database) {
  const prepare = preparedOnFirstUse(db);
  const current = prepare<[], UpdateRow>('SELECT * FROM updates WHERE withdrawn_at IS NULL ORDER BY id DESC');
  return (publicEvents: ReadonlySet<string>, timeZone: string = DEFAULT_TIME_ZONE): OpenPageUpdate[] => {
    return current
      .all()
      .filter((row) => row.event_id === null || publicEvents.has(row.event_id))
      .map((row) => ({
        id: row.id,
        text: { en: row.text_en, hi: row.text_hi },
        date: venueDayOf(Date.parse(row.created_at), timeZone),
        eventId: row.event_id,
      }));
  };
}

/** An update as the open page is made with it: in both languages, and its day. */
export interface OpenPageUpdate {
  readonly id: number;
  readonly text: { readonly en: string; readonly hi: string | null };
  readonly date: string;
  /** The function it is about; null for one about the whole wedding. */
  readonly eventId: string | null;
}
