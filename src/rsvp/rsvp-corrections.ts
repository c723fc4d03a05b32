import type { Database } from 'better-sqlite3';
import type { RsvpCorrection, RsvpEntry, RsvpRecord } from '../../shared/rsvp/schemas';
import type { AuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { rsvpChangesInWords } from './changes-in-words';
import { type AnswerFields, type NormalisedAnswer, newReference, normalise, toRecord } from './rsvp-rows';
import type { RsvpStore } from './rsvp-store';

/** The couple's own hand on the answers: one added, corrected or deleted, each said in the audit log. */
export function createRsvpCorrections(db: Database, store: RsvpStore, audit: AuditWriter) {
  const prepare = preparedOnFirstUse(db);
  const update = prepare<[string, string, number, number, string | null, string | null, number]>(`
    UPDATE rsvps SET full_name = ?, email = ?, guest_count = ?, attending = ?, dietary_restrictions = ?,
                     song_request = ?
    WHERE id = ?
  `);
  const addAndAudit = db.transaction((values: NormalisedAnswer, reference: number) => {
    const row = store.insertAndRead(values, reference);
    audit('couple', { rsvpId: row.id, name: row.full_name }, 'rsvp-added', { answer: toRecord(row) });
    return row;
  });
  const correctAndAudit = db.transaction((id: number, correction: RsvpCorrection) => {
    const row = store.byId(id);
    if (!row) return null;
    const before = toRecord(row);
    const merged: AnswerFields = {
      fullName: correction.fullName ?? before.fullName,
      email: correction.email ?? before.email,
      guestCount: correction.guestCount ?? before.guestCount,
      attending: correction.attending ?? before.attending,
      dietaryRestrictions: correction.dietaryRestrictions ?? before.dietaryRestrictions ?? undefined,
      songRequest: correction.songRequest ?? before.songRequest ?? undefined,
    };
    update.run(...normalise(merged), id);
    const afterRow = store.byId(id);
    if (!afterRow) throw new Error(`the RSVP just corrected (id ${id}) cannot be read back`);
    const after = toRecord(afterRow);
    const changes = rsvpChangesInWords(before, after);
    // The answer before and after, so the log can word the change in each reader's language; `changes` as written.
    if (changes.length > 0)
      audit('couple', { rsvpId: id, name: after.fullName }, 'rsvp-changed', { before, after, changes });
    return { before, after, changes };
  });
  const removeAndAudit = db.transaction((id: number) => {
    const row = store.byId(id);
    if (!row) return null;
    store.deleteById(id);
    const record = toRecord(row);
    // What it said stays readable in the log, and so the summary's change can be explained.
    audit('couple', { rsvpId: id, name: record.fullName }, 'rsvp-deleted', { answer: record });
    return record;
  });

  return {
    /** The couple's entry of an answer given another way (by phone, in person), written in the audit log. */
    add(entry: RsvpEntry): RsvpRecord {
      return toRecord(addAndAudit(normalise(entry), newReference()));
    },
    /** Changes the fields given; the audit log says what changed, in words. Null when there is no such answer. */
    correct(id: number, correction: RsvpCorrection) {
      return correctAndAudit(id, correction);
    },
    /** Deletes one answer; the audit log keeps what it said. Null when there is no such answer. */
    remove(id: number): RsvpRecord | null {
      return removeAndAudit(id);
    },
  };
}
