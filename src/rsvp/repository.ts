import type { Database } from 'better-sqlite3';
import { storedText } from '../../shared/rsvp/rules';
import type { RsvpInput, RsvpRecord } from '../../shared/rsvp/schemas';
import { createAuditWriter } from '../storage/audit-log';
import { createRsvpCorrections } from './rsvp-corrections';
import { createRsvpCounts } from './rsvp-counts';
import { createRsvpLinks } from './rsvp-links';
import { createRsvpPages } from './rsvp-pages';
import { createRsvpRemovals } from './rsvp-removals';
import { newReference, normalise, toRecord } from './rsvp-rows';
import { createRsvpStore } from './rsvp-store';

/** A guest's answer as the guest is told it was stored: the record, with its random reference as its id. */
export interface StoredAnswer {
  readonly record: RsvpRecord;
  readonly reference: number;
}

export function createRsvpRepository(db: Database, now: () => number = Date.now) {
  const store = createRsvpStore(db, now);
  const audit = createAuditWriter(db);
  return {
    /** Stores the RSVP and returns it as stored; throws when SQLite could not commit it to the disk. */
    create(input: RsvpInput): StoredAnswer {
      const reference = newReference();
      return {
        record: toRecord(store.insertAndRead(normalise(input), reference, input.meal ? storedText(input.meal) : null)),
        reference,
      };
    },
    ...createRsvpCorrections(db, store, audit),
    ...createRsvpRemovals(db, store, audit),
    ...createRsvpLinks(db, store, audit),
    ...createRsvpCounts(db),
    /** What storing this input would give, without storing it: for the honeypot, whose bot must not notice. */
    preview(input: RsvpInput): StoredAnswer {
      const [full_name, email, guest_count, attending, dietary_restrictions, song_request] = normalise(input);
      const record = toRecord({
        id: 0,
        full_name,
        email,
        guest_count,
        attending,
        dietary_restrictions,
        song_request,
        created_at: new Date(now()).toISOString(),
        household_id: null,
        meal: null,
      });
      return { record, reference: newReference() };
    },
    ...createRsvpPages(db),
  };
}

export type RsvpRepository = ReturnType<typeof createRsvpRepository>;
