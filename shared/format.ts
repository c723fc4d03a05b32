// Dates are formatted by hand rather than with Intl: the server and the browser must produce the very same
// text, or hydration would find a mismatch, and their ICU data can differ. The words and their order are the
// language's (web/i18n): "Sunday, August 31, 2025", "31 अगस्त 2025, रविवार".

import { fill } from './i18n/fill';
import type { Texts } from './i18n/guest-texts';

type DateTexts = Pick<Texts, 'weekdays' | 'months' | 'longDate' | 'dateWithoutYear' | 'digits'>;

const written = (n: number, texts: DateTexts) => {
  const digits = texts.digits;
  return digits === undefined ? String(n) : String(n).replace(/\d/g, (digit) => digits[Number(digit)] ?? digit);
};

/** "2025-08-31" -> its parts, read as a calendar date with no time zone involved. */
function calendarDate(iso: string, texts: DateTexts) {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return {
    weekday: texts.weekdays[date.getUTCDay()] ?? '',
    month: texts.months[month - 1] ?? '',
    day: written(day, texts),
    year: written(year, texts),
  };
}

/** "Sunday, August 31, 2025" */
export function longDate(iso: string, texts: DateTexts): string {
  return fill(texts.longDate, calendarDate(iso, texts));
}

/** "Sunday, August 31 – Monday, September 1, 2025"; one date alone when the wedding is a single day. */
export function dateRange(startIso: string, endIso: string, texts: DateTexts): string {
  if (startIso === endIso) return longDate(startIso, texts);
  const sameYear = startIso.slice(0, 4) === endIso.slice(0, 4);
  const start = fill(sameYear ? texts.dateWithoutYear : texts.longDate, calendarDate(startIso, texts));
  return `${start} – ${longDate(endIso, texts)}`;
}
