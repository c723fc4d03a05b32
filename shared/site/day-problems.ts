// What keeps the wedding's dates in agreement: every day inside the first and last day, and every function starting
// on its own day. The server refuses content that breaks them; the content editor shows them before a save.
import { fill } from '../i18n/fill';
import type { SiteProblemWords } from '../i18n/site-problem-words';

interface Dated {
  readonly startDate: string;
  readonly endDate: string;
  readonly days: ReadonlyArray<{ readonly date: string; readonly events: ReadonlyArray<{ readonly start?: string }> }>;
}

// Pheras at 1:30 after a wedding's evening are that day's, though the calendar has turned: a start on the next date
// before this hour belongs to the day before.
const NIGHT_ENDS_AT = '06:00';

const nextDate = (date: string) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

function onItsDay(start: string, date: string): boolean {
  if (start.slice(0, 10) === date) return true;
  return start.slice(0, 10) === nextDate(date) && start.slice(11, 16) < NIGHT_ENDS_AT;
}

/** "days[1].events[0].start: 2026-02-12T19:00 is not on its day, 2026-02-11: …", one per problem. */
export function dayProblems(site: Dated, words: SiteProblemWords): string[] {
  const problems: string[] = [];
  site.days.forEach((day, d) => {
    // Guests read a function under its day ("Day 1, Thursday 11 February"), and its calendar file by its start.
    day.events.forEach((event, e) => {
      if (event.start !== undefined && day.date !== '' && !onItsDay(event.start, day.date))
        problems.push(
          `days[${d}].events[${e}].start: ${fill(words.startNotOnDay, { start: event.start, date: day.date })}`,
        );
    });
  });
  // With the first and last day the wrong way round, that is the one thing to fix: every day would be outside.
  if (site.endDate < site.startDate) return problems;
  site.days.forEach((day, d) => {
    if (day.date < site.startDate)
      problems.push(`days[${d}].date: ${fill(words.dayBeforeWedding, { date: day.date, start: site.startDate })}`);
    else if (day.date > site.endDate)
      problems.push(`days[${d}].date: ${fill(words.dayAfterWedding, { date: day.date, end: site.endDate })}`);
  });
  return problems;
}
