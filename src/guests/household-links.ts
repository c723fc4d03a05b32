import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Author, SendChannel } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import type { WalkKind } from '../../shared/reach/messages';
import { unsyncedWrites } from '../storage/unsynced-writes';
import type { HouseholdReads, HouseholdWrites } from './guest-list-rows';
import type { HouseholdAudit } from './household-audit';
import type { HouseholdReader } from './household-reader';

/** 128 random bits, URL-safe: a household's link can be neither guessed nor counted through. */
export const newToken = (): string => randomBytes(16).toString('base64url');

/** A household's link, and how far its invitation has come: sent, reminded, delivered, opened. */
export function createHouseholdLinks(
  db: Database,
  {
    reads,
    writes,
    reader,
    audit,
  }: {
    reads: HouseholdReads;
    writes: HouseholdWrites;
    reader: HouseholdReader;
    audit: HouseholdAudit;
  },
) {
  const withoutWaitingForTheDisk = unsyncedWrites(db);
  const { load } = reader;
  return {
    markOpened: (id: number) => withoutWaitingForTheDisk(() => writes.markOpened.run(id)),
    markDelivered: (id: number) => withoutWaitingForTheDisk(() => writes.markDelivered.run(id)),
    /**
     * The couple sent the invitation, a reminder, or where a travelling household stays, through one of their apps:
     * noted (the stay's message in the log alone: the invitation's status is not its business), and in the audit log.
     */
    markSent: db.transaction(
      (id: number, kind: WalkKind, channel: SendChannel, author: Author = 'couple'): Household | null => {
        const before = reads.household.get(id);
        if (!before) return null;
        if (kind === 'stay') {
          audit(author, before, 'stay-sent', { channel });
          return load(before);
        }
        (kind === 'invite' ? writes.markInvited : writes.markReminded).run(channel, id);
        audit(author, before, kind === 'invite' ? 'sent' : 'reminded', { channel });
        return load(reads.household.get(id));
      },
    ),
    newLink: db.transaction((id: number, author: Author = 'couple'): Household | null => {
      const before = reads.household.get(id);
      if (!before) return null;
      writes.setToken.run(newToken(), id);
      audit(author, before, 'new-link');
      return load(reads.household.get(id));
    }),
  };
}
