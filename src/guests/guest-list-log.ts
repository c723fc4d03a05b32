import type { Database } from 'better-sqlite3';
import type { AuditEntry } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import { prepareLogReads } from './guest-list-rows';
import type { HouseholdSide } from './household-names';

/** What the audit log tells of the guest list: its latest entries, the households deleted, a household's edits. */
export function createGuestListLog(db: Database) {
  const statements = prepareLogReads(db);
  return {
    /** Households deleted in the admin or by an import, by name: when, and of which side (from the log). */
    deletions(): Array<{ name: string; at: string; side: HouseholdSide }> {
      return statements.deletions.all().map((row) => {
        const detail = row.detail === null ? null : (JSON.parse(row.detail) as { side?: HouseholdSide });
        return { name: row.household_name, at: row.at, side: detail?.side ?? 'both' };
      });
    },
    /** This household's edits made in the admin (not by an import), newest first: when, by whom, and before/after. */
    editsInTheAdmin(id: number): Array<{ at: string; by: string | null; before: Household; after: Household }> {
      return statements.editsInTheAdmin.all(id).flatMap((row) => {
        const detail =
          row.detail === null ? null : (JSON.parse(row.detail) as { before?: Household; after?: Household });
        return detail?.before && detail.after
          ? [{ at: row.at, by: row.actor_name, before: detail.before, after: detail.after }]
          : [];
      });
    },
    audit(limit = 500): AuditEntry[] {
      return statements.audit.all(limit).map((row) => ({
        id: row.id,
        at: row.at,
        actor: row.actor,
        householdId: row.household_id,
        rsvpId: row.rsvp_id,
        householdName: row.household_name,
        by: row.actor_name,
        action: row.action,
        detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
      }));
    },
  };
}
