import Type, { type Static } from 'typebox';
import { answersClosed, weddingEvents } from '../site/events';
import type { Language } from '../site/languages';
import { mealChoices } from '../site/meals';
import type { Site } from '../site/schema';
import { PickupViewSchema, RoomViewSchema, TravelSchema } from '../stay/schemas';
import { greetingIn } from './greeting';
import { invitedEvents } from './response-rules';
import { type Household, MemberSchema, StoredResponseSchema } from './schemas';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A function of the itinerary as a list of them reads it: a household's page, with its venue, and the admin's. */
export const EventFields = {
  id: Type.String(),
  title: Type.String(),
  date: Type.String(),
  time: Type.String(),
  private: Type.Boolean(),
};

/**
 * The view as a schema: the household routes answer with it, so a field added to a household (a phone, a room, a
 * note of the couple's) reaches a guest only when it is added here too, never by a change to the view alone.
 */
export const InvitationViewSchema = Type.Object({
  household: Type.Object({
    name: Type.String(),
    members: Type.Array(MemberSchema),
    plusOnes: Type.Integer(),
    language: Type.String(),
  }),
  events: Type.Array(
    Type.Object({
      ...EventFields,
      venue: Nullable(Type.Object({ name: Type.String(), address: Type.String() })),
    }),
  ),
  meals: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  response: Nullable(StoredResponseSchema),
  closesAt: Nullable(Type.String()),
  closed: Type.Boolean(),
  contact: Nullable(Type.String()),
  /** Its stay, read from its own link (GET /api/invitations/:token): asked for, told, and as the couple decided it. */
  travelAsked: Type.Optional(Type.Boolean()),
  travel: Type.Optional(Nullable(TravelSchema)),
  room: Type.Optional(Nullable(RoomViewSchema)),
  rooms: Type.Optional(Type.Array(RoomViewSchema)),
  pickups: Type.Optional(Type.Array(PickupViewSchema)),
  /** The couple's updates it concerns (for everyone, or a function it is invited to), newest first. */
  updates: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        text: Type.String(),
        date: Type.String(),
        eventId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      }),
    ),
  ),
});
export type InvitationView = Static<typeof InvitationViewSchema>;

/**
 * What a household's link shows and the API returns to it: its own members and only the events it is invited to.
 * Nothing else of the guest list, and no event it is not invited to, is ever in it.
 */
export function invitationView(site: Site, household: Household, now: number, language: Language): InvitationView {
  const venues = new Map(site.venues.map((venue) => [venue.id, venue]));
  const events = invitedEvents(household, weddingEvents(site));
  const invited = new Set(events.map((event) => event.id));
  return {
    household: {
      // The greeting the couple wrote for it, in the page's language: never the label they file it under.
      name: greetingIn(household, language, site.defaultLanguage),
      members: household.members,
      plusOnes: household.plusOnes,
      language: household.language,
    },
    events: events.map(({ venue, ...event }) => {
      const place = venues.get(venue);
      return { ...event, venue: place ? { name: place.name, address: place.address } : null };
    }),
    meals: mealChoices(site),
    response: household.response && {
      ...household.response,
      // Who in the admin took an answer by phone is the admin's to know, not the family's.
      recordedBy: null,
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
