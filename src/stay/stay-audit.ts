import type { Author } from '../../shared/guests/admin-shapes';
import type { AuditWriter } from '../storage/audit-log';
import type { StayLookups } from './stay-lookups';

/** The stay's two ways of saying a change in the audit log: under a place's name, or in a person's household's log. */
export function createStayAudit(writeAudit: AuditWriter, lookups: StayLookups) {
  return {
    place: (author: Author, name: string, action: string, detail?: unknown) =>
      writeAudit(author, { name }, action, detail),
    member: (author: Author, memberId: number, action: string, detail?: unknown) => {
      const member = lookups.member(memberId);
      writeAudit(
        author,
        { householdId: member?.household_id ?? null, name: member?.name ?? String(memberId) },
        action,
        detail,
      );
    },
  };
}

export type StayAudit = ReturnType<typeof createStayAudit>;
