import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import type { Household, HouseholdInput, HouseholdPatch } from '../../shared/guests/schemas';
import { storedText } from '../../shared/rsvp/rules';
import { isLanguage, type Language } from '../../shared/site/languages';
import { localTextColumn } from '../storage/local-text-column';
import {
  blankToNull,
  type HouseholdFields,
  type HouseholdReads,
  type HouseholdRow,
  type HouseholdWrites,
} from './guest-list-rows';
import type { HouseholdAudit } from './household-audit';
import { newToken } from './household-links';
import { createMemberWriter } from './household-members';
import { type HouseholdNames, type HouseholdSide, storedKey } from './household-names';
import type { HouseholdReader } from './household-reader';

/** The audit log keeps what a household was and answered, never its link, which would let a reader answer for it. */
function withoutSecrets(household: Household) {
  const { token: _token, link: _link, ...rest } = household;
  return rest;
}

/** A new household's own fields, as they are stored; without a language, it reads the wedding's default one. */
const fieldsOf = (input: HouseholdInput, side: HouseholdSide, language: Language): HouseholdFields => [
  input.plusOnes ?? 0,
  blankToNull(input.phone),
  blankToNull(input.email),
  input.language ?? language,
  blankToNull(input.notes),
  localTextColumn(input.greeting ?? {}),
  side,
  JSON.stringify(input.groups?.map(storedText) ?? []),
  input.travelling ? 1 : 0,
];

/**
 * The greetings column after a patch. A language the patch leaves out keeps its greeting; one it gives blank or null
 * loses it. A greeting under a code the registry does not know (a language taken out of it, a backup of a later
 * version) is no household's to lose by an edit of something else: it stays as it was stored, though no page reads it.
 */
function patchedGreetings(stored: string, before: Household, patch: HouseholdPatch): string {
  const unknown = Object.entries(JSON.parse(stored) as Record<string, unknown>).filter(([code]) => !isLanguage(code));
  const known = JSON.parse(localTextColumn({ ...before.greeting, ...patch.greeting })) as Record<string, string>;
  return JSON.stringify({ ...Object.fromEntries(unknown), ...known });
}

/** A household's own fields with the patch's given ones in place of what they were (its row: `stored`). */
const patchedFields = (
  stored: HouseholdRow,
  before: Household,
  patch: HouseholdPatch,
  side: HouseholdSide,
): HouseholdFields => [
  patch.plusOnes ?? before.plusOnes,
  patch.phone === undefined ? before.phone : blankToNull(patch.phone),
  patch.email === undefined ? before.email : blankToNull(patch.email),
  patch.language ?? before.language,
  patch.notes === undefined ? before.notes : blankToNull(patch.notes),
  patchedGreetings(stored.greetings, before, patch),
  side,
  JSON.stringify(patch.groups?.map(storedText) ?? before.groups),
  (patch.travelling ?? before.travelling) ? 1 : 0,
];

/** The couple's edits of a household: added, changed or deleted whole, each with its entry in the audit log. */
export function createHouseholdEdits(
  db: Database,
  {
    reads,
    writes,
    reader,
    names,
    audit,
    beforeMembersGo,
    defaultLanguage,
  }: {
    reads: HouseholdReads;
    writes: HouseholdWrites;
    reader: HouseholdReader;
    names: HouseholdNames;
    audit: HouseholdAudit;
    beforeMembersGo: (memberIds: readonly number[], actor: Author) => void;
    defaultLanguage: () => Language;
  },
) {
  const { writeMembers, writeEvents } = createMemberWriter(reads, writes, beforeMembersGo);
  const { load } = reader;

  const create = db.transaction((input: HouseholdInput, actor: Author): Household => {
    const name = storedText(input.name);
    const side = input.side ?? 'both';
    names.refuseClash(name, side);
    const { lastInsertRowid } = writes.insertHousehold.run(
      name,
      storedKey(name, side),
      newToken(),
      ...fieldsOf(input, side, defaultLanguage()),
    );
    const id = Number(lastInsertRowid);
    writeMembers(id, input.members, actor);
    writeEvents(id, input.events);
    const created = load(reads.household.get(id));
    if (!created) throw new Error(`the household just created (id ${id}) cannot be read back`);
    audit(actor, created, 'created', { members: created.members.map((m) => m.name), events: created.events });
    return created;
  });

  const update = db.transaction((id: number, patch: HouseholdPatch, actor: Author): Household | null => {
    const stored = reads.household.get(id);
    const before = load(stored);
    if (!stored || !before) return null;
    const name = patch.name === undefined ? before.name : storedText(patch.name);
    const side = patch.side ?? before.side;
    names.refuseClash(name, side, id);
    writes.updateHousehold.run(name, storedKey(name, side), ...patchedFields(stored, before, patch, side), id);
    if (patch.members) writeMembers(id, patch.members, actor);
    if (patch.events) writeEvents(id, patch.events);
    const after = load(reads.household.get(id));
    if (!after) throw new Error(`the household just updated (id ${id}) cannot be read back`);
    audit(actor, after, 'updated', { before: withoutSecrets(before), after: withoutSecrets(after) });
    return after;
  });

  const remove = db.transaction((id: number, actor: Author): Household | null => {
    const before = load(reads.household.get(id));
    if (!before) return null;
    // The household goes; what it answered stays readable in the audit log.
    beforeMembersGo(
      before.members.map((member) => member.id),
      actor,
    );
    audit(actor, before, 'deleted', withoutSecrets(before));
    writes.deleteHousehold.run(id);
    return before;
  });

  return { create, update, remove };
}
