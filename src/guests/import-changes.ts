// What a sheet's household changes in the one already on the list: the patch the import writes, and the same
// change in words for the preview, in the order the preview lists them.
import type { Greetings } from '../../shared/guests/greeting';
import { languageNameFor } from '../../shared/guests/language-name';
import type { Household, HouseholdPatch } from '../../shared/guests/schemas';
import { fill } from '../../shared/i18n/fill';
import { type ImportWords, importWords } from '../../shared/i18n/import-words';
import { storedText } from '../../shared/rsvp/rules';
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';
import { heldInWords, type StayHeld } from '../../shared/stay/stay-held';
import { householdKey } from './guest-list';
import type { SheetHousehold } from './import';

const listed = (names: readonly string[]) => names.join(', ');
const ENGLISH = importWords(SOURCE_LANGUAGE);

/** A change made to a household in the admin, from the log: what it was before and after, when, by whom. */
export interface AdminEdit {
  readonly at: string;
  readonly by: string | null;
  readonly before: Household;
  readonly after: Household;
}

/** The words of a change, and, when it puts back what someone changed in the admin since, who and when. */
type Undoing = (change: string, field: (household: Household) => unknown, value: unknown) => string;

/**
 * What a sheet's household changes in the one already on the list, as a patch and in words; null when nothing.
 * Members are matched by name, so that they keep their ids (and answers). A field the sheet has no column for is
 * left as it is. Un-inviting hides answers (they come back if the household is invited again), never deletes them.
 */
export function changesTo(
  existing: Household,
  wanted: SheetHousehold,
  titles: ReadonlyMap<string, string>,
  stayHeldBy: (memberIds: readonly number[]) => StayHeld[],
  said: ImportWords = ENGLISH,
  editsInTheAdmin: () => readonly AdminEdit[] = () => [],
  /** The language of the person importing, whose words `said` are: languages are named as they know them. */
  reader: Language = SOURCE_LANGUAGE,
): { patch: HouseholdPatch; words: string[] } | null {
  const words: string[] = [];
  const named = (language: Language) => languageNameFor(language, reader);
  const undoing: Undoing = (change, field, value) => {
    const edit = editsInTheAdmin().find((one) => field(one.before) !== field(one.after));
    if (!edit || field(edit.after) !== field(existing) || field(edit.before) !== value) return change;
    return fill(said.undoes, { change, by: edit.by ?? said.theCouple, date: edit.at.slice(0, 10) });
  };
  // Found by its link, a household renamed in the sheet is renamed, not added again.
  const name = storedText(wanted.name) !== existing.name ? storedText(wanted.name) : undefined;
  if (name !== undefined)
    words.push(undoing(fill(said.writesAs, { before: existing.name, after: name }), (h) => h.name, name));
  const { members, sameMembers } = memberChanges(existing, wanted, stayHeldBy, said, words);
  const events = eventChanges(existing, wanted, titles, said, words);
  const plusOnes = wanted.plusOnes !== undefined && wanted.plusOnes !== existing.plusOnes ? wanted.plusOnes : undefined;
  if (plusOnes !== undefined) words.push(fill(said.extraGuests, { before: existing.plusOnes, after: plusOnes }));
  const { phone, email, notes, greeting } = detailChanges(existing, wanted, { said, named }, undoing, words);
  const { language, side, travelling, groups } = settingChanges(existing, wanted, { said, named }, words);

  const patch: HouseholdPatch = {
    ...(name !== undefined && { name }),
    ...(!sameMembers && { members }),
    ...(events && { events }),
    ...(plusOnes !== undefined && { plusOnes }),
    ...(phone !== undefined && { phone }),
    ...(email !== undefined && { email }),
    ...(language !== undefined && { language }),
    ...(side !== undefined && { side }),
    ...(travelling !== undefined && { travelling }),
    ...(groups !== undefined && { groups }),
    ...(notes !== undefined && { notes }),
    ...(Object.keys(greeting).length > 0 && { greeting }),
  };
  if (Object.keys(patch).length === 0) return null;
  // A change of member order alone is a change too, with nothing more to say about it.
  if (words.length === 0) words.push(said.sheetOrder);
  return { patch, words };
}

/** The sheet's people, each keeping the id (and answers) of the one of its name; the words of who comes and goes. */
function memberChanges(
  existing: Household,
  wanted: SheetHousehold,
  stayHeldBy: (memberIds: readonly number[]) => StayHeld[],
  said: ImportWords,
  words: string[],
) {
  const byName = new Map(existing.members.map((member) => [householdKey(member.name), member]));
  const members = wanted.members.map((member) => {
    const before = byName.get(householdKey(member.name));
    return { ...(before && { id: before.id }), name: member.name, child: member.child ?? before?.child ?? false };
  });
  const keptIds = new Set(members.flatMap((member) => (member.id === undefined ? [] : [member.id])));
  const added = members.filter((member) => member.id === undefined).map((member) => member.name);
  const removed = existing.members.filter((member) => !keptIds.has(member.id));
  if (added.length > 0) words.push(fill(said.adds, { names: listed(added) }));
  const held = new Map(stayHeldBy(removed.map((member) => member.id)).map((one) => [one.memberId, one]));
  for (const member of removed) {
    const answered = existing.response?.people.some((person) => person.memberId === member.id) === true;
    const stay = held.get(member.id);
    words.push(
      fill(said.takesOff, { name: member.name }) +
        (answered ? said.answerStays : '') +
        (stay ? fill(said.stayGoesToo, { held: heldInWords([stay], said) }) : ''),
    );
  }
  for (const member of members) {
    const before = member.id === undefined ? undefined : existing.members.find((m) => m.id === member.id);
    if (!before) continue;
    if (storedText(member.name) !== before.name)
      words.push(fill(said.writesAs, { before: before.name, after: member.name }));
    if (member.child !== before.child)
      words.push(fill(member.child ? said.marksChild : said.noLongerChild, { name: member.name }));
  }
  const sameMembers =
    members.length === existing.members.length &&
    members.every(
      (member, i) =>
        member.id === existing.members[i]?.id &&
        storedText(member.name) === existing.members[i]?.name &&
        member.child === existing.members[i]?.child,
    );
  return { members, sameMembers };
}

/** The functions the sheet invites the household to, when they differ; the answers a function dropped hides. */
function eventChanges(
  existing: Household,
  wanted: SheetHousehold,
  titles: ReadonlyMap<string, string>,
  said: ImportWords,
  words: string[],
): string[] | undefined {
  if (!wanted.events) return undefined;
  let events: string[] | undefined;
  const dropped = existing.events.filter((id) => !wanted.events?.includes(id));
  const invited = wanted.events.filter((id) => !existing.events.includes(id));
  if (dropped.length > 0 || invited.length > 0) events = wanted.events;
  if (invited.length > 0) words.push(fill(said.invites, { events: listed(invited.map((id) => titles.get(id) ?? id)) }));
  if (dropped.length > 0) {
    const hidden = (existing.response?.people ?? []).reduce(
      (n, person) => n + dropped.filter((id) => person.events[id] !== undefined).length,
      0,
    );
    words.push(
      fill(said.noLongerInvited, { events: listed(dropped.map((id) => titles.get(id) ?? id)) }) +
        (hidden === 1 ? said.answerHidden : hidden > 1 ? fill(said.answersHidden, { count: hidden }) : ''),
    );
  }
  return events;
}

/** How a preview words a change: in the importer's words, each language by the name they know it by. */
interface Saying {
  readonly said: ImportWords;
  readonly named: (language: Language) => string;
}

/** The household's details written in words (phone, e-mail, notes, greetings): added, changed or removed. */
function detailChanges(
  existing: Household,
  wanted: SheetHousehold,
  { said, named }: Saying,
  undoing: Undoing,
  words: string[],
) {
  const detail = (
    label: string,
    field: (household: Household) => string | null,
    after: string | null | undefined,
  ): string | null | undefined => {
    const before = field(existing);
    if (after === undefined || (after ?? null) === before) return undefined;
    const change =
      after === null
        ? fill(said.removes, { label, before: before ?? '' })
        : before === null
          ? fill(said.addsDetail, { label, after })
          : fill(said.changes, { label, before, after });
    words.push(undoing(change, field, after));
    return after;
  };
  const phone = detail(said.phone, (h) => h.phone, wanted.phone);
  const email = detail(said.email, (h) => h.email, wanted.email);
  const notes = detail(said.notes, (h) => h.notes, wanted.notes);
  const greeting: { [L in Language]?: string | null } = {};
  for (const language of LANGUAGES) {
    const label = fill(said.greetingIn, { language: named(language) });
    const changed = detail(label, (h) => h.greeting[language] ?? null, greetingOf(wanted.greetings, language));
    if (changed !== undefined) greeting[language] = changed;
  }
  return { phone, email, notes, greeting };
}

/** The sheet's greeting in a language: undefined without its column, null for a blank cell. */
const greetingOf = (greetings: Greetings | undefined, language: Language) =>
  greetings && language in greetings ? (greetings[language] ?? null) : undefined;

/** The household's settings (language, side, travel, groups) the sheet changes. */
function settingChanges(existing: Household, wanted: SheetHousehold, { said, named }: Saying, words: string[]) {
  const language = wanted.language !== undefined && wanted.language !== existing.language ? wanted.language : undefined;
  if (language) words.push(fill(said.language, { before: named(existing.language), after: named(language) }));
  const side = wanted.side !== undefined && wanted.side !== existing.side ? wanted.side : undefined;
  if (side) words.push(fill(said.side, { before: existing.side, after: side }));
  const travelling =
    wanted.travelling !== undefined && wanted.travelling !== existing.travelling ? wanted.travelling : undefined;
  if (travelling !== undefined) words.push(travelling ? said.askedAboutTravel : said.noLongerAskedAboutTravel);
  const groups =
    wanted.groups !== undefined && wanted.groups.join('\n') !== existing.groups.join('\n') ? wanted.groups : undefined;
  if (groups)
    words.push(
      groups.length === 0
        ? fill(said.leavesGroups, { groups: existing.groups.join(', ') })
        : fill(said.groups, { groups: groups.join(', ') }),
    );
  return { language, side, travelling, groups };
}
