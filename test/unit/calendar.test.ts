// The .ics files, read back with a real iCalendar parser (ical.js), and the rules of RFC 5545 they must keep.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ICAL from 'ical.js';
import { addMinutes, googleCalendarLink } from '../../shared/reach/calendar-times';
import { instantOf, isKnownTimeZone, venueDayOf } from '../../shared/reach/time-zone';
import { publicSite } from '../../shared/site/events';
import type { Site } from '../../shared/site/schema';
import { calendarFile, calendarFileName, escapeText, foldLine } from '../../src/reach/calendar';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { guestListSite } from '../helpers/guest-site';

const NOW = Date.UTC(2025, 4, 1, 9, 30);

function parsedEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // The zones the file describes, so that times under a TZID resolve as the file says, not as this machine's zone.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

function withEvents(
  site: Site,
  change: (event: Site['days'][number]['events'][number]) => Site['days'][number]['events'][number],
): Site {
  return { ...site, days: site.days.map((day) => ({ ...day, events: day.events.map(change) })) };
}

describe('iCalendar text', () => {
  test('escapes backslashes, semicolons, commas and line breaks', () => {
    assert.equal(escapeText('Hall 2, Level 1; gate\\B\nthen left'), 'Hall 2\\, Level 1\\; gate\\\\B\\nthen left');
  });

  test('folds lines at 75 octets and never inside a character', () => {
    const line = `DESCRIPTION:${'मेहंदी की रस्म, '.repeat(12)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    assert.ok(pieces.length > 1);
    for (const piece of pieces)
      assert.ok(Buffer.byteLength(piece) <= 75, `${Buffer.byteLength(piece)} octets: ${piece}`);
    for (const piece of pieces.slice(1)) assert.ok(piece.startsWith(' '));
    // Unfolding (dropping each CRLF and the space after it) gives the line back whole: no byte was cut.
    assert.equal(folded.replace(/\r\n /g, ''), line);
  });

  test('a short line is left as it is', () => {
    assert.equal(foldLine('VERSION:2.0'), 'VERSION:2.0');
  });
});

describe('the wedding as a calendar', () => {
  test("every public function with a start, at the venue's time in India, with its place and page", () => {
    const ics = calendarFile(publicSite(guestListSite()), {
      pageUrl: 'https://wedding.example/',
      now: NOW,
      uidDomain: 'ananya-rohan.wedding',
    });
    assert.ok(ics);
    assert.ok(ics.endsWith('\r\n'));
    assert.ok(!/[^\r]\n/.test(ics), 'every line ends in CRLF');
    const events = parsedEvents(ics);
    assert.deepEqual(
      events.map((event) => event.summary),
      [
        'Check-in · Ananya & Rohan',
        'Mehendi Ceremony · Ananya & Rohan',
        'Haldi Ceremony · Ananya & Rohan',
        'Baaraat Departure · Ananya & Rohan',
        'Jaimaal & Wedding Ceremony · Ananya & Rohan',
      ],
      'the private Sagan is not in the open calendar',
    );
    const mehendi = events[1];
    assert.ok(mehendi);
    // 1 PM in Gurugram is 07:30 UTC.
    assert.equal(mehendi.startDate.toJSDate().toISOString(), '2025-08-31T07:30:00.000Z');
    assert.equal(mehendi.endDate.toJSDate().toISOString(), '2025-08-31T09:30:00.000Z');
    assert.equal(mehendi.component.getFirstProperty('dtstart')?.getParameter('tzid'), 'Asia/Kolkata');
    assert.match(mehendi.location, /^The Aravali Residency, /);
    assert.equal(mehendi.component.getFirstPropertyValue('url'), 'https://wedding.example/');
    assert.ok(mehendi.uid.length > 0);
    assert.equal(new Set(events.map((event) => event.uid)).size, events.length, 'each function its own UID');
    assert.equal(mehendi.component.getFirstPropertyValue('dtstamp')?.toString(), '2025-05-01T09:30:00Z');
  });

  test('the same UIDs on every download, so importing again updates rather than doubles', () => {
    const first = parsedEvents(
      calendarFile(DEFAULT_SITE, { pageUrl: '/', now: NOW, uidDomain: 'ananya-rohan.wedding' }) ?? '',
    );
    const later = parsedEvents(
      calendarFile(DEFAULT_SITE, { pageUrl: '/', now: NOW + 86_400_000, uidDomain: 'ananya-rohan.wedding' }) ?? '',
    );
    assert.deepEqual(
      first.map((event) => event.uid),
      later.map((event) => event.uid),
    );
  });

  test('one function alone, by its id', () => {
    const events = parsedEvents(
      calendarFile(DEFAULT_SITE, {
        pageUrl: '/',
        now: NOW,
        eventId: 'haldi-ceremony',
        uidDomain: 'ananya-rohan.wedding',
      }) ?? '',
    );
    assert.deepEqual(
      events.map((event) => event.summary),
      ['Haldi Ceremony · Ananya & Rohan'],
    );
    assert.equal(
      calendarFile(DEFAULT_SITE, {
        pageUrl: '/',
        now: NOW,
        eventId: 'no-such-function',
        uidDomain: 'ananya-rohan.wedding',
      }),
      null,
    );
  });

  test('a function without a start gets no entry; an end left out is two hours after the start', () => {
    const site = withEvents(DEFAULT_SITE, (event) => {
      if (event.title === 'Check-in') return { ...event, start: undefined, end: undefined };
      if (event.title === 'Haldi Ceremony') return { ...event, end: undefined };
      return event;
    });
    const events = parsedEvents(
      calendarFile(site, { pageUrl: '/', now: NOW, uidDomain: 'ananya-rohan.wedding' }) ?? '',
    );
    assert.ok(!events.some((event) => event.summary.startsWith('Check-in')));
    const haldi = events.find((event) => event.summary.startsWith('Haldi'));
    assert.equal(haldi?.endDate.toJSDate().toISOString(), '2025-09-01T08:30:00.000Z');
    const none = withEvents(DEFAULT_SITE, (event) => ({ ...event, start: undefined, end: undefined }));
    assert.equal(calendarFile(none, { pageUrl: '/', now: NOW, uidDomain: 'ananya-rohan.wedding' }), null);
  });

  test('commas, semicolons and Devanagari in the content survive the round trip', () => {
    const site: Site = {
      ...withEvents(DEFAULT_SITE, (event) => ({
        ...event,
        description: 'Lunch; then music, dance\nand मेहंदी for all, आर्‍य included',
      })),
      couple: { first: 'अनन्या', second: 'रोहन' },
    };
    const [first] = parsedEvents(
      calendarFile(site, { pageUrl: '/', now: NOW, uidDomain: 'ananya-rohan.wedding' }) ?? '',
    );
    assert.equal(first?.description, 'Lunch; then music, dance\nand मेहंदी for all, आर्‍य included');
    assert.equal(first?.summary, 'Check-in · अनन्या & रोहन');
    assert.equal(calendarFileName(site), 'wedding.ics');
    assert.equal(calendarFileName(DEFAULT_SITE, 'haldi-ceremony'), 'haldi-ceremony-ananya-rohan-wedding.ics');
  });

  test('a wedding in New York keeps New York time; one across a change of clocks is written in UTC', () => {
    const newYork = { ...DEFAULT_SITE, timeZone: 'America/New_York' };
    const [checkIn] = parsedEvents(
      calendarFile(newYork, { pageUrl: '/', now: NOW, uidDomain: 'ananya-rohan.wedding' }) ?? '',
    );
    // Noon in New York in summer (EDT, UTC-4).
    assert.equal(checkIn?.startDate.toJSDate().toISOString(), '2025-08-31T16:00:00.000Z');

    // Clocks go back on 2 November 2025 at 2 AM: a Saturday function is at UTC-4, a Sunday one at UTC-5.
    const acrossTheChange = withEvents({ ...newYork, days: newYork.days.slice(0, 1) }, (event) => event);
    const twoDays: Site = {
      ...acrossTheChange,
      days: [
        {
          date: '2025-11-01',
          events: [{ ...DEFAULT_SITE.days[0]!.events[1]!, start: '2025-11-01T13:00', end: '2025-11-01T15:00' }],
        },
        {
          date: '2025-11-02',
          events: [{ ...DEFAULT_SITE.days[1]!.events[0]!, start: '2025-11-02T13:00', end: '2025-11-02T15:00' }],
        },
      ],
    };
    const ics = calendarFile(twoDays, { pageUrl: '/', now: NOW, uidDomain: 'ananya-rohan.wedding' }) ?? '';
    assert.doesNotMatch(ics, /BEGIN:VTIMEZONE/);
    const [saturday, sunday] = parsedEvents(ics);
    assert.equal(saturday?.startDate.toJSDate().toISOString(), '2025-11-01T17:00:00.000Z');
    assert.equal(sunday?.startDate.toJSDate().toISOString(), '2025-11-02T18:00:00.000Z');
  });
});

describe('time zones', () => {
  test('knows real IANA zones and refuses a misspelt one', () => {
    assert.ok(isKnownTimeZone('Asia/Kolkata'));
    assert.ok(isKnownTimeZone('Europe/London'));
    assert.ok(!isKnownTimeZone('Asia/Kolkatta'));
  });

  test('a local time at the venue is the right instant, on either side of a change of clocks', () => {
    assert.equal(new Date(instantOf('2025-08-31T13:00', 'Asia/Kolkata')).toISOString(), '2025-08-31T07:30:00.000Z');
    assert.equal(new Date(instantOf('2025-07-01T18:00', 'Europe/London')).toISOString(), '2025-07-01T17:00:00.000Z');
    assert.equal(new Date(instantOf('2025-12-01T18:00', 'Europe/London')).toISOString(), '2025-12-01T18:00:00.000Z');
  });
});

describe('Google Calendar links', () => {
  test('carry the title, the local times with the zone, the place and the description', () => {
    const mehendi = DEFAULT_SITE.days[0]?.events[1];
    assert.ok(mehendi?.start);
    const link = new URL(
      googleCalendarLink(
        { ...mehendi, start: mehendi.start },
        { couple: 'Ananya & Rohan', place: 'The Grand Palace Hotel, Gurugram', timeZone: 'Asia/Kolkata' },
      ),
    );
    assert.equal(link.origin, 'https://calendar.google.com');
    assert.equal(link.searchParams.get('action'), 'TEMPLATE');
    assert.equal(link.searchParams.get('text'), 'Mehendi Ceremony · Ananya & Rohan');
    assert.equal(link.searchParams.get('dates'), '20250831T130000/20250831T150000');
    assert.equal(link.searchParams.get('ctz'), 'Asia/Kolkata');
    assert.equal(link.searchParams.get('location'), 'The Grand Palace Hotel, Gurugram');
  });

  test('an end past midnight moves to the next day', () => {
    assert.equal(addMinutes('2025-09-01T23:30', 120), '2025-09-02T01:30');
  });
});

describe('the day at the venue', () => {
  test('an instant late in the evening in UTC is the next day in India, the same day in New York', () => {
    const instant = Date.parse('2025-08-30T20:00:00Z');
    assert.equal(venueDayOf(instant, 'Asia/Kolkata'), '2025-08-31');
    assert.equal(venueDayOf(instant, 'America/New_York'), '2025-08-30');
  });
});
