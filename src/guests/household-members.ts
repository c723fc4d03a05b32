import type { Author } from '../../shared/guests/admin-shapes';
import type { HouseholdInput } from '../../shared/guests/schemas';
import { storedText } from '../../shared/rsvp/rules';
import type { HouseholdReads, HouseholdWrites } from './guest-list-rows';

/** Writes a household's members and the functions it is invited to, each as given whole. */
export function createMemberWriter(
  reads: Pick<HouseholdReads, 'membersOf'>,
  writes: HouseholdWrites,
  beforeMembersGo: (memberIds: readonly number[], actor: Author) => void,
) {
  return {
    /** Members as given: those with an id of this household are kept (renamed), the rest are new, the missing go. */
    writeMembers: (householdId: number, members: HouseholdInput['members'], actor: Author) => {
      const existing = new Map(reads.membersOf.all(householdId).map((m) => [m.id, m]));
      const kept = new Set<number>();
      members.forEach((member, position) => {
        const name = storedText(member.name);
        const child = member.child ? 1 : 0;
        if (member.id !== undefined && existing.has(member.id)) {
          writes.updateMember.run(name, child, position, member.id, householdId);
          kept.add(member.id);
        } else {
          writes.insertMember.run(householdId, name, child, position);
        }
      });
      const leaving = [...existing.keys()].filter((id) => !kept.has(id));
      if (leaving.length > 0) beforeMembersGo(leaving, actor);
      for (const id of leaving) writes.deleteMember.run(id);
    },
    writeEvents: (householdId: number, events: readonly string[]) => {
      writes.clearEvents.run(householdId);
      for (const eventId of new Set(events)) writes.insertEvent.run(householdId, eventId);
    },
  };
}
