import type { Database } from 'better-sqlite3';
import type { Update, UpdateInput } from '../../shared/day/schemas';
import type { Author } from '../../shared/guests/admin-shapes';
import { DEFAULT_TIME_ZONE, venueDayOf } from '../../shared/reach/time-zone';
import { storedText } from '../../shared/rsvp/rules';
import { createAuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { createUpdateReach } from './update-reach';

export type { UpdateReach } from './update-reach';

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
  };
  const reach = createUpdateReach(db, writeAudit, now);
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
    emailedTo: reach.emailedTo,
    noteEmailed: reach.noteEmailed,
    noteMailed: reach.noteMailed,
    noteSent: reach.noteSent,
    reachOf: reach.reachOf,
    /** Every update not withdrawn, newest first. */
    current: (): Update[] => statements.current.all().map(toUpdate),
    seenCounts: reach.seenCounts,
    noteSeen: reach.noteSeen,
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
