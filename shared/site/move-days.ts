// The wedding's dates move together: a day takes its functions with it, and the wedding moved by a month takes all
// its days. Used by the content editor as the couple types, so that no function is left on its old date.
import type { SiteFile } from './schema';

type Day = SiteFile['days'][number];

const DAY_MS = 24 * 60 * 60 * 1000;
const midday = (date: string) => Date.parse(`${date.slice(0, 10)}T12:00:00Z`);

/** Whole days from one YYYY-MM-DD to another: 2026-02-11 → 2026-03-13 is 30. NaN when either is not a date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((midday(to) - midday(from)) / DAY_MS);
}

/** A date (YYYY-MM-DD) or a local moment (YYYY-MM-DDTHH:MM) the same time of day `days` later. */
export function movedBy(moment: string, days: number): string {
  const date = new Date(midday(moment) + days * DAY_MS).toISOString().slice(0, 10);
  return `${date}${moment.slice(10)}`;
}

function dayMovedBy(day: Day, days: number): Day {
  return {
    ...day,
    date: movedBy(day.date, days),
    events: day.events.map((event) => ({
      ...event,
      ...(event.start === undefined ? {} : { start: movedBy(event.start, days) }),
      ...(event.end === undefined ? {} : { end: movedBy(event.end, days) }),
    })),
  };
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(midday(text));

/**
 * Day `d` on `date`, its functions at the same times on their new date; `from` is the date they were on (the day's
 * own, unless the field has been typed into since). The rest of the wedding as it was.
 */
export function withDayMoved(site: SiteFile, d: number, date: string, from = site.days[d]?.date ?? ''): SiteFile {
  const day = site.days[d];
  if (!day) return site;
  const moved = isDate(date) && isDate(from) ? dayMovedBy({ ...day, date: from }, daysBetween(from, date)) : day;
  return { ...site, days: site.days.map((each, i) => (i === d ? { ...moved, date } : each)) };
}

/**
 * The whole wedding `days` later (earlier when negative): its first and last day, every day and every function, and
 * the moment answers close (rsvp.closesAt), which is kept the same time before the wedding.
 */
export function withWeddingMoved(site: SiteFile, days: number): SiteFile {
  const closesAt = site.rsvp?.closesAt;
  return {
    ...site,
    startDate: movedBy(site.startDate, days),
    endDate: movedBy(site.endDate, days),
    days: site.days.map((day) => dayMovedBy(day, days)),
    ...(site.rsvp &&
      closesAt &&
      isDate(closesAt.slice(0, 10)) && { rsvp: { ...site.rsvp, closesAt: movedBy(closesAt, days) } }),
  };
}

/** Only the days and their functions `days` later: the first and last day as the couple set them. */
export function withDaysMoved(site: SiteFile, days: number): SiteFile {
  return { ...site, days: site.days.map((day) => dayMovedBy(day, days)) };
}

/** The days that would lie outside the wedding if its first and last day were these. */
export function daysOutside(site: SiteFile, startDate: string, endDate: string): Day[] {
  return site.days.filter((day) => day.date < startDate || day.date > endDate);
}

/** How many functions the wedding has, for the question before they all move. */
export const functionCount = (site: SiteFile) => site.days.reduce((sum, day) => sum + day.events.length, 0);
