import type { RsvpRecord } from '../../src/rsvp/schemas';

export interface RsvpSummary {
  total: number;
  attending: number;
  notAttending: number;
  /** Guests coming: the guest counts of attending responses only (SPEC §9). */
  totalGuests: number;
}

export function summarizeRsvps(rsvps: readonly Pick<RsvpRecord, 'attending' | 'guestCount'>[]): RsvpSummary {
  let attending = 0;
  let totalGuests = 0;
  for (const rsvp of rsvps) {
    if (!rsvp.attending) continue;
    attending += 1;
    totalGuests += rsvp.guestCount;
  }
  return { total: rsvps.length, attending, notAttending: rsvps.length - attending, totalGuests };
}
