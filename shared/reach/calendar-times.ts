// The wedding's functions as calendar entries: the .ics files and the pages' calendar links, which give a
// function the same end. Made on the server; the page only shows the links it is given (shared/page-data.ts).
import { eventIdOf } from '../site/events';
import type { Site, SiteEvent } from '../site/schema';
import { DEFAULT_TIME_ZONE } from './time-zone';

/** A function with no end written gets this long in a calendar: long enough to block the time, not the evening. */
export const DEFAULT_LENGTH_MINUTES = 120;

/**
 * "2025-08-31T13:00" plus minutes, on the wall clock (a change of clocks inside a wedding function is not worth more).
 */
export function addMinutes(localDateTime: string, minutes: number): string {
  const [date = '', time = ''] = localDateTime.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, (minute ?? 0) + minutes));
  return moved.toISOString().slice(0, 16);
}

/** When a function ends: as written, or DEFAULT_LENGTH_MINUTES after it starts. */
export const endOf = (event: SiteEvent & { start: string }): string =>
  event.end ?? addMinutes(event.start, DEFAULT_LENGTH_MINUTES);

/** "2025-08-31T13:00" as iCalendar and Google write a local time: "20250831T130000". */
export const compactLocal = (localDateTime: string): string => `${localDateTime.replace(/[-:]/g, '')}00`;

export const hasStart = (event: SiteEvent): event is SiteEvent & { start: string } => event.start !== undefined;

/** Google Calendar's own "add this event" page, filled in; it reads the times in the wedding's zone (ctz). */
export function googleCalendarLink(
  event: SiteEvent & { start: string },
  { couple, place, timeZone }: { couple: string; place: string; timeZone: string },
): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${event.title} · ${couple}`,
    dates: `${compactLocal(event.start)}/${compactLocal(endOf(event))}`,
    ctz: timeZone,
    details: event.description,
    location: place,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Where a function's entry is: its own .ics file, and Google Calendar's page for it. */
export interface CalendarLink {
  readonly file: string;
  readonly google: string;
}

/**
 * The itinerary's calendar links: one for every function, and per day, per function, its own (null without a start).
 */
export interface CalendarLinks {
  readonly all: string;
  readonly days: ReadonlyArray<ReadonlyArray<CalendarLink | null>>;
}

/**
 * The links of `site`'s itinerary, to the .ics file served at `filePath` (the open one, or a household's own); null
 * when no function has a start.
 */
export function calendarLinks(site: Site, filePath: string): CalendarLinks | null {
  if (!site.days.some((day) => day.events.some(hasStart))) return null;
  const venues = new Map(site.venues.map((venue) => [venue.id, venue]));
  const couple = `${site.couple.first} & ${site.couple.second}`;
  const timeZone = site.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    all: filePath,
    days: site.days.map((day) =>
      day.events.map((event) => {
        if (!hasStart(event)) return null;
        const venue = venues.get(event.venue);
        return {
          file: `${filePath}?event=${encodeURIComponent(eventIdOf(event))}`,
          google: googleCalendarLink(event, {
            couple,
            timeZone,
            place: venue ? `${venue.name}, ${venue.address}` : '',
          }),
        };
      }),
    ),
  };
}
