import type { Database } from 'better-sqlite3';
import type { Gift, GiftInput, GiftKind, GiftMarks } from '../../shared/day/schemas';
import type { Author } from '../../shared/guests/admin-shapes';
import { storedText } from '../../shared/rsvp/rules';
import { createAuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

interface GiftRow {
  id: number;
  household_id: number | null;
  household: string | null;
  from_name: string;
  kind: GiftKind;
  amount: number | null;
  description: string | null;
  event_id: string | null;
  recorded_by: string | null;
  recorded_at: string;
  thanked: 0 | 1;
  returned: 0 | 1;
}

const toGift = (row: GiftRow): Gift => ({
  id: row.id,
  householdId: row.household_id,
  household: row.household,
  from: row.from_name,
  kind: row.kind,
  amount: row.amount,
  description: row.description,
  eventId: row.event_id,
  recordedBy: row.recorded_by,
  recordedAt: row.recorded_at,
  thanked: row.thanked === 1,
  returned: row.returned === 1,
});

const SELECT = `SELECT g.*, h.name AS household FROM gifts g LEFT JOIN households h ON h.id = g.household_id`;

/**
 * The register of shagun and gifts: who gave what (cash, UPI, a gift), at which function, recorded by whom, and
 * whether they have been thanked and given a return gift. Private to the couple; each entry is in the log.
 */
export function createGifts(db: Database, now: () => number = Date.now) {
  const prepare = preparedOnFirstUse(db);
  const writeAudit = createAuditWriter(db);
  const statements = {
    insert: prepare(
      `INSERT INTO gifts (household_id, from_name, kind, amount, description, event_id, recorded_by, recorded_at,
         client_id)
       VALUES (@household_id, @from_name, @kind, @amount, @description, @event_id, @recorded_by, @recorded_at,
         @client_id)`,
    ),
    byClientId: prepare<[string], GiftRow>(`${SELECT} WHERE g.client_id = ?`),
    all: prepare<[], GiftRow>(`${SELECT} ORDER BY g.id DESC`),
    one: prepare<[number], GiftRow>(`${SELECT} WHERE g.id = ?`),
    mark: prepare<[number | null, number | null, number]>(
      'UPDATE gifts SET thanked = coalesce(?, thanked), returned = coalesce(?, returned) WHERE id = ?',
    ),
  };
  const nameOf = (author: Author) => (typeof author === 'string' ? null : author.name);
  const subject = (gift: Gift) => ({ householdId: gift.householdId, name: gift.household ?? gift.from });
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

  return {
    /**
     * Records a gift; `again` when the form had sent this one already (the same clientId), which is not recorded
     * twice; `clash` when the same clientId came with another gift (a form's bug, not a repeat to answer as done).
     */
    record: db.transaction((input: GiftInput, author: Author): { gift: Gift; again: boolean; clash?: true } => {
      const description = input.description ? storedText(input.description) : '';
      const earlier = input.clientId ? statements.byClientId.get(input.clientId) : undefined;
      if (earlier) {
        const same =
          earlier.household_id === (input.householdId ?? null) &&
          earlier.from_name === storedText(input.from) &&
          earlier.kind === input.kind &&
          earlier.amount === (input.amount ?? null) &&
          earlier.description === (description === '' ? null : description) &&
          earlier.event_id === (input.eventId ?? null);
        return same ? { gift: toGift(earlier), again: true } : { gift: toGift(earlier), again: true, clash: true };
      }
      const { lastInsertRowid } = statements.insert.run({
        household_id: input.householdId ?? null,
        from_name: storedText(input.from),
        kind: input.kind,
        amount: input.amount ?? null,
        description: description === '' ? null : description,
        event_id: input.eventId ?? null,
        recorded_by: nameOf(author),
        recorded_at: new Date(now()).toISOString(),
        client_id: input.clientId ?? null,
      });
      const row = statements.one.get(Number(lastInsertRowid));
      if (!row) throw new Error('the gift just recorded cannot be read back');
      const gift = toGift(row);
      writeAudit(author, subject(gift), 'gift-recorded', { kind: gift.kind, amount: gift.amount });
      return { gift, again: false };
    }),
    mark: db.transaction((id: number, marks: GiftMarks, author: Author): Gift | null => {
      if (statements.mark.run(flag(marks.thanked), flag(marks.returned), id).changes === 0) return null;
      const row = statements.one.get(id);
      if (!row) return null;
      const gift = toGift(row);
      writeAudit(author, subject(gift), 'gift-marked', marks);
      return gift;
    }),
    /** Every gift, newest first. */
    list: (): Gift[] => statements.all.all().map(toGift),
  };
}

/**
 * Whether a gift, as its reader sees it, holds every word of the search in its giver, household or description.
 * Matched after what the reader may not see is taken out, so a search never finds by a name they cannot read.
 */
export function giftMatches(search = ''): (gift: Gift) => boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return (gift) =>
    words.every((word) =>
      [gift.from, gift.household ?? '', gift.description ?? ''].some((text) => text.toLowerCase().includes(word)),
    );
}

export type Gifts = ReturnType<typeof createGifts>;
