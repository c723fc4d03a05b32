// Wall-clock times at the venue, as site.json writes them, against the instants calendars need.

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** ICU's root locale: the offsets are read in its form ("GMT+05:30"), which no reader's language changes. */
const ROOT_LOCALE = 'und';

/** Whether this Node knows the IANA zone (its ICU data does; a typo such as "Asia/Kolkatta" does not). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(ROOT_LOCALE, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes: 330 for India, -240 for New York in summer. */
export function offsetMinutesAt(zone: string, instantMs: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat(ROOT_LOCALE, { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(instantMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" alone for UTC itself, else "GMT+05:30" or "GMT-04:00".
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** "2025-08-31T13:00" at the venue, as an instant. In the hour a clock skips or repeats, the earlier reading wins. */
export function instantOf(localDateTime: string, zone: string): number {
  const [date = '', time = ''] = localDateTime.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offset at the guessed instant is right except near a change of offset; a second look settles that.
  const first = asIfUtc - offsetMinutesAt(zone, asIfUtc) * 60_000;
  return asIfUtc - offsetMinutesAt(zone, first) * 60_000;
}

/** The day at the venue an instant falls on, as YYYY-MM-DD: 23:30 UTC is already tomorrow in India. */
export const venueDayOf = (instantMs: number, zone: string = DEFAULT_TIME_ZONE): string =>
  new Date(instantMs + offsetMinutesAt(zone, instantMs) * 60_000).toISOString().slice(0, 10);
