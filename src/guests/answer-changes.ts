import type { Greetings } from '../../shared/guests/greeting';
import { languageNameFor } from '../../shared/guests/language-name';
import type { AnsweredPerson, Household, StoredResponse } from '../../shared/guests/schemas';
import { type ChangeWords, changeWords } from '../../shared/i18n/change-words';
import { fill } from '../../shared/i18n/fill';
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';

const ENGLISH = changeWords(SOURCE_LANGUAGE);
const yesNo = (words: ChangeWords, attending: boolean) => (attending ? words.yes : words.no);
export const quotedIn = (words: ChangeWords, text: string | null) => (text ? fill(words.quoted, { text }) : words.none);

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
  words: ChangeWords = ENGLISH,
): string[] {
  const title = (eventId: string) => titles.get(eventId) ?? eventId;
  const quoted = (text: string | null) => quotedIn(words, text);
  const changed = (what: string, before: string, after: string) => fill(words.changed, { what, before, after });
  const said = (what: string, value: string) => fill(words.said, { what, value });
  const lines: string[] = [];
  for (const person of after.people) {
    const earlier = before?.people.find((p) => samePerson(person, p));
    const changes: string[] = [];
    for (const [eventId, attending] of Object.entries(person.events)) {
      const was = earlier?.events[eventId];
      if (was === attending) continue;
      changes.push(
        was === undefined
          ? said(title(eventId), yesNo(words, attending))
          : changed(title(eventId), yesNo(words, was), yesNo(words, attending)),
      );
    }
    if ((earlier?.meal ?? null) !== person.meal && (earlier || person.meal))
      changes.push(
        earlier
          ? changed(words.meal, earlier.meal ?? words.none, person.meal ?? words.none)
          : said(words.meal, person.meal ?? words.none),
      );
    if (
      (earlier?.dietaryRestrictions ?? null) !== person.dietaryRestrictions &&
      (earlier || person.dietaryRestrictions)
    )
      changes.push(
        earlier
          ? changed(words.dietary, quoted(earlier.dietaryRestrictions), quoted(person.dietaryRestrictions))
          : said(words.dietary, quoted(person.dietaryRestrictions)),
      );
    const who = before && !earlier && person.plusOne ? fill(words.added, { name: person.name }) : person.name;
    if (changes.length > 0) lines.push(`${who}: ${changes.join('; ')}`);
  }
  for (const person of before?.people ?? []) {
    if (!after.people.some((p) => samePerson(p, person)))
      lines.push(fill(words.noLongerInAnswer, { name: person.name }));
  }
  if ((before?.message ?? null) !== after.message && after.message !== null)
    lines.push(fill(words.message, { text: quoted(after.message) }));
  return lines;
}

/** A household as the audit log kept it: its greetings as they were logged then (a null was none). */
type HouseholdDetails = Pick<
  Household,
  'name' | 'members' | 'events' | 'plusOnes' | 'phone' | 'email' | 'language' | 'notes'
> & { readonly greeting: Greetings };

/**
 * What the couple's edit of a household changed, a phrase a change: "invited to Haldi Ceremony; adds Dadi Sharma;
 * extra guests 2 → 0; phone 98765 43210 → none". The audit log keeps the household before and after; this reads
 * them.
 */
export function householdChangesInWords(
  before: HouseholdDetails,
  after: HouseholdDetails,
  titles: ReadonlyMap<string, string>,
  words: ChangeWords = ENGLISH,
  reader: Language = SOURCE_LANGUAGE,
): string[] {
  const title = (eventId: string) => titles.get(eventId) ?? eventId;
  const lines: string[] = [];
  const text = (value: string | null | undefined) => value || words.none;
  const named = (language: Language) => languageNameFor(language, reader);
  const changed = (what: string, was: string, now: string) => fill(words.changed, { what, before: was, after: now });
  if (before.name !== after.name) lines.push(changed(words.name, before.name, after.name));
  const invited = after.events.filter((id) => !before.events.includes(id));
  const uninvited = before.events.filter((id) => !after.events.includes(id));
  if (invited.length > 0) lines.push(fill(words.invitedTo, { events: invited.map(title).join(', ') }));
  if (uninvited.length > 0) lines.push(fill(words.noLongerInvitedTo, { events: uninvited.map(title).join(', ') }));
  for (const member of after.members) {
    const was = before.members.find((m) => m.id === member.id);
    if (!was) lines.push(fill(words.adds, { name: member.name }));
    else if (was.name !== member.name) lines.push(`${was.name} → ${member.name}`);
  }
  for (const member of before.members)
    if (!after.members.some((m) => m.id === member.id)) lines.push(fill(words.takesOff, { name: member.name }));
  if (before.plusOnes !== after.plusOnes)
    lines.push(changed(words.extraGuests, String(before.plusOnes), String(after.plusOnes)));
  const details: ReadonlyArray<readonly [string, string | null | undefined, string | null | undefined]> = [
    [words.phone, before.phone, after.phone],
    [words.email, before.email, after.email],
    [words.language, named(before.language), named(after.language)],
    [words.notes, before.notes, after.notes],
    ...LANGUAGES.map((language) => {
      const label = fill(words.greetingIn, { language: named(language) });
      return [label, before.greeting[language], after.greeting[language]] as const;
    }),
  ];
  for (const [label, was, now] of details) {
    if ((was || null) !== (now || null)) lines.push(changed(label, text(was), text(now)));
  }
  return lines;
}
