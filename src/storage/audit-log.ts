import type { Database } from 'better-sqlite3';
import type { Actor, Author } from '../../shared/guests/admin-shapes';
import { preparedOnFirstUse } from './prepared-on-first-use';

/** What an audit entry is about: a household on the list, or one of the open form's answers; named either way. */
export interface AuditSubject {
  readonly householdId?: number | null;
  readonly rsvpId?: number | null;
  /** The household's name, or the guest's: the entry stays readable after either is deleted. */
  readonly name: string;
}

/** Writes one audit entry, inside whatever transaction the caller runs: the change and its entry commit together. */
export function createAuditWriter(db: Database) {
  const prepare = preparedOnFirstUse(db);
  const insert = prepare<[Actor, string | null, number | null, number | null, string, string, string | null]>(
    `INSERT INTO audit_log (actor, actor_name, household_id, rsvp_id, household_name, action, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  // A person in the admin is written as the admin's actor ("couple", as the log has always said of it) and by name.
  return (author: Author, subject: AuditSubject, action: string, detail?: unknown): void => {
    insert.run(
      typeof author === 'string' ? author : (author.actor ?? 'couple'),
      typeof author === 'string' ? null : author.name,
      subject.householdId ?? null,
      subject.rsvpId ?? null,
      subject.name,
      action,
      detail === undefined ? null : JSON.stringify(detail),
    );
  };
}

export type AuditWriter = ReturnType<typeof createAuditWriter>;
