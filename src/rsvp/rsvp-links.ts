import type { Database } from 'better-sqlite3';
import type { AuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { toRecord } from './rsvp-rows';
import type { RsvpStore } from './rsvp-store';

/** An answer said to be a household's on the list, or the same guest's as another answer: each in the audit log. */
export function createRsvpLinks(db: Database, store: RsvpStore, audit: AuditWriter) {
  const prepare = preparedOnFirstUse(db);
  const householdName = prepare<[number], { name: string }>('SELECT name FROM households WHERE id = ?');
  const linkAndAudit = db.transaction((id: number, householdId: number | null) => {
    const row = store.byId(id);
    if (!row) return { refused: 'no-answer' as const };
    const household = householdId === null ? undefined : householdName.get(householdId);
    if (householdId !== null && !household) return { refused: 'no-household' as const };
    store.setHousehold(householdId, id);
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
    const removed = store.byId(id);
    const kept = store.byId(into);
    if (!removed || !kept) return null;
    // A link to a household made on the answer that goes stays with the one that stays.
    if (kept.household_id === null && removed.household_id !== null) store.setHousehold(removed.household_id, into);
    store.deleteById(id);
    const record = toRecord(removed);
    audit('couple', { rsvpId: id, name: record.fullName }, 'rsvp-merged', {
      into,
      keptName: kept.full_name,
      answer: record,
      changes: [`the same guest as answer ${into} (${kept.full_name}), which is kept`],
    });
    return { kept: toRecord(kept), removed: record };
  });

  return {
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
  };
}
