import type { Database } from 'better-sqlite3';
import type { Update, UpdateInput } from '../../shared/day/schemas';
import type { Author } from '../../shared/guests/admin-shapes';
import { DEFAULT_TIME_ZONE, venueDayOf } from '../../shared/reach/time-zone';
import { type Language, type LocalText, SOURCE_LANGUAGE, textIn } from '../../shared/site/languages';
import { createAuditWriter } from '../storage/audit-log';
import { localTextColumn, localTextOf } from '../storage/local-text-column';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { createUpdateReach, headlineOf } from './update-reach';

export type { UpdateReach } from './update-reach';

interface UpdateRow {
  id: number;
  /** JSON: what it says by language code ({"bn": "…"}), in the languages it was written in. */
  texts: string;
  event_id: string | null;
  created_at: string;
  by_name: string | null;
}

const toUpdate = (row: UpdateRow): Update => ({
  id: row.id,
  text: localTextOf(row.texts),
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
    insert: prepare<[string, string | null, string, string | null]>(
      'INSERT INTO updates (texts, event_id, created_at, by_name) VALUES (?, ?, ?, ?)',
    ),
    current: prepare<[], UpdateRow>('SELECT * FROM updates WHERE withdrawn_at IS NULL ORDER BY id DESC'),
    one: prepare<[number], UpdateRow>('SELECT * FROM updates WHERE id = ? AND withdrawn_at IS NULL'),
    withdraw: prepare<[string, number]>('UPDATE updates SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL'),
  };
  const reach = createUpdateReach(db, writeAudit, now);
  const nameOf = (author: Author) => (typeof author === 'string' ? null : author.name);

  return {
    post: db.transaction((input: UpdateInput, author: Author): Update => {
      const at = new Date(now()).toISOString();
      const texts = localTextColumn(input.text);
      const { lastInsertRowid } = statements.insert.run(texts, input.eventId ?? null, at, nameOf(author));
      const row = statements.one.get(Number(lastInsertRowid));
      if (!row) throw new Error('the update just posted cannot be read back');
      const update = toUpdate(row);
      writeAudit(author, { name: headlineOf(update.text) }, 'update-posted', update);
      return update;
    }),
    withdraw: db.transaction((id: number, author: Author): boolean => {
      const row = statements.one.get(id);
      if (!row) return false;
      statements.withdraw.run(new Date(now()).toISOString(), id);
      const update = toUpdate(row);
      writeAudit(author, { name: headlineOf(update.text) }, 'update-withdrawn', update);
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
 * What a household's page and link carry of the updates: those it concerns, newest first, in its page's language
 * (else the wedding's default language, the source language, or the one it was written in), each dated by the
 * wedding's own calendar (an update posted at 1 am in Jaipur is that day's, not the day before).
 */
export function householdUpdates(
  updates: Updates,
  household: { readonly events: readonly string[] },
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
  defaultLanguage: Language = SOURCE_LANGUAGE,
) {
  return {
    updates: updates.forHousehold(household.events).map((update) => ({
      id: update.id,
      text: textIn(update.text, language, defaultLanguage),
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
        text: localTextOf(row.texts),
        date: venueDayOf(Date.parse(row.created_at), timeZone),
        eventId: row.event_id,
      }));
  };
}

/** An update as the open page is made with it: in every language it was written in, and its day. */
export interface OpenPageUpdate {
  readonly id: number;
  readonly text: LocalText;
  readonly date: string;
  /** The function it is about; null for one about the whole wedding. */
  readonly eventId: string | null;
}
