import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import type { StayHeld } from '../../shared/stay/stay-held';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import type { StayAudit } from './stay-audit';

/** What goes with people who leave the guest list: their journeys, rooms and pickups. */
export function createLeaving(db: Database, audit: StayAudit) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    heldBy: prepare<[number], { name: string; journey: number; pickups: number }>(
      `SELECT m.name,
         EXISTS (SELECT 1 FROM member_travel t WHERE t.member_id = m.id
           AND (t.arrive_date IS NOT NULL OR t.leave_date IS NOT NULL OR t.pickup = 1 OR t.drop_off = 1)) AS journey,
         (SELECT count(*) FROM pickups p WHERE p.member_id = m.id) AS pickups
       FROM members m WHERE m.id = ?`,
    ),
    roomsOfMember: prepare<[number], { room: string; place: string }>(
      `SELECT r.name AS room, p.name AS place FROM room_guests g JOIN stay_rooms r ON r.id = g.room_id
         JOIN stay_places p ON p.id = r.place_id WHERE g.member_id = ? ORDER BY p.name_key, r.name_key`,
    ),
  };
  return {
    /**
     * What these people hold that would go with them if they left the list: a journey told, rooms, pickups
     * arranged. Only those holding something are listed.
     */
    heldBy(memberIds: readonly number[]): StayHeld[] {
      return memberIds.flatMap((memberId) => {
        const held = statements.heldBy.get(memberId);
        if (!held) return [];
        const rooms = statements.roomsOfMember.all(memberId).map(({ place, room }) => `${place} ${room}`);
        if (held.journey === 0 && held.pickups === 0 && rooms.length === 0) return [];
        return [{ memberId, name: held.name, journey: held.journey === 1, rooms, pickups: held.pickups }];
      });
    },
    /** Said in each one's household's log as they leave the list: the rooms they no longer have. */
    noteLeaving(memberIds: readonly number[], author: Author): void {
      for (const memberId of memberIds)
        for (const { place, room } of statements.roomsOfMember.all(memberId))
          audit.member(author, memberId, 'room-taken-back', { place, room });
    },
  };
}
