import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import { createAuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

/** What a mark did: how many of the people it names were marked now (others were already, by this door or another). */
export type CheckinResult =
  | {
      readonly marked: number;
      /** The same request (its clientId) came before: nothing was done again. */
      readonly repeated: boolean;
    }
  /** Its clientId came before with other marks: a phone's bug, not a repeat to answer as done. */
  | { readonly clash: true };

/** One door's request to mark people of a household, and how many extra guests of theirs, arrived at a function. */
interface CheckinInput {
  householdId: number;
  memberIds: readonly number[];
  guests?: number | undefined;
  eventId: string;
  clientId: string;
}

function checkinStatements(db: Database) {
  const prepare = preparedOnFirstUse(db);
  return {
    seen: prepare<[string], { marks: string }>('SELECT marks FROM checkin_requests WHERE client_id = ?'),
    remember: prepare<[string, string, string]>('INSERT INTO checkin_requests (client_id, marks, at) VALUES (?, ?, ?)'),
    // Only a person of that household: a member id of another is marked for no one.
    mark: prepare<[{ member: number; event: string; household: number; at: string; by: string | null }]>(
      `INSERT OR IGNORE INTO checkins (member_id, event_id, household_id, at, by_name)
       SELECT @member, @event, @household, @at, @by
       WHERE EXISTS (SELECT 1 FROM members WHERE id = @member AND household_id = @household)`,
    ),
    arrived: prepare<[string, string], { n: number }>(
      `SELECT (SELECT count(*) FROM checkins WHERE event_id = ?)
            + coalesce((SELECT sum(arrived) FROM checkin_guests WHERE event_id = ?), 0) AS n`,
    ),
    guestsOf: prepare<[number, string], { arrived: number }>(
      'SELECT arrived FROM checkin_guests WHERE household_id = ? AND event_id = ?',
    ),
    // The most any door has said: a phone that had not heard of another's count never lowers it.
    guests: prepare<[{ household: number; event: string; arrived: number; at: string; by: string | null }]>(
      `INSERT INTO checkin_guests (household_id, event_id, arrived, at, by_name)
       VALUES (@household, @event, @arrived, @at, @by)
       ON CONFLICT (household_id, event_id) DO UPDATE SET arrived = excluded.arrived, at = excluded.at,
         by_name = excluded.by_name WHERE excluded.arrived > checkin_guests.arrived`,
    ),
    arrivedOf: prepare<[number, string], { member_id: number; at: string }>(
      'SELECT member_id, at FROM checkins WHERE household_id = ? AND event_id = ?',
    ),
    household: prepare<[number], { name: string }>('SELECT name FROM households WHERE id = ?'),
  };
}

/** What a request marks, in one form whatever the order its people came in. */
const marksOf = (input: CheckinInput): string =>
  JSON.stringify([
    input.householdId,
    input.eventId,
    [...new Set(input.memberIds)].sort(),
    ...(input.guests === undefined ? [] : [input.guests]),
  ]);

/**
 * Who arrived at each function, marked at the door. A person is marked once a function, however many doors mark
 * them and however often a phone sends the same mark again: one row a person a function, and each request's own
 * id remembered. Every mark is in the household's log.
 */
export function createCheckins(db: Database, now: () => number = Date.now) {
  const writeAudit = createAuditWriter(db);
  const statements = checkinStatements(db);
  const nameOf = (author: Author) => (typeof author === 'string' ? author : author.name);

  /** How many more of the household's extra guests this request counts in than any door had before. */
  const markGuests = (input: CheckinInput, at: string, author: Author): number => {
    const guestsBefore = statements.guestsOf.get(input.householdId, input.eventId)?.arrived ?? 0;
    if (input.guests === undefined || input.guests <= guestsBefore) return 0;
    statements.guests.run({
      household: input.householdId,
      event: input.eventId,
      arrived: input.guests,
      at,
      by: nameOf(author),
    });
    return input.guests - guestsBefore;
  };

  return {
    /** Marks people of a household as arrived at a function; the same clientId again changes nothing. */
    mark: db.transaction((input: CheckinInput, author: Author): CheckinResult => {
      const marks = marksOf(input);
      const seen = statements.seen.get(input.clientId);
      if (seen) return seen.marks === marks ? { marked: 0, repeated: true } : { clash: true };
      const at = new Date(now()).toISOString();
      statements.remember.run(input.clientId, marks, at);
      let marked = 0;
      for (const memberId of new Set(input.memberIds))
        marked += statements.mark.run({
          member: memberId,
          event: input.eventId,
          household: input.householdId,
          at,
          by: nameOf(author),
        }).changes;
      marked += markGuests(input, at, author);
      if (marked > 0)
        writeAudit(
          author,
          { householdId: input.householdId, name: statements.household.get(input.householdId)?.name ?? '' },
          'arrived',
          {
            eventId: input.eventId,
            memberIds: [...new Set(input.memberIds)],
            ...(input.guests !== undefined && { guests: input.guests }),
          },
        );
      return { marked, repeated: false };
    }),
    /** How many people have arrived at a function: those on the list, and the households' extra guests. */
    arrived: (eventId: string): number => statements.arrived.get(eventId, eventId)?.n ?? 0,
    /** How many of a household's extra guests have arrived at a function. */
    guestsArrived: (householdId: number, eventId: string): number =>
      statements.guestsOf.get(householdId, eventId)?.arrived ?? 0,
    /** Who of a household has arrived at a function, and when. */
    arrivedOf: (householdId: number, eventId: string) =>
      statements.arrivedOf.all(householdId, eventId).map((row) => ({ memberId: row.member_id, at: row.at })),
  };
}

export type Checkins = ReturnType<typeof createCheckins>;
