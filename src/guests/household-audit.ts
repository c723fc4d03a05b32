import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import { createAuditWriter } from '../storage/audit-log';

/** Says a change to a household in the audit log, under its id and name. */
export function createHouseholdAudit(db: Database) {
  const writeAudit = createAuditWriter(db);
  return (actor: Author, household: { id: number | null; name: string }, action: string, detail?: unknown) =>
    writeAudit(actor, { householdId: household.id, name: household.name }, action, detail);
}

export type HouseholdAudit = ReturnType<typeof createHouseholdAudit>;
