import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import type { PlaceRow, RoomRow } from './stay-rows';

/** The rows each part of the stay looks up by id: a place, a room, a person with their household. */
export function createStayLookups(db: Database) {
  const prepare = preparedOnFirstUse(db);
  const place = prepare<[number], PlaceRow>('SELECT * FROM stay_places WHERE id = ?');
  const room = prepare<[number], RoomRow>('SELECT * FROM stay_rooms WHERE id = ?');
  const member = prepare<[number], { household_id: number; name: string }>(
    'SELECT household_id, name FROM members WHERE id = ?',
  );
  return {
    place: (id: number): PlaceRow | undefined => place.get(id),
    room: (id: number): RoomRow | undefined => room.get(id),
    member: (id: number): { household_id: number; name: string } | undefined => member.get(id),
  };
}

export type StayLookups = ReturnType<typeof createStayLookups>;
