import type { RsvpRecord } from '../../shared/rsvp/schemas';
import { csvRecord, UTF8_BOM } from './csv';

const COLUMNS: ReadonlyArray<readonly [header: string, value: (r: RsvpRecord) => string | number]> = [
  ['ID', (r) => r.id],
  ['Full Name', (r) => r.fullName],
  ['Email', (r) => r.email],
  ['Guests', (r) => r.guestCount],
  ['Attending', (r) => (r.attending ? 'Yes' : 'No')],
  ['Dietary Restrictions', (r) => r.dietaryRestrictions ?? ''],
  ['Song Request', (r) => r.songRequest ?? ''],
  ['Submitted At (UTC)', (r) => r.createdAt],
];

/**
 * The export as CSV lines: a byte-order mark and the header first, then one RSVP a line, yielded as it goes
 * so that a long list never sits in memory whole.
 */
export function* rsvpCsvLines(rsvps: Iterable<RsvpRecord>): Generator<string> {
  yield UTF8_BOM + csvRecord(COLUMNS.map(([header]) => header));
  for (const rsvp of rsvps) yield csvRecord(COLUMNS.map(([, value]) => value(rsvp)));
}

/** "rsvps-2025-05-15.csv", dated in UTC like the rows inside. */
export function rsvpCsvFilename(at: Date): string {
  return `rsvps-${at.toISOString().slice(0, 10)}.csv`;
}
