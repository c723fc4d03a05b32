import type { Site } from '../../../shared/site/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days until answers close, counted to the instant the server closes them (rsvp.closesAt, with its offset), not
 * to the deadline's text read in the browser's own zone; null when answers never close, or have closed.
 */
export function daysUntilAnswersClose(site: Pick<Site, 'rsvp'>, now: number): number | null {
  const closesAt = site.rsvp?.closesAt;
  if (!closesAt) return null;
  const left = Date.parse(closesAt) - now;
  return left >= 0 ? Math.ceil(left / DAY_MS) : null;
}
