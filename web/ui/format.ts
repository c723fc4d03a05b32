// Dates are formatted by hand rather than with Intl: the server and the browser must produce the very same
// text, or hydration would find a mismatch, and their ICU data can differ.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface CalendarDate {
  weekday: string;
  month: string;
  day: number;
  year: number;
}

/** "2025-08-31" -> its parts, read as a calendar date with no time zone involved. */
function calendarDate(iso: string): CalendarDate {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return { weekday: WEEKDAYS[date.getUTCDay()] ?? '', month: MONTHS[month - 1] ?? '', day, year };
}

/** "Sunday, August 31, 2025" */
export function longDate(iso: string): string {
  const d = calendarDate(iso);
  return `${d.weekday}, ${d.month} ${d.day}, ${d.year}`;
}

/** "Sunday, August 31 – Monday, September 1, 2025"; one date alone when the wedding is a single day. */
export function dateRange(startIso: string, endIso: string): string {
  if (startIso === endIso) return longDate(startIso);
  const start = calendarDate(startIso);
  const end = calendarDate(endIso);
  const startText = `${start.weekday}, ${start.month} ${start.day}${start.year === end.year ? '' : `, ${start.year}`}`;
  return `${startText} – ${longDate(endIso)}`;
}
