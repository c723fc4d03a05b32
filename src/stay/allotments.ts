import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import type { StayAudit } from './stay-audit';
import type { StayLookups } from './stay-lookups';

/** Who sleeps in which room: each person put in or taken out is said in their household's log. */
export function createAllotments(db: Database, lookups: StayLookups, audit: StayAudit) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    allot: prepare<[number, number]>('INSERT OR IGNORE INTO room_guests (room_id, member_id) VALUES (?, ?)'),
    unallot: prepare<[number, number]>('DELETE FROM room_guests WHERE room_id = ? AND member_id = ?'),
  };
  return {
    /** Puts people in a room (those there already stay); said in each one's household's log. */
    allot: db.transaction((roomId: number, memberIds: readonly number[], author: Author): void => {
      const room = lookups.room(roomId);
      const place = room && lookups.place(room.place_id);
      for (const memberId of memberIds) {
        if (statements.allot.run(roomId, memberId).changes > 0)
          audit.member(author, memberId, 'room-allotted', { place: place?.name, room: room?.name });
      }
    }),
    unallot: db.transaction((roomId: number, memberId: number, author: Author): boolean => {
      const room = lookups.room(roomId);
      const place = room && lookups.place(room.place_id);
      const removed = statements.unallot.run(roomId, memberId).changes > 0;
      if (removed) audit.member(author, memberId, 'room-taken-back', { place: place?.name, room: room?.name });
      return removed;
    }),
  };
}
