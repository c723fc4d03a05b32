import type { Database } from 'better-sqlite3';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import type { AuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { toRecord, type WholeRsvpRow } from './rsvp-rows';
import type { RsvpStore } from './rsvp-store';

/** A flood of the open form's answers taken away in one action, and put back as it was if that was a mistake. */
export function createRsvpRemovals(db: Database, store: RsvpStore, audit: AuditWriter) {
  const prepare = preparedOnFirstUse(db);
  // A flood's answers: the open form's (none the couple linked to a household) received within a window of time.
  const receivedBetween = prepare<[string, string], WholeRsvpRow>(
    'SELECT * FROM rsvps WHERE created_at >= ? AND created_at < ? AND household_id IS NULL ORDER BY id',
  );
  const insertWhole = prepare<[WholeRsvpRow]>(`
    INSERT OR IGNORE INTO rsvps (id, full_name, email, guest_count, attending, dietary_restrictions, song_request,
                                 created_at, reference, household_id, meal)
    VALUES (@id, @full_name, @email, @guest_count, @attending, @dietary_restrictions, @song_request,
            @created_at, @reference, @household_id, @meal)
  `);
  const removal = prepare<[number], { detail: string | null }>(
    "SELECT detail FROM audit_log WHERE id = ? AND action = 'rsvps-removed'",
  );
  const restoredAlready = prepare<[number], { n: number }>(
    "SELECT count(*) AS n FROM audit_log WHERE action = 'rsvps-restored' AND json_extract(detail, '$.removal') = ?",
  );
  const lastAuditId = prepare<[], { id: number }>('SELECT max(id) AS id FROM audit_log');
  /**
   * Removes the open form's answers received in a window, in one action: one log entry keeps every one of them
   * whole, so that restore() can put them back as they were (ids, references and times included).
   */
  const removeWindow = db.transaction((from: string, until: string) => {
    const rows = receivedBetween.all(from, until);
    if (rows.length === 0) return { removal: null, removed: 0 };
    for (const row of rows) store.deleteById(row.id);
    audit('couple', { name: `${rows.length} answers of the open form` }, 'rsvps-removed', { from, until, rows });
    return { removal: lastAuditId.get()?.id ?? null, removed: rows.length };
  });
  const restoreRemoval = db.transaction((removalId: number): number | null => {
    const entry = removal.get(removalId);
    if (!entry?.detail || (restoredAlready.get(removalId)?.n ?? 0) > 0) return null;
    const { rows } = JSON.parse(entry.detail) as { rows: WholeRsvpRow[] };
    let restored = 0;
    // A removal logged before answers had a meal (migration 021) keeps none.
    for (const row of rows) restored += insertWhole.run({ ...row, meal: row.meal ?? null }).changes;
    audit('couple', { name: `${restored} answers of the open form` }, 'rsvps-restored', {
      removal: removalId,
      restored,
    });
    return restored;
  });

  return {
    /** The open form's answers received in a window [from, until): what removeReceived() would remove. */
    receivedBetween(from: string, until: string): RsvpRecord[] {
      return receivedBetween.all(from, until).map(toRecord);
    },
    /** Removes them in one action, logged whole; the log entry's id undoes it (restore). */
    removeReceived(from: string, until: string) {
      return removeWindow(from, until);
    },
    /** Puts back what one removal took, once; null when there is no such removal, or it was undone already. */
    restore(removalId: number): number | null {
      return restoreRemoval(removalId);
    },
  };
}
