import type { Household } from '../guests/schemas';
import type { Site } from '../site/schema';
import type { Journey, TravelInput } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far before its first day, and after its last, a journey is still "the wedding's": a week each way. */
const WINDOW_DAYS = 7;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
/** 2025-02-31 has the form of a date and is none: Date rolls it over to March. */
const isRealDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toISOString().slice(0, 10) === isoDate;

/** What makes a household's travel unusable: a person who is not of the household, or one given twice. */
export function travelProblem(household: Pick<Household, 'members'>, input: TravelInput): string | null {
  const members = new Set(household.members.map((member) => member.id));
  const seen = new Set<number>();
  for (const [index, person] of input.people.entries()) {
    for (const way of ['arrive', 'leave'] as const) {
      const date = person[way]?.date;
      if (date && !isRealDate(date)) return `people[${index}].${way}.date: ${date} is not a day of the calendar`;
    }
    if (!members.has(person.memberId)) return `people[${index}].memberId: ${person.memberId} is not of this household`;
    if (seen.has(person.memberId)) return `people[${index}].memberId: ${person.memberId} is given twice`;
    seen.add(person.memberId);
  }
  return null;
}

/**
 * What may be a slip, said but not refused (a guest may come early, or stay on): a journey outside the wedding's
 * days by more than a week, or a departure before the arrival. In English; the page words them by their kind.
 */
export function travelWarnings(
  site: Pick<Site, 'startDate' | 'endDate'>,
  household: Pick<Household, 'members'>,
  input: TravelInput,
): Array<{ memberId: number; kind: 'far-from-the-wedding' | 'leaves-before-arriving'; message: string }> {
  const first = dayNumber(site.startDate) - WINDOW_DAYS;
  const last = dayNumber(site.endDate) + WINDOW_DAYS;
  const names = new Map(household.members.map((member) => [member.id, member.name]));
  const far = (journey: Journey | null | undefined) =>
    journey ? dayNumber(journey.date) < first || dayNumber(journey.date) > last : false;
  return input.people.flatMap((person) => {
    const name = names.get(person.memberId) ?? String(person.memberId);
    const warnings: ReturnType<typeof travelWarnings> = [];
    for (const [way, journey] of [
      ['arrives', person.arrive],
      ['leaves', person.leave],
    ] as const)
      if (far(journey))
        warnings.push({
          memberId: person.memberId,
          kind: 'far-from-the-wedding',
          message:
            `${name} ${way} on ${journey?.date}, more than a week from the wedding ` +
            `(${site.startDate} to ${site.endDate}): is the date right?`,
        });
    if (
      person.arrive &&
      person.leave &&
      `${person.leave.date}T${person.leave.time}` < `${person.arrive.date}T${person.arrive.time}`
    )
      warnings.push({
        memberId: person.memberId,
        kind: 'leaves-before-arriving',
        message:
          `${name} leaves (${person.leave.date} ${person.leave.time}) ` +
          `before arriving (${person.arrive.date} ${person.arrive.time}): is a date swapped?`,
      });
    return warnings;
  });
}
