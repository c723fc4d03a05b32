// The wedding's functions as an iCalendar file (RFC 5545) that phones and desktop calendars import.
import { compactLocal, endOf, hasStart } from '../../shared/reach/calendar-times';
import { DEFAULT_TIME_ZONE, instantOf, offsetMinutesAt } from '../../shared/reach/time-zone';
import { eventIdOf } from '../../shared/site/events';
import type { Site } from '../../shared/site/schema';
import { slugOf } from '../../shared/text/slug';

const CRLF = '\r\n';
// RFC 5545 §3.1: lines of at most 75 octets, continued on lines that start with a space.
const MAX_LINE_OCTETS = 75;

/** TEXT values (§3.3.11): backslash, semicolon and comma are escaped, a line break becomes \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a character's UTF-8 bytes. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const utcStamp = (instantMs: number): string =>
  `${new Date(instantMs).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

export interface CalendarOptions {
  /** The page the entries point back to: the open invitation, or the household's own link. */
  readonly pageUrl: string;
  readonly now: number;
  /** One function's entry only; every function with a start otherwise. */
  readonly eventId?: string;
  /** What every entry's UID ends with: the same in every language (calendarUidDomain), or a guest who switches
   * language gets every function twice. */
  readonly uidDomain: string;
  /** Entries of the household's own beside the functions: its pickups (timed) and its stay (whole days). */
  readonly extras?: readonly CalendarExtra[];
}

export interface CalendarExtra {
  /** Stable across downloads, as the functions' are: a calendar updates the entry rather than doubling it. */
  readonly uid: string;
  readonly summary: string;
  readonly location?: string | null;
  /** Local times at the wedding (YYYY-MM-DDTHH:MM), or whole days (YYYY-MM-DD, the last one not included). */
  readonly when:
    | { readonly start: string; readonly end: string }
    | { readonly firstDay: string; readonly dayAfter: string };
}

/** "ananya-rohan.wedding", from the English names: one UID per function, whatever language the page is in. */
export function calendarUidDomain(english: Site): string {
  return `${slugOf(`${english.couple.first} & ${english.couple.second}`)}.wedding`;
}

/**
 * The functions of `site` that have a start (site.json's events[].start), as an .ics file; null when there are
 * none (or not the one asked for). `site` must already hold only what the reader may see: pass publicSite(site)
 * for the open page, the household's own events for its link.
 */
export function calendarFile(site: Site, options: CalendarOptions): string | null {
  const { pageUrl, now, eventId, uidDomain } = options;
  const zone = site.timeZone ?? DEFAULT_TIME_ZONE;
  const venues = new Map(site.venues.map((venue) => [venue.id, venue]));
  const couple = `${site.couple.first} & ${site.couple.second}`;
  const entries = site.days
    .flatMap((day) => day.events)
    .filter(hasStart)
    .filter((event) => eventId === undefined || eventIdOf(event) === eventId)
    .map((event) => ({ event, start: event.start, end: endOf(event) }));
  const extras = eventId === undefined ? (options.extras ?? []) : [];
  if (entries.length === 0 && extras.length === 0) return null;
  const timedExtras = extras.flatMap((extra) => ('start' in extra.when ? [extra.when] : []));

  // Local times under the wedding's zone when one offset covers every function (always so in India); a wedding
  // across a change of clocks gets UTC times instead, which need no description of the zone's rules.
  const offsets = new Set(
    [...entries, ...timedExtras].flatMap(({ start, end }) => [
      offsetMinutesAt(zone, instantOf(start, zone)),
      offsetMinutesAt(zone, instantOf(end, zone)),
    ]),
  );
  const [offset] = offsets;
  const local = offsets.size === 1 && offset !== undefined;
  const time = (name: string, localDateTime: string) =>
    local
      ? `${name};TZID=${zone}:${compactLocal(localDateTime)}`
      : `${name}:${utcStamp(instantOf(localDateTime, zone))}`;

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wedding Invitation//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${couple} · Wedding`)}`,
    `X-WR-TIMEZONE:${zone}`,
    ...(local
      ? [
          'BEGIN:VTIMEZONE',
          `TZID:${zone}`,
          'BEGIN:STANDARD',
          'DTSTART:19700101T000000',
          `TZOFFSETFROM:${offsetText(offset)}`,
          `TZOFFSETTO:${offsetText(offset)}`,
          'END:STANDARD',
          'END:VTIMEZONE',
        ]
      : []),
    ...entries.flatMap(({ event, start, end }) => {
      const venue = venues.get(event.venue);
      return [
        'BEGIN:VEVENT',
        // The same for every download, so importing the file again updates the entries rather than doubling them.
        `UID:${eventIdOf(event)}.${site.startDate}@${uidDomain}`,
        `DTSTAMP:${utcStamp(now)}`,
        time('DTSTART', start),
        time('DTEND', end),
        `SUMMARY:${escapeText(`${event.title} · ${couple}`)}`,
        `DESCRIPTION:${escapeText(event.description)}`,
        ...(venue ? [`LOCATION:${escapeText(`${venue.name}, ${venue.address}`)}`] : []),
        `URL:${pageUrl}`,
        'END:VEVENT',
      ];
    }),
    ...extras.flatMap((extra) => [
      'BEGIN:VEVENT',
      `UID:${extra.uid}@${uidDomain}`,
      `DTSTAMP:${utcStamp(now)}`,
      ...('start' in extra.when
        ? [time('DTSTART', extra.when.start), time('DTEND', extra.when.end)]
        : [
            `DTSTART;VALUE=DATE:${extra.when.firstDay.replace(/-/g, '')}`,
            `DTEND;VALUE=DATE:${extra.when.dayAfter.replace(/-/g, '')}`,
          ]),
      `SUMMARY:${escapeText(extra.summary)}`,
      ...(extra.location ? [`LOCATION:${escapeText(extra.location)}`] : []),
      `URL:${pageUrl}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A name the file is saved under: "ananya-rohan-wedding.ics", or the function's id before it for one entry. */
export function calendarFileName(site: Site, eventId?: string): string {
  // Names in Devanagari leave no letters a file name can carry; "wedding.ics" then says enough.
  const couple = slugOf(`${site.couple.first} ${site.couple.second}`);
  return `${eventId ? `${eventId}-` : ''}${couple === 'event' ? '' : `${couple}-`}wedding.ics`;
}
