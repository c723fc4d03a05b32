import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import type { Direction, PickupInput } from '../../shared/stay/schemas';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import type { StayAudit } from './stay-audit';
import { blankToNull, journeyMark, journeyOf, type PickupRow, type TravelRow } from './stay-rows';

/** Who picks whom up at the station, and drops them back: each arranged for the journey as it was told then. */
export function createPickups(db: Database, audit: StayAudit) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    allPickups: prepare<[], PickupRow>('SELECT * FROM pickups'),
    upsertPickup: prepare<[number, Direction, string | null, string | null, number, string | null]>(
      `INSERT INTO pickups (member_id, direction, driver, driver_phone, done, assigned_for) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, direction) DO UPDATE SET driver = excluded.driver, driver_phone = excluded.driver_phone,
         done = excluded.done, assigned_for = excluded.assigned_for`,
    ),
    personTravel: prepare<[number], TravelRow>('SELECT * FROM member_travel WHERE member_id = ?'),
    pickup: prepare<[number, Direction], PickupRow>('SELECT * FROM pickups WHERE member_id = ? AND direction = ?'),
  };
  return {
    assignPickups: db.transaction((input: PickupInput, author: Author): void => {
      for (const memberId of input.memberIds) {
        const travel = statements.personTravel.get(memberId);
        const before = statements.pickup.get(memberId, input.direction);
        // Marking a pickup done (same driver) is no new arrangement: a journey changed since stays marked changed.
        const sameDriver = before !== undefined && before.driver === blankToNull(input.driver);
        statements.upsertPickup.run(
          memberId,
          input.direction,
          blankToNull(input.driver),
          blankToNull(input.driverPhone),
          input.done ? 1 : 0,
          input.done && sameDriver
            ? before.assigned_for
            : journeyMark(travel ? journeyOf(travel, input.direction) : null),
        );
        audit.member(author, memberId, input.direction === 'arrive' ? 'pickup-assigned' : 'drop-assigned', {
          driver: blankToNull(input.driver),
          done: input.done === true,
        });
      }
    }),
    allPickups: () => statements.allPickups.all(),
  };
}
