import type { Household } from '../../shared/guests/schemas';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import type { WeddingEvent } from '../../shared/site/events';
import type { Note } from './webhook-request';

/**
 * What a guest typed, as one line of a note: its own line breaks (and the Unicode ones) become " / ", so that a
 * message such as "Evil\nSagan: 50 coming" cannot pass for a line of the note itself.
 */
export const oneLine = (text: string): string =>
  text
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' / ')
    .replace(/[\p{Cc}]/gu, ' ')
    .trim();

/** The note for an answer through the open form: who, coming or not, how many, and what they asked for. */
export function openRsvpNote(rsvp: RsvpRecord): Note {
  const lines = [
    `${oneLine(rsvp.fullName)} (${oneLine(rsvp.email)}): ` +
      (rsvp.attending ? `coming, ${rsvp.guestCount} ${rsvp.guestCount === 1 ? 'guest' : 'guests'}` : 'not coming'),
  ];
  if (rsvp.dietaryRestrictions) lines.push(`Dietary: ${oneLine(rsvp.dietaryRestrictions)}`);
  if (rsvp.songRequest) lines.push(`Song: ${oneLine(rsvp.songRequest)}`);
  const name = oneLine(rsvp.fullName);
  return { title: rsvp.attending ? `RSVP: ${name} is coming` : `RSVP: ${name} cannot come`, text: lines.join('\n') };
}

/**
 * The note for a household's answer: for each function it is invited to, how many are coming and who. Only
 * the couple reads it, so the private functions are named too.
 */
export function householdNote(household: Household, events: readonly WeddingEvent[], changed: boolean): Note {
  const people = household.response?.people ?? [];
  const titleOf = new Map(events.map((event) => [event.id, event.title]));
  const lines = household.events.map((eventId) => {
    const coming = people.filter((person) => person.events[eventId] === true).map((person) => oneLine(person.name));
    const who = coming.length > 0 ? ` (${coming.join(', ')})` : '';
    return `${titleOf.get(eventId) ?? eventId}: ${coming.length} coming${who}`;
  });
  const message = household.response?.message;
  if (message) lines.push(`Message: ${oneLine(message)}`);
  return {
    title: `${oneLine(household.name)} ${changed ? 'changed their answer' : 'answered'}`,
    text: lines.join('\n'),
  };
}
