// The wedding's functions as the guest list sees them: each with a stable id, public or private.
import { slugOf } from '../text/slug';
import type { Site, SiteEvent } from './schema';

/** An event of the itinerary, with its day, under the id answers are stored against. */
export interface WeddingEvent {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly time: string;
  /** The venue's id in site.json's venues. */
  readonly venue: string;
  readonly private: boolean;
}

export const eventIdOf = (event: SiteEvent): string => event.id ?? slugOf(event.title);

export function weddingEvents(site: Site): WeddingEvent[] {
  return site.days.flatMap((day) =>
    day.events.map((event) => ({
      id: eventIdOf(event),
      title: event.title,
      date: day.date,
      time: event.time,
      venue: event.venue,
      private: event.private === true,
    })),
  );
}

/** The site with only the events `keep` says yes to, without the days left empty and the venues no event is at. */
export function siteWithEvents(site: Site, keep: (eventId: string, event: SiteEvent) => boolean): Site {
  const days = site.days
    .map((day) => ({ ...day, events: day.events.filter((event) => keep(eventIdOf(event), event)) }))
    .filter((day) => day.events.length > 0);
  const usedVenues = new Set(days.flatMap((day) => day.events.map((event) => event.venue)));
  return { ...site, days, venues: site.venues.filter((venue) => usedVenues.has(venue.id)) };
}

/** What the open page shows: every event but the private ones, which only their invited households ever see. */
export const publicSite = (site: Site): Site => siteWithEvents(site, (_id, event) => event.private !== true);

/** Whether answers are closed at `now`: after rsvp.closesAt, when the couple set one. */
export function answersClosed(site: Site, now: number): boolean {
  const closesAt = site.rsvp?.closesAt;
  return closesAt !== undefined && now > Date.parse(closesAt);
}

export const rsvpMode = (site: Site): 'open' | 'invite-only' => site.rsvp?.mode ?? 'open';
