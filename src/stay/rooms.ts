import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import { storedText } from '../../shared/rsvp/rules';
import type { RoomInput } from '../../shared/stay/schemas';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { named } from './duplicate-name';
import type { StayAudit } from './stay-audit';
import type { StayLookups } from './stay-lookups';
import { blankToNull, nameKey } from './stay-rows';

const roomInput = (input: RoomInput) => ({
  name: storedText(input.name),
  name_key: nameKey(input.name),
  beds: input.beds,
  floor: blankToNull(input.floor),
  note: blankToNull(input.note),
});

/** The rooms of each place: added, changed and taken away, each said in the log of the families that slept there. */
export function createRooms(db: Database, lookups: StayLookups, audit: StayAudit) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    insertRoom: prepare(
      `INSERT INTO stay_rooms (place_id, name, name_key, beds, floor, note)
       VALUES (@place_id, @name, @name_key, @beds, @floor, @note)`,
    ),
    updateRoom: prepare(
      `UPDATE stay_rooms SET name = @name, name_key = @name_key, beds = @beds, floor = @floor, note = @note
       WHERE id = @id`,
    ),
    deleteRoom: prepare<[number]>('DELETE FROM stay_rooms WHERE id = ?'),
    guestsOfRoom: prepare<[number], { member_id: number }>('SELECT member_id FROM room_guests WHERE room_id = ?'),
  };

  return {
    createRoom: db.transaction((placeId: number, input: RoomInput, author: Author): number | null => {
      const place = lookups.place(placeId);
      if (!place) return null;
      const row = roomInput(input);
      const { lastInsertRowid } = named(
        () => statements.insertRoom.run({ ...row, place_id: placeId }),
        `${place.name} has a room called "${row.name}" already`,
      );
      audit.place(author, place.name, 'room-added', row);
      return Number(lastInsertRowid);
    }),
    updateRoom: db.transaction((id: number, input: RoomInput, author: Author): boolean => {
      const before = lookups.room(id);
      if (!before) return false;
      const row = roomInput(input);
      named(() => statements.updateRoom.run({ ...row, id }), `This place has a room called "${row.name}" already`);
      audit.place(author, lookups.place(before.place_id)?.name ?? '', 'room-changed', { before, after: row });
      return true;
    }),
    deleteRoom: db.transaction((id: number, author: Author): boolean => {
      const before = lookups.room(id);
      if (!before) return false;
      const place = lookups.place(before.place_id)?.name ?? '';
      for (const guest of statements.guestsOfRoom.all(id))
        audit.member(author, guest.member_id, 'room-taken-back', { place, room: before.name });
      statements.deleteRoom.run(id);
      audit.place(author, place, 'room-deleted', before);
      return true;
    }),
  };
}
