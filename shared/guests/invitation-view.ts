import { answersClosed, weddingEvents } from '../site/events';
import type { Site } from '../site/schema';
import { invitedEvents } from './response-rules';
import type { Household } from './schemas';

/**
 * What a household's link shows and the API returns to it: its own members and only the events it is invited to.
 * Nothing else of the guest list, and no event it is not invited to, is ever in it.
 */
export function invitationView(site: Site, household: Household, now: number) {
  const venues = new Map(site.venues.map((venue) => [venue.id, venue]));
  const events = invitedEvents(household, weddingEvents(site));
  const invited = new Set(events.map((event) => event.id));
  return {
    household: {
      name: household.name,
      members: household.members,
      plusOnes: household.plusOnes,
      language: household.language,
    },
    events: events.map(({ venue, ...event }) => {
      const place = venues.get(venue);
      return { ...event, venue: place ? { name: place.name, address: place.address } : null };
    }),
    meals: site.rsvp?.meals ?? [],
    response: household.response && {
      ...household.response,
      // Answers for events the household is (still) invited to; any other stays in the admin's view only.
      people: household.response.people.map((person) => ({
        ...person,
        events: Object.fromEntries(Object.entries(person.events).filter(([id]) => invited.has(id))),
      })),
    },
    closesAt: site.rsvp?.closesAt ?? null,
    closed: answersClosed(site, now),
    contact: site.rsvp?.contact ?? null,
  };
}

export type InvitationView = ReturnType<typeof invitationView>;
