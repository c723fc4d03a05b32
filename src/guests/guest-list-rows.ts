// The guest list's tables as SQLite gives their rows, and every statement the guest list runs, prepared once.
import type { Database } from 'better-sqlite3';
import type { Actor } from '../../shared/guests/admin-shapes';
import { storedText } from '../../shared/rsvp/rules';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

export interface HouseholdRow {
  id: number;
  name: string;
  token: string;
  plus_ones: number;
  phone: string | null;
  email: string | null;
  language: string | null;
  notes: string | null;
  /** JSON: how its guests are greeted, by language code ({"<code>": "the Sharmas"}), only those given. */
  greetings: string;
  side: 'bride' | 'groom' | 'both';
  /** JSON: the household's groups, e.g. ["Jaipur", "Mama ji's family"]. */
  groups: string;
  /** 1 once the couple asks this household when it arrives and where it stays. */
  travelling: 0 | 1;
  opened_at: string | null;
  sent_at: string | null;
  sent_by: string | null;
  reminded_at: string | null;
  delivered_at: string | null;
  created_at: string;
}
export interface MemberRow {
  id: number;
  household_id: number;
  name: string;
  child: 0 | 1;
}
export interface ResponseRow {
  household_id: number;
  message: string | null;
  answered_at: string;
  answered_by: 'guest' | 'couple';
  recorded_by: string | null;
}
export interface PersonRow {
  id: number;
  household_id: number;
  member_id: number | null;
  name: string;
  child: 0 | 1;
  plus_one: 0 | 1;
  meal: string | null;
  dietary: string | null;
}
export interface PersonEventRow {
  person_id: number;
  event_id: string;
  attending: 0 | 1;
}

/** A household's own fields after its name and key (and link), in the order the insert and the update bind them. */
export type HouseholdFields = [
  plusOnes: number,
  phone: string | null,
  email: string | null,
  language: string,
  notes: string | null,
  greetings: string,
  side: string,
  groups: string,
  travelling: number,
];

/** What the guest list reads of its households: all of them at once, or one by its id, link or name. */
export function prepareHouseholdReads(db: Database) {
  const prepare = preparedOnFirstUse(db);
  return {
    households: prepare<[], HouseholdRow>('SELECT * FROM households ORDER BY name_key'),
    householdCount: prepare<[], { n: number }>('SELECT count(*) AS n FROM households'),
    household: prepare<[number], HouseholdRow>('SELECT * FROM households WHERE id = ?'),
    byToken: prepare<[string], HouseholdRow>('SELECT * FROM households WHERE token = ?'),
    byKey: prepare<[string], HouseholdRow>('SELECT * FROM households WHERE name_key = ?'),
    cards: prepare<
      [],
      {
        name: string;
        token: string;
        language: string | null;
        greetings: string;
        side: 'bride' | 'groom' | 'both';
      }
    >('SELECT name, token, language, greetings, side FROM households'),
    members: prepare<[], MemberRow>(
      'SELECT id, household_id, name, child FROM members ORDER BY household_id, position',
    ),
    membersOf: prepare<[number], MemberRow>(
      'SELECT id, household_id, name, child FROM members WHERE household_id = ? ORDER BY position',
    ),
    events: prepare<[], { household_id: number; event_id: string }>(
      'SELECT household_id, event_id FROM household_events',
    ),
    eventsOf: prepare<[number], { household_id: number; event_id: string }>(
      'SELECT household_id, event_id FROM household_events WHERE household_id = ?',
    ),
    responses: prepare<[], ResponseRow>('SELECT * FROM household_responses'),
    responseOf: prepare<[number], ResponseRow>('SELECT * FROM household_responses WHERE household_id = ?'),
    people: prepare<[], PersonRow>('SELECT * FROM response_people ORDER BY household_id, position'),
    peopleOf: prepare<[number], PersonRow>('SELECT * FROM response_people WHERE household_id = ? ORDER BY position'),
    personEvents: prepare<[], PersonEventRow>('SELECT person_id, event_id, attending FROM response_events'),
    personEventsOf: prepare<[number], PersonEventRow>(
      `SELECT e.person_id, e.event_id, e.attending FROM response_events e JOIN response_people p ON p.id = e.person_id
       WHERE p.household_id = ?`,
    ),
  };
}

/** How the guest list writes a household: its row, link and invitation's progress, its members and its events. */
export function prepareHouseholdWrites(db: Database) {
  const prepare = preparedOnFirstUse(db);
  return {
    insertHousehold: prepare<[name: string, nameKey: string, token: string, ...HouseholdFields]>(
      `INSERT INTO households (name, name_key, token, plus_ones, phone, email, language, notes, greetings, side,
         groups, travelling)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    updateHousehold: prepare<[name: string, nameKey: string, ...HouseholdFields, id: number]>(`
      UPDATE households SET name = ?, name_key = ?, plus_ones = ?, phone = ?, email = ?, language = ?, notes = ?,
        greetings = ?, side = ?, groups = ?, travelling = ?,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ?`),
    setToken: prepare<[string, number]>(
      `UPDATE households SET token = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
    ),
    markOpened: prepare<[number]>(
      `UPDATE households SET opened_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND opened_at IS NULL`,
    ),
    markDelivered: prepare<[number]>(
      `UPDATE households SET delivered_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ? AND delivered_at IS NULL`,
    ),
    markInvited: prepare<[string, number]>(
      `UPDATE households SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), sent_by = ? WHERE id = ?`,
    ),
    // A reminder sent to a household never marked as invited (its link went out by other means) counts as sent too.
    markReminded: prepare<[string, number]>(`
      UPDATE households SET reminded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
        sent_at = coalesce(sent_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        sent_by = coalesce(sent_by, ?) WHERE id = ?`),
    deleteHousehold: prepare<[number]>('DELETE FROM households WHERE id = ?'),
    insertMember: prepare<[number, string, number, number]>(
      'INSERT INTO members (household_id, name, child, position) VALUES (?, ?, ?, ?)',
    ),
    updateMember: prepare<[string, number, number, number, number]>(
      'UPDATE members SET name = ?, child = ?, position = ? WHERE id = ? AND household_id = ?',
    ),
    deleteMember: prepare<[number]>('DELETE FROM members WHERE id = ?'),
    clearEvents: prepare<[number]>('DELETE FROM household_events WHERE household_id = ?'),
    insertEvent: prepare<[number, string]>('INSERT INTO household_events (household_id, event_id) VALUES (?, ?)'),
  };
}

/** How a household's answer is written: the answer's row, then each person's and each of their functions'. */
export function prepareAnswerWrites(db: Database) {
  const prepare = preparedOnFirstUse(db);
  return {
    deleteResponse: prepare<[number]>('DELETE FROM household_responses WHERE household_id = ?'),
    insertResponse: prepare<[number, string | null, string, string, string | null]>(
      `INSERT INTO household_responses (household_id, message, answered_at, answered_by, recorded_by)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    insertPerson: prepare<[number, number | null, string, number, number, string | null, string | null, number]>(
      `INSERT INTO response_people (household_id, member_id, name, child, plus_one, meal, dietary, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertPersonEvent: prepare<[number | bigint, string, number]>(
      'INSERT INTO response_events (person_id, event_id, attending) VALUES (?, ?, ?)',
    ),
  };
}

/** What the guest list reads back from the audit log: the latest entries, the deletions, a household's edits. */
export function prepareLogReads(db: Database) {
  const prepare = preparedOnFirstUse(db);
  return {
    audit: prepare<
      [number],
      {
        id: number;
        at: string;
        actor: Actor;
        household_id: number | null;
        rsvp_id: number | null;
        household_name: string;
        actor_name: string | null;
        action: string;
        detail: string | null;
      }
    >('SELECT * FROM audit_log ORDER BY id DESC LIMIT ?'),
    deletions: prepare<[], { household_name: string; at: string; detail: string | null }>(
      "SELECT household_name, at, detail FROM audit_log WHERE action = 'deleted' ORDER BY id",
    ),
    editsInTheAdmin: prepare<[number], { at: string; actor_name: string | null; detail: string | null }>(
      `SELECT at, actor_name, detail FROM audit_log
       WHERE household_id = ? AND action = 'updated' AND actor = 'couple' ORDER BY id DESC`,
    ),
  };
}

export type HouseholdReads = ReturnType<typeof prepareHouseholdReads>;
export type HouseholdWrites = ReturnType<typeof prepareHouseholdWrites>;

/** A blank text is stored as null, so that "none given" reads the same however it was left out. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const text = value == null ? '' : storedText(value);
  return text === '' ? null : text;
};
