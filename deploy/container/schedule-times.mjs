// When the container's schedule (schedule.mjs) runs next: the nightly backup at a time of day in the container's time
// zone (TZ), as wedding-backup.timer does, and the copies off the machine every few minutes, as wedding-offsite.timer.

/** BACKUP_AT's "HH:MM", or why it is not one. */
export function timeOfDay(text) {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) throw new Error(`BACKUP_AT must be a time of day such as 03:30; got "${text}"`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** The first moment after `now` that is `at` o'clock, today or tomorrow, in local time. */
export function nextDailyRun(now, at) {
  const next = new Date(now);
  next.setHours(at.hours, at.minutes, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** A whole number of minutes from the environment (OFFSITE_EVERY_MINUTES, BACKUP_KEEP), or why it is not one. */
export function wholeNumber(text, name, fallback) {
  if (text === undefined || text.trim() === '') return fallback;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1) {
    throw new Error(`${name} must be a whole number, 1 or more; got "${text}"`);
  }
  return Number(text);
}
