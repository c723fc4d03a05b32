import type { AnsweredPerson, Household, StoredResponse } from '../../shared/guests/schemas';

const yesNo = (attending: boolean) => (attending ? 'yes' : 'no');
const quoted = (text: string | null) => (text ? `“${text}”` : 'none');

/** The same person in two answers: a member by their id, an extra guest by their name. */
const samePerson = (a: AnsweredPerson, b: AnsweredPerson) =>
  a.memberId !== null ? a.memberId === b.memberId : b.plusOne && a.name.toLowerCase() === b.name.toLowerCase();

/**
 * What a household's answer changed, a line a person, as the audit log shows it: "Ravi Sharma: Mehendi no → yes;
 * meal Jain → Vegetarian". A first answer says what each person said. Functions are named by their titles where the
 * itinerary still has them, else by their ids; functions not answered for this time (no longer invited) are left out.
 */
export function answerChangesInWords(
  before: StoredResponse | null,
  after: StoredResponse,
  titles: ReadonlyMap<string, string>,
): string[] {
  const title = (eventId: string) => titles.get(eventId) ?? eventId;
  const lines: string[] = [];
  for (const person of after.people) {
    const earlier = before?.people.find((p) => samePerson(person, p));
    const changes: string[] = [];
    for (const [eventId, attending] of Object.entries(person.events)) {
      const was = earlier?.events[eventId];
      if (was === attending) continue;
      changes.push(
        was === undefined
          ? `${title(eventId)} ${yesNo(attending)}`
          : `${title(eventId)} ${yesNo(was)} → ${yesNo(attending)}`,
      );
    }
    if ((earlier?.meal ?? null) !== person.meal && (earlier || person.meal))
      changes.push(earlier ? `meal ${earlier.meal ?? 'none'} → ${person.meal ?? 'none'}` : `meal ${person.meal}`);
    if (
      (earlier?.dietaryRestrictions ?? null) !== person.dietaryRestrictions &&
      (earlier || person.dietaryRestrictions)
    )
      changes.push(
        earlier
          ? `dietary ${quoted(earlier.dietaryRestrictions)} → ${quoted(person.dietaryRestrictions)}`
          : `dietary ${quoted(person.dietaryRestrictions)}`,
      );
    const who = before && !earlier && person.plusOne ? `${person.name} (added)` : person.name;
    if (changes.length > 0) lines.push(`${who}: ${changes.join('; ')}`);
  }
  for (const person of before?.people ?? []) {
    if (!after.people.some((p) => samePerson(p, person))) lines.push(`${person.name}: no longer in the answer`);
  }
  if ((before?.message ?? null) !== after.message && after.message !== null)
    lines.push(`message: ${quoted(after.message)}`);
  return lines;
}

type HouseholdDetails = Pick<
  Household,
  'name' | 'members' | 'events' | 'plusOnes' | 'phone' | 'email' | 'language' | 'notes' | 'greeting'
>;

/**
 * What the couple's edit of a household changed, a phrase a change: "invited to Haldi Ceremony; adds Dadi Sharma;
 * extra guests 2 → 0; phone 98765 43210 → none". The audit log keeps the household before and after; this reads them.
 */
export function householdChangesInWords(
  before: HouseholdDetails,
  after: HouseholdDetails,
  titles: ReadonlyMap<string, string>,
): string[] {
  const title = (eventId: string) => titles.get(eventId) ?? eventId;
  const words: string[] = [];
  const text = (value: string | null) => value ?? 'none';
  if (before.name !== after.name) words.push(`name ${before.name} → ${after.name}`);
  const invited = after.events.filter((id) => !before.events.includes(id));
  const uninvited = before.events.filter((id) => !after.events.includes(id));
  if (invited.length > 0) words.push(`invited to ${invited.map(title).join(', ')}`);
  if (uninvited.length > 0) words.push(`no longer invited to ${uninvited.map(title).join(', ')}`);
  for (const member of after.members) {
    const was = before.members.find((m) => m.id === member.id);
    if (!was) words.push(`adds ${member.name}`);
    else if (was.name !== member.name) words.push(`${was.name} → ${member.name}`);
  }
  for (const member of before.members)
    if (!after.members.some((m) => m.id === member.id)) words.push(`takes ${member.name} off the list`);
  if (before.plusOnes !== after.plusOnes) words.push(`extra guests ${before.plusOnes} → ${after.plusOnes}`);
  for (const [label, was, now] of [
    ['phone', before.phone, after.phone],
    ['e-mail', before.email, after.email],
    ['language', before.language, after.language],
    ['notes', before.notes, after.notes],
    ['greeting', before.greeting.en, after.greeting.en],
    ['Hindi greeting', before.greeting.hi, after.greeting.hi],
  ] as const) {
    if (was !== now) words.push(`${label} ${text(was)} → ${text(now)}`);
  }
  return words;
}
