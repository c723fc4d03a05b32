import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import { storedText } from '../../shared/rsvp/rules';
import type { Place, PlaceInput } from '../../shared/stay/schemas';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { named } from './duplicate-name';
import type { StayAudit } from './stay-audit';
import type { StayLookups } from './stay-lookups';
import { blankToNull, type GuestRow, nameKey, type PlaceRow, type RoomRow } from './stay-rows';

const placeInput = (input: PlaceInput) => ({
  name: storedText(input.name),
  name_key: nameKey(input.name),
  kind: input.kind,
  address: blankToNull(input.address),
  check_in: input.checkIn ?? null,
  check_out: input.checkOut ?? null,
  note: blankToNull(input.note),
});

/** The hotels and houses the couple arranges, each listed with its rooms and who sleeps in them. */
export function createPlaces(db: Database, lookups: StayLookups, audit: StayAudit) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    places: prepare<[], PlaceRow>('SELECT * FROM stay_places ORDER BY name_key'),
    rooms: prepare<[], RoomRow>('SELECT * FROM stay_rooms ORDER BY place_id, name_key'),
    guests: prepare<[], GuestRow>(
      `SELECT g.room_id, g.member_id, m.name, m.household_id FROM room_guests g JOIN members m ON m.id = g.member_id
       ORDER BY m.household_id, m.position`,
    ),
    insertPlace: prepare(
      `INSERT INTO stay_places (name, name_key, kind, address, check_in, check_out, note)
       VALUES (@name, @name_key, @kind, @address, @check_in, @check_out, @note)`,
    ),
    updatePlace: prepare(
      `UPDATE stay_places SET name = @name, name_key = @name_key, kind = @kind, address = @address,
         check_in = @check_in, check_out = @check_out, note = @note WHERE id = @id`,
    ),
    deletePlace: prepare<[number]>('DELETE FROM stay_places WHERE id = ?'),
    guestsOfPlace: prepare<[number], { member_id: number; room: string }>(
      `SELECT g.member_id, r.name AS room FROM room_guests g JOIN stay_rooms r ON r.id = g.room_id
       WHERE r.place_id = ?`,
    ),
  };

  /** Every place with its rooms, each room with who sleeps in it. */
  const places = (): Place[] => {
    const guests = statements.guests.all();
    const rooms = statements.rooms.all();
    return statements.places.all().map((place) => ({
      id: place.id,
      name: place.name,
      kind: place.kind,
      address: place.address,
      checkIn: place.check_in,
      checkOut: place.check_out,
      note: place.note,
      rooms: rooms
        .filter((room) => room.place_id === place.id)
        .map((room) => ({
          id: room.id,
          name: room.name,
          beds: room.beds,
          floor: room.floor,
          note: room.note,
          guests: guests
            .filter((guest) => guest.room_id === room.id)
            .map((guest) => ({ memberId: guest.member_id, name: guest.name, householdId: guest.household_id })),
        })),
    }));
  };

  return {
    places,
    place: (id: number) => places().find((place) => place.id === id) ?? null,
    createPlace: db.transaction((input: PlaceInput, author: Author): number => {
      const row = placeInput(input);
      const { lastInsertRowid } = named(
        () => statements.insertPlace.run(row),
        `There is a place called "${row.name}" already`,
      );
      audit.place(author, row.name, 'place-added', row);
      return Number(lastInsertRowid);
    }),
    updatePlace: db.transaction((id: number, input: PlaceInput, author: Author): boolean => {
      const before = lookups.place(id);
      if (!before) return false;
      const row = placeInput(input);
      named(() => statements.updatePlace.run({ ...row, id }), `There is a place called "${row.name}" already`);
      audit.place(author, row.name, 'place-changed', { before, after: row });
      return true;
    }),
    deletePlace: db.transaction((id: number, author: Author): boolean => {
      const before = places().find((place) => place.id === id);
      if (!before) return false;
      for (const guest of statements.guestsOfPlace.all(id))
        audit.member(author, guest.member_id, 'room-taken-back', { place: before.name, room: guest.room });
      statements.deletePlace.run(id);
      audit.place(author, before.name, 'place-deleted', before);
      return true;
    }),
  };
}
