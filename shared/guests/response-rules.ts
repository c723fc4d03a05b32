// Whether a household's answer fits the household: its members, its allowance of extra guests, the events it is
// invited to, the meals offered. The schema has checked the shape; these checks need the household and site.json.

import { type Outcome, refuse } from '../outcome';
import type { WeddingEvent } from '../site/events';
import type { Household, ResponseInput } from './schemas';

const invalid = (problem: string) => refuse('invalid-response', problem);

/** A person of an answer as the repository stores it (checked against the household here). */
export interface PersonToStore {
  memberId: number | null;
  name: string;
  child: boolean;
  plusOne: boolean;
  events: Readonly<Record<string, boolean>>;
  meal: string | null;
  dietaryRestrictions: string | null;
}

/** The events a household may answer for: those it is invited to that the itinerary still has, in its order. */
export function invitedEvents(household: Pick<Household, 'events'>, events: readonly WeddingEvent[]): WeddingEvent[] {
  const invited = new Set(household.events);
  return events.filter((event) => invited.has(event.id));
}

export function checkResponse(
  household: Household,
  input: ResponseInput,
  events: readonly WeddingEvent[],
  meals: readonly string[],
): Outcome<PersonToStore[]> {
  const answerable = invitedEvents(household, events);
  const answerableIds = new Set(answerable.map((event) => event.id));
  const members = new Map(household.members.map((member) => [member.id, member]));
  const answered = new Set<number>();
  const people: PersonToStore[] = [];
  let plusOnes = 0;

  for (const [index, entry] of input.members.entries()) {
    const at = `members[${index}]`;
    let person: Pick<PersonToStore, 'memberId' | 'name' | 'child' | 'plusOne'>;
    if (entry.id !== undefined) {
      const member = members.get(entry.id);
      if (!member) return invalid(`${at}.id: ${entry.id} is not a member of this household`);
      if (answered.has(entry.id)) return invalid(`${at}.id: ${member.name} is answered for twice`);
      answered.add(entry.id);
      person = { memberId: member.id, name: member.name, child: member.child, plusOne: false };
    } else {
      if (entry.name === undefined) return invalid(`${at}: give the id of a member, or the name of an extra guest`);
      plusOnes += 1;
      if (plusOnes > household.plusOnes) {
        return invalid(
          household.plusOnes === 0
            ? `${at}: this invitation is for the household's members only`
            : `${at}: this invitation may bring at most ${household.plusOnes} extra ` +
                `${household.plusOnes === 1 ? 'guest' : 'guests'}`,
        );
      }
      person = { memberId: null, name: entry.name, child: false, plusOne: true };
    }
    for (const eventId of Object.keys(entry.events)) {
      // The same words for an event that exists and one that does not: a private event's id is nobody's business.
      if (!answerableIds.has(eventId)) return invalid(`${at}.events.${eventId}: this invitation is not for that event`);
    }
    const missing = answerable.find((event) => entry.events[event.id] === undefined);
    if (missing) return invalid(`${at}.events: needs a yes or no for ${missing.title} (${missing.id})`);
    const meal = entry.meal ?? null;
    if (meal !== null && !meals.includes(meal)) {
      return invalid(
        meals.length === 0
          ? `${at}.meal: no meal choice is offered`
          : `${at}.meal: "${meal}" is not one of the meals offered (${meals.join(', ')})`,
      );
    }
    people.push({ ...person, events: entry.events, meal, dietaryRestrictions: entry.dietaryRestrictions ?? null });
  }
  const unanswered = household.members.find((member) => !answered.has(member.id));
  if (unanswered) return invalid(`members: ${unanswered.name} (id ${unanswered.id}) has no answer`);
  return { done: people };
}
