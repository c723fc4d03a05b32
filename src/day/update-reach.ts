import type { Database } from 'better-sqlite3';
import type { Update } from '../../shared/day/schemas';
import type { Author, SendChannel } from '../../shared/guests/admin-shapes';
import { type LocalText, SOURCE_LANGUAGE, textIn } from '../../shared/site/languages';
import type { AuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { unsyncedWrites } from '../storage/unsynced-writes';

/** Whether one household has had an update: seen on its page, and sent by the couple (the last way and time). */
export interface UpdateReach {
  readonly seenAt: string | null;
  readonly sentAt: string | null;
  readonly channel: SendChannel | null;
}

/** What the audit log names an update by: its start, as written in the source language or else its first language. */
export const headlineOf = (text: LocalText): string => textIn(text, SOURCE_LANGUAGE).slice(0, 80);

function reachStatements(db: Database) {
  const prepare = preparedOnFirstUse(db);
  return {
    seen: prepare<[number, number, string]>(
      'INSERT OR IGNORE INTO update_views (update_id, household_id, seen_at) VALUES (?, ?, ?)',
    ),
    seenCounts: prepare<[], { update_id: number; n: number }>(
      'SELECT update_id, count(*) AS n FROM update_views GROUP BY update_id',
    ),
    sent: prepare<[number, number, string, string]>(
      'INSERT OR REPLACE INTO update_sends (update_id, household_id, channel, sent_at) VALUES (?, ?, ?, ?)',
    ),
    views: prepare<[number], { household_id: number; seen_at: string }>(
      'SELECT household_id, seen_at FROM update_views WHERE update_id = ?',
    ),
    sends: prepare<[number], { household_id: number; sent_at: string; channel: SendChannel }>(
      'SELECT household_id, sent_at, channel FROM update_sends WHERE update_id = ?',
    ),
    unseenBy: prepare<[number], { id: number }>(
      `SELECT u.id FROM updates u WHERE u.withdrawn_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM update_views v WHERE v.update_id = u.id AND v.household_id = ?)`,
    ),
  };
}

/** Which households have had each update: those whose page showed it, and those the couple sent it to, and how. */
export function createUpdateReach(db: Database, writeAudit: AuditWriter, now: () => number) {
  const statements = reachStatements(db);
  const withoutWaitingForTheDisk = unsyncedWrites(db);

  return {
    /** The households an update was e-mailed to already: a second press of the button skips them. */
    emailedTo(updateId: number): Set<number> {
      return new Set(
        statements.sends
          .all(updateId)
          .filter((send) => send.channel === 'email')
          .map((send) => send.household_id),
      );
    },
    /** Notes one household mailed, at once (not at the end): a server stopped half-way still knows whom it mailed. */
    noteEmailed(updateId: number, householdId: number): void {
      statements.sent.run(updateId, householdId, 'email', new Date(now()).toISOString());
    },
    /** Notes in the log that an update went by e-mail, and to how many; each household mailed counts as sent to. */
    noteMailed: db.transaction(
      (
        update: Update,
        mailed: { sent: number; withoutEmail: number; failed: number },
        mailedTo: readonly number[],
        author: Author,
      ): void => {
        const at = new Date(now()).toISOString();
        for (const householdId of mailedTo) statements.sent.run(update.id, householdId, 'email', at);
        writeAudit(author, { name: headlineOf(update.text) }, 'update-emailed', mailed);
      },
    ),
    /** Notes that the couple sent an update to one household from their own phone (the send walk), in its log too. */
    noteSent: db.transaction(
      (update: Update, household: { id: number; name: string }, channel: SendChannel, author: Author): string => {
        const at = new Date(now()).toISOString();
        statements.sent.run(update.id, household.id, channel, at);
        writeAudit(author, { householdId: household.id, name: household.name }, 'update-sent', {
          channel,
          update: headlineOf(update.text),
        });
        return at;
      },
    ),
    /** For each household: when it had this update on its page, and when and how the couple last sent it. */
    reachOf(updateId: number): ReadonlyMap<number, UpdateReach> {
      const reach = new Map<number, UpdateReach>();
      for (const row of statements.views.all(updateId))
        reach.set(row.household_id, { seenAt: row.seen_at, sentAt: null, channel: null });
      for (const row of statements.sends.all(updateId))
        reach.set(row.household_id, {
          seenAt: reach.get(row.household_id)?.seenAt ?? null,
          sentAt: row.sent_at,
          channel: row.channel,
        });
      return reach;
    },
    /** How many households have had each update on their page: by update id. */
    seenCounts: (): ReadonlyMap<number, number> =>
      new Map(statements.seenCounts.all().map((row) => [row.update_id, row.n])),
    /**
     * Notes that a household's page showed it these updates: for the couple's "seen by". A note, not an answer (a
     * power cut may lose the last few), and written only for an update the household had not seen yet.
     */
    noteSeen(householdId: number, updateIds: readonly number[]): void {
      const unseen = new Set(statements.unseenBy.all(householdId).map((row) => row.id));
      const fresh = updateIds.filter((id) => unseen.has(id));
      if (fresh.length === 0) return;
      const at = new Date(now()).toISOString();
      withoutWaitingForTheDisk(() => {
        for (const id of fresh) statements.seen.run(id, householdId, at);
      });
    },
  };
}
