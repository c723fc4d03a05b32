import type { Venue } from '../../shared/site/schema';

/** A maps search for the venue; guests pick their own maps app from there. */
export function mapsSearchUrl(venue: Venue): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue.name}, ${venue.address}`)}`;
}
