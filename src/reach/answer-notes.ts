import type { Household } from '../guests/schemas';
import type { RsvpRecord } from '../rsvp/schemas';
import type { WeddingEvent } from '../site/events';
import type { Note } from './webhook-request';

/** The note for an answer through the open form: who, coming or not, how many, and what they asked for. */
export function openRsvpNote(rsvp: RsvpRecord): Note {
  const lines = [
    `${rsvp.fullName} (${rsvp.email}): ${rsvp.attending ? `coming, ${rsvp.guestCount} ${rsvp.guestCount === 1 ? 'guest' : 'guests'}` : 'not coming'}`,
  ];
  if (rsvp.dietaryRestrictions) lines.push(`Dietary: ${rsvp.dietaryRestrictions}`);
  if (rsvp.songRequest) lines.push(`Song: ${rsvp.songRequest}`);
  return { title: rsvp.attending ? `RSVP: ${rsvp.fullName} is coming` : `RSVP: ${rsvp.fullName} cannot come`, text: lines.join('\n') };
}

/**
 * The note for a household's answer: for each function it is invited to, how many are coming and who. Only
 * the couple reads it, so the private functions are named too.
 */
export function householdNote(household: Household, events: readonly WeddingEvent[], changed: boolean): Note {
  const people = household.response?.people ?? [];
  const titleOf = new Map(events.map((event) => [event.id, event.title]));
  const lines = household.events.map((eventId) => {
    const coming = people.filter((person) => person.events[eventId] === true).map((person) => person.name);
    return `${titleOf.get(eventId) ?? eventId}: ${coming.length} coming${coming.length > 0 ? ` (${coming.join(', ')})` : ''}`;
  });
  const message = household.response?.message;
  if (message) lines.push(`Message: ${message}`);
  return { title: `${household.name} ${changed ? 'changed their answer' : 'answered'}`, text: lines.join('\n') };
}
