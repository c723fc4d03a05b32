// The wedding's functions as calendar entries: shared by the page (its links) and the server (its .ics files),
// so that both give a function the same end.
import type { SiteEvent } from '../site/schema';

/** A function with no end written gets this long in a calendar: long enough to block the time, not the evening. */
export const DEFAULT_LENGTH_MINUTES = 120;

/** "2025-08-31T13:00" plus minutes, on the wall clock (a change of clocks inside a wedding function is not worth more). */
export function addMinutes(localDateTime: string, minutes: number): string {
  const [date = '', time = ''] = localDateTime.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, (minute ?? 0) + minutes));
  return moved.toISOString().slice(0, 16);
}

/** When a function ends: as written, or DEFAULT_LENGTH_MINUTES after it starts. */
export const endOf = (event: SiteEvent & { start: string }): string => event.end ?? addMinutes(event.start, DEFAULT_LENGTH_MINUTES);

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
