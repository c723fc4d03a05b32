// The guest sheet's rows gathered into households: rows are one household by the link they carry, else by name, and
// by side where a row gives one. Each row adds its person, and whatever of the household's own details it gives.
import type { Greetings } from '../../shared/guests/greeting';
import { fill } from '../../shared/i18n/fill';
import type { ImportWords } from '../../shared/i18n/import-words';
import { GUEST_LIMITS } from '../../shared/limits/guests';
import { storedText } from '../../shared/rsvp/rules';
import { householdKey } from './guest-list';
import type { SheetHousehold } from './import';
import { type SheetRow, sideOf, tokenOf } from './import-cells';
import { greetingLanguages, type SheetField } from './sheet-headers';

/** A household as its rows are read, with its people's names so far (to find one written twice). */
export type HouseholdInReading = SheetHousehold & { memberKeys: Set<string> };

/** What a person's row says besides the names, each cell read (and its problems said). */
export interface RowDetails {
  readonly child: boolean | null;
  readonly events: readonly string[];
  readonly plusOnes: number;
  readonly phone: string;
  readonly email: string;
  readonly language: SheetHousehold['language'];
  readonly travelling: boolean | null;
  readonly side: SheetHousehold['side'];
  readonly groups: readonly string[];
  readonly notes: string;
  /** The greeting in each language the sheet has a column for ("" where the cell is blank). */
  readonly greetings: Greetings;
}

type Has = (field: SheetField) => boolean;

/** A household begun by its first row: every column the sheet has starts blank, to be filled by its rows. */
const newHousehold = (householdName: string, row: number, token: string | undefined, has: Has): HouseholdInReading => ({
  name: storedText(householdName),
  row,
  ...(token && { token }),
  members: [],
  ...(has('events') && { events: [] }),
  ...(has('plusOnes') && { plusOnes: 0 }),
  ...(has('phone') && { phone: null }),
  ...(has('email') && { email: null }),
  ...(has('notes') && { notes: null }),
  ...(greetingLanguages(has).length > 0 && {
    greetings: Object.fromEntries(greetingLanguages(has).map((language) => [language, null])),
  }),
  ...(has('groups') && { groups: [] }),
  memberKeys: new Set<string>(),
});

export function createHouseholdGathering(has: Has, words: ImportWords) {
  const households = new Map<string, HouseholdInReading>();
  // The bride's Sharma family and the groom's are two households of one name.
  const groupsNamed = new Map<string, string[]>();
  const groupFor = (nameKey: string, token: string | undefined, side: SheetHousehold['side']): string => {
    const named = groupsNamed.get(nameKey) ?? [];
    const chosen = token
      ? `link:${token}`
      : (named.find((key) => side !== undefined && households.get(key)?.side === side) ??
        named.find((key) => side === undefined || households.get(key)?.side === undefined) ??
        `name:${nameKey}:${side ?? ''}`);
    if (!named.includes(chosen)) groupsNamed.set(nameKey, [...named, chosen]);
    return chosen;
  };

  /** The household a row is of, begun by it if it is the first; none when its link is not one, or another's. */
  const householdOf = (row: SheetRow, householdName: string): HouseholdInReading | undefined => {
    const linkCell = row.cell('link');
    const token = tokenOf(linkCell);
    if (linkCell !== '' && !token) return row.problem('link', fill(words.notALink, { value: linkCell }));
    const key = groupFor(householdKey(householdName), token, sideOf(row.cell('side')));
    const linked = households.get(key);
    if (token && linked && householdKey(linked.name) !== householdKey(householdName))
      return row.problem('link', fill(words.linkTwice, { household: linked.name, row: linked.row ?? 1 }));
    const household = linked ?? newHousehold(householdName, row.row, token, has);
    households.set(key, household);
    return household;
  };

  return { householdOf, households: () => [...households.values()] };
}

/** Whether the household can take one more person of this name: not one it has, nor one past the most it may have. */
export function hasRoomFor(row: SheetRow, household: HouseholdInReading, name: string, words: ImportWords): boolean {
  if (household.memberKeys.has(householdKey(name))) {
    row.problem('name', fill(words.twice, { name, household: household.name }));
    return false;
  }
  if (household.members.length >= GUEST_LIMITS.membersMax) {
    row.problem('name', fill(words.tooManyPeople, { household: household.name, max: GUEST_LIMITS.membersMax }));
    return false;
  }
  return true;
}

export function addPerson(household: HouseholdInReading, name: string, details: RowDetails, has: Has): void {
  household.memberKeys.add(householdKey(name));
  household.members.push({ name: storedText(name), ...(has('child') && { child: details.child === true }) });
  if (household.events) for (const id of details.events) if (!household.events.includes(id)) household.events.push(id);
  if (household.plusOnes !== undefined && details.plusOnes > household.plusOnes) household.plusOnes = details.plusOnes;
  // A household's own details may sit on any of its rows; the first row that gives one is taken.
  if (details.phone && !household.phone) household.phone = details.phone;
  if (details.email && !household.email) household.email = details.email;
  if (details.language && !household.language) household.language = details.language;
  if (details.notes && !household.notes) household.notes = details.notes;
  if (details.side && !household.side) household.side = details.side;
  if (has('travelling')) household.travelling = household.travelling === true || details.travelling === true;
  if (household.groups)
    for (const group of details.groups) if (!household.groups.includes(group)) household.groups.push(group);
  for (const language of greetingLanguages(has)) {
    const greeting = details.greetings[language];
    if (greeting && household.greetings && !household.greetings[language])
      household.greetings = { ...household.greetings, [language]: storedText(greeting) };
  }
}
