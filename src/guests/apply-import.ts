import { storedText } from '../rsvp/rules';
import { householdKey, type GuestList } from './guest-list';
import type { Household, HouseholdInput, HouseholdPatch } from './schemas';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * What a sheet's household changes in the one already on the list: null when nothing. Members are matched by name,
 * so that they keep their ids (and answers); a detail the sheet leaves blank keeps what the list has.
 */
function changesTo(existing: Household, wanted: HouseholdInput): HouseholdPatch | null {
  const byName = new Map(existing.members.map((member) => [householdKey(member.name), member]));
  const members = wanted.members.map((member) => {
    const id = byName.get(householdKey(member.name))?.id;
    return { ...(id !== undefined && { id }), name: member.name, child: member.child === true };
  });
  const sameMembers =
    members.length === existing.members.length &&
    members.every((member, i) => member.id === existing.members[i]?.id && storedText(member.name) === existing.members[i]?.name && member.child === existing.members[i]?.child);
  const sameEvents = wanted.events.length === existing.events.length && wanted.events.every((id) => existing.events.includes(id));
  const patch: HouseholdPatch = {
    ...(!sameMembers && { members }),
    ...(!sameEvents && { events: wanted.events }),
    ...((wanted.plusOnes ?? 0) !== existing.plusOnes && { plusOnes: wanted.plusOnes ?? 0 }),
    ...(wanted.phone && wanted.phone !== existing.phone && { phone: wanted.phone }),
    ...(wanted.email && wanted.email !== existing.email && { email: wanted.email }),
    ...(wanted.language && wanted.language !== existing.language && { language: wanted.language }),
    ...(wanted.notes && wanted.notes !== existing.notes && { notes: wanted.notes }),
  };
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * Imports the households in one transaction, all or none; with `dryRun`, only counts what it would do. Importing the
 * same sheet again changes nothing.
 */
export function importHouseholds(guestList: GuestList, households: readonly HouseholdInput[], { dryRun }: { dryRun: boolean }): ImportCounts {
  return guestList.inTransaction(() => {
    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
    for (const wanted of households) {
      const existing = guestList.byName(wanted.name);
      if (!existing) {
        counts.created += 1;
        if (!dryRun) guestList.create(wanted, 'import');
        continue;
      }
      const patch = changesTo(existing, wanted);
      if (!patch) {
        counts.unchanged += 1;
        continue;
      }
      counts.updated += 1;
      if (!dryRun) guestList.update(existing.id, patch, 'import');
    }
    return counts;
  });
}
