import type { Database } from 'better-sqlite3';
import type { Author } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import { storedText } from '../../shared/rsvp/rules';
import type {
  Direction,
  Journey,
  PickupInput,
  PickupView,
  Place,
  PlaceInput,
  RoomInput,
  RoomView,
  Travel,
  TravelInput,
  TravelMode,
} from '../../shared/stay/schemas';
import type { StayHeld } from '../../shared/stay/stay-held';
import { createAuditWriter } from '../storage/audit-log';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

interface TravelRow {
  member_id: number;
  household_id: number;
  arrive_date: string | null;
  arrive_time: string | null;
  arrive_mode: string | null;
  arrive_number: string | null;
  arrive_place: string | null;
  leave_date: string | null;
  leave_time: string | null;
  leave_mode: string | null;
  leave_number: string | null;
  leave_place: string | null;
  pickup: 0 | 1;
  drop_off: 0 | 1;
}
interface PlaceRow {
  id: number;
  name: string;
  kind: 'hotel' | 'house';
  address: string | null;
  check_in: string | null;
  check_out: string | null;
  note: string | null;
}
interface RoomRow {
  id: number;
  place_id: number;
  name: string;
  beds: number;
  floor: string | null;
  note: string | null;
}
interface GuestRow {
  room_id: number;
  member_id: number;
  name: string;
  household_id: number;
}
interface PickupRow {
  member_id: number;
  direction: Direction;
  driver: string | null;
  driver_phone: string | null;
  done: 0 | 1;
  /** The journey as it was when the pickup was arranged (journeyMark), or null when arranged before that was kept. */
  assigned_for: string | null;
}

/** What a pickup is arranged for: the day, time, station and number of the journey. */
export const journeyMark = (journey: Journey | null | undefined): string | null =>
  journey ? [journey.date, journey.time, journey.place ?? '', journey.number ?? ''].join(' ') : null;

/** A pickup arranged for a journey the household has since changed (another day, time, station or number). */
export const pickupChanged = (pickup: Pick<PickupRow, 'assigned_for'>, journey: Journey | null | undefined): boolean =>
  pickup.assigned_for !== null && pickup.assigned_for !== journeyMark(journey);

const blankToNull = (value: string | null | undefined): string | null => {
  const text = value == null ? '' : storedText(value);
  return text === '' ? null : text;
};
const nameKey = (name: string) => storedText(name).toLowerCase().replace(/\s+/g, ' ');

const journeyOf = (row: TravelRow, way: 'arrive' | 'leave'): Journey | null => {
  const date = row[`${way}_date`];
  const time = row[`${way}_time`];
  const mode = row[`${way}_mode`];
  if (!date || !time || !mode) return null;
  return { date, time, mode: mode as TravelMode, number: row[`${way}_number`], place: row[`${way}_place`] };
};

/** Two of a kind the couple tells apart by name: a second hotel, or a second room of one hotel, of the same name. */
export class DuplicateName extends Error {
  override name = 'DuplicateName';
}

/**
 * Travel, stays and pickups, in the wedding's database beside the guest list: what each travelling household says,
 * the hotels and houses the couple arranges, who sleeps in which room, and who picks whom up. Each change is one
 * transaction with its audit entry.
 */
export function createStay(db: Database, now: () => number = Date.now) {
  const prepare = preparedOnFirstUse(db);
  const writeAudit = createAuditWriter(db);
  const statements = {
    householdTravel: prepare<[number], { stay: 'arranged' | 'own'; needs: string | null; updated_at: string }>(
      'SELECT stay, needs, updated_at FROM household_travel WHERE household_id = ?',
    ),
    peopleTravel: prepare<[number], TravelRow>('SELECT * FROM member_travel WHERE household_id = ?'),
    allTravel: prepare<[], TravelRow>('SELECT * FROM member_travel'),
    allHouseholdTravel: prepare<[], { household_id: number; stay: 'arranged' | 'own'; needs: string | null }>(
      'SELECT household_id, stay, needs FROM household_travel',
    ),
    upsertHousehold: prepare<[number, string, string | null, string]>(
      `INSERT INTO household_travel (household_id, stay, needs, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (household_id) DO UPDATE SET stay = excluded.stay, needs = excluded.needs, updated_at = excluded.updated_at`,
    ),
    deletePeople: prepare<[number]>('DELETE FROM member_travel WHERE household_id = ?'),
    insertPerson: prepare(
      `INSERT INTO member_travel (member_id, household_id, arrive_date, arrive_time, arrive_mode, arrive_number,
         arrive_place, leave_date, leave_time, leave_mode, leave_number, leave_place, pickup, drop_off)
       VALUES (@member_id, @household_id, @arrive_date, @arrive_time, @arrive_mode, @arrive_number, @arrive_place,
         @leave_date, @leave_time, @leave_mode, @leave_number, @leave_place, @pickup, @drop_off)`,
    ),
    setTravelling: prepare<[number, number]>('UPDATE households SET travelling = ? WHERE id = ?'),
    places: prepare<[], PlaceRow>('SELECT * FROM stay_places ORDER BY name_key'),
    place: prepare<[number], PlaceRow>('SELECT * FROM stay_places WHERE id = ?'),
    rooms: prepare<[], RoomRow>('SELECT * FROM stay_rooms ORDER BY place_id, name_key'),
    room: prepare<[number], RoomRow>('SELECT * FROM stay_rooms WHERE id = ?'),
    guests: prepare<[], GuestRow>(
      `SELECT g.room_id, g.member_id, m.name, m.household_id FROM room_guests g JOIN members m ON m.id = g.member_id
       ORDER BY m.household_id, m.position`,
    ),
    // A household's page asks for its own rooms only: every room guest, joined to the members, was a scan of the whole
    // guest list at each family's visit.
    guestsSharingRoomsWith: prepare<[number], GuestRow>(
      `SELECT g.room_id, g.member_id, m.name, m.household_id FROM room_guests g JOIN members m ON m.id = g.member_id
       WHERE g.room_id IN (SELECT r.room_id FROM room_guests r JOIN members h ON h.id = r.member_id WHERE h.household_id = ?)
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
    insertRoom: prepare(
      `INSERT INTO stay_rooms (place_id, name, name_key, beds, floor, note)
       VALUES (@place_id, @name, @name_key, @beds, @floor, @note)`,
    ),
    updateRoom: prepare(
      'UPDATE stay_rooms SET name = @name, name_key = @name_key, beds = @beds, floor = @floor, note = @note WHERE id = @id',
    ),
    deleteRoom: prepare<[number]>('DELETE FROM stay_rooms WHERE id = ?'),
    allot: prepare<[number, number]>('INSERT OR IGNORE INTO room_guests (room_id, member_id) VALUES (?, ?)'),
    unallot: prepare<[number, number]>('DELETE FROM room_guests WHERE room_id = ? AND member_id = ?'),
    pickupsOf: prepare<[number], PickupRow>(
      `SELECT p.* FROM pickups p JOIN members m ON m.id = p.member_id WHERE m.household_id = ?`,
    ),
    allPickups: prepare<[], PickupRow>('SELECT * FROM pickups'),
    upsertPickup: prepare<[number, Direction, string | null, string | null, number, string | null]>(
      `INSERT INTO pickups (member_id, direction, driver, driver_phone, done, assigned_for) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, direction) DO UPDATE SET driver = excluded.driver, driver_phone = excluded.driver_phone,
         done = excluded.done, assigned_for = excluded.assigned_for`,
    ),
    personTravel: prepare<[number], TravelRow>('SELECT * FROM member_travel WHERE member_id = ?'),
    pickup: prepare<[number, Direction], PickupRow>('SELECT * FROM pickups WHERE member_id = ? AND direction = ?'),
    memberHousehold: prepare<[number], { household_id: number; name: string }>(
      'SELECT household_id, name FROM members WHERE id = ?',
    ),
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
    guestsOfRoom: prepare<[number], { member_id: number }>('SELECT member_id FROM room_guests WHERE room_id = ?'),
    guestsOfPlace: prepare<[number], { member_id: number; room: string }>(
      `SELECT g.member_id, r.name AS room FROM room_guests g JOIN stay_rooms r ON r.id = g.room_id
       WHERE r.place_id = ?`,
    ),
  };

  const travelOf = (householdId: number): Travel | null => {
    const household = statements.householdTravel.get(householdId);
    if (!household) return null;
    return {
      people: statements.peopleTravel.all(householdId).map(personOf),
      stay: household.stay,
      needs: household.needs,
      updatedAt: household.updated_at,
    };
  };
  const personOf = (row: TravelRow): Travel['people'][number] => ({
    memberId: row.member_id,
    arrive: journeyOf(row, 'arrive'),
    leave: journeyOf(row, 'leave'),
    pickup: row.pickup === 1,
    drop: row.drop_off === 1,
  });

  const placeInput = (input: PlaceInput) => ({
    name: storedText(input.name),
    name_key: nameKey(input.name),
    kind: input.kind,
    address: blankToNull(input.address),
    check_in: input.checkIn ?? null,
    check_out: input.checkOut ?? null,
    note: blankToNull(input.note),
  });
  const roomInput = (input: RoomInput) => ({
    name: storedText(input.name),
    name_key: nameKey(input.name),
    beds: input.beds,
    floor: blankToNull(input.floor),
    note: blankToNull(input.note),
  });
  /** A UNIQUE constraint broken by a name: the couple's to tell apart, not a server failure. */
  const named = <T>(work: () => T, what: string): T => {
    try {
      return work();
    } catch (err) {
      if (err instanceof Error && 'code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new DuplicateName(what);
      throw err;
    }
  };
  const auditPlace = (author: Author, name: string, action: string, detail?: unknown) =>
    writeAudit(author, { name }, action, detail);
  const auditMember = (author: Author, memberId: number, action: string, detail?: unknown) => {
    const member = statements.memberHousehold.get(memberId);
    writeAudit(
      author,
      { householdId: member?.household_id ?? null, name: member?.name ?? String(memberId) },
      action,
      detail,
    );
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
    DuplicateName,
    travelOf,
    /** Every travelling person's journeys, and every household's stay, for the boards and sheets. */
    allTravel: () => ({
      people: statements.allTravel.all().map((row) => ({ ...personOf(row), householdId: row.household_id })),
      households: new Map(statements.allHouseholdTravel.all().map((row) => [row.household_id, row])),
    }),

    /** A household's travel, whole: each person given replaces what they said before; a person not given has none. */
    saveTravel: db.transaction((household: Household, input: TravelInput, author: Author): Travel => {
      const before = travelOf(household.id);
      const at = new Date(now()).toISOString();
      statements.upsertHousehold.run(household.id, input.stay, blankToNull(input.needs), at);
      statements.deletePeople.run(household.id);
      for (const person of input.people) {
        const journey = (way: 'arrive' | 'leave') => {
          const given = person[way];
          return {
            [`${way}_date`]: given?.date ?? null,
            [`${way}_time`]: given?.time ?? null,
            [`${way}_mode`]: given?.mode ?? null,
            [`${way}_number`]: blankToNull(given?.number),
            [`${way}_place`]: blankToNull(given?.place),
          };
        };
        statements.insertPerson.run({
          member_id: person.memberId,
          household_id: household.id,
          ...journey('arrive'),
          ...journey('leave'),
          pickup: person.pickup ? 1 : 0,
          drop_off: person.drop ? 1 : 0,
        });
      }
      const after = travelOf(household.id) as Travel;
      writeAudit(author, { householdId: household.id, name: household.name }, before ? 'travel-changed' : 'travel', {
        before,
        after,
      });
      return after;
    }),

    setTravelling: db.transaction((household: Household, travelling: boolean, author: Author): void => {
      statements.setTravelling.run(travelling ? 1 : 0, household.id);
      writeAudit(
        author,
        { householdId: household.id, name: household.name },
        travelling ? 'travel-asked' : 'travel-not-asked',
      );
    }),

    places,
    place: (id: number) => places().find((place) => place.id === id) ?? null,
    createPlace: db.transaction((input: PlaceInput, author: Author): number => {
      const row = placeInput(input);
      const { lastInsertRowid } = named(
        () => statements.insertPlace.run(row),
        `There is a place called "${row.name}" already`,
      );
      auditPlace(author, row.name, 'place-added', row);
      return Number(lastInsertRowid);
    }),
    updatePlace: db.transaction((id: number, input: PlaceInput, author: Author): boolean => {
      const before = statements.place.get(id);
      if (!before) return false;
      const row = placeInput(input);
      named(() => statements.updatePlace.run({ ...row, id }), `There is a place called "${row.name}" already`);
      auditPlace(author, row.name, 'place-changed', { before, after: row });
      return true;
    }),
    deletePlace: db.transaction((id: number, author: Author): boolean => {
      const before = places().find((place) => place.id === id);
      if (!before) return false;
      for (const guest of statements.guestsOfPlace.all(id))
        auditMember(author, guest.member_id, 'room-taken-back', { place: before.name, room: guest.room });
      statements.deletePlace.run(id);
      auditPlace(author, before.name, 'place-deleted', before);
      return true;
    }),
    createRoom: db.transaction((placeId: number, input: RoomInput, author: Author): number | null => {
      const place = statements.place.get(placeId);
      if (!place) return null;
      const row = roomInput(input);
      const { lastInsertRowid } = named(
        () => statements.insertRoom.run({ ...row, place_id: placeId }),
        `${place.name} has a room called "${row.name}" already`,
      );
      auditPlace(author, place.name, 'room-added', row);
      return Number(lastInsertRowid);
    }),
    updateRoom: db.transaction((id: number, input: RoomInput, author: Author): boolean => {
      const before = statements.room.get(id);
      if (!before) return false;
      const row = roomInput(input);
      named(() => statements.updateRoom.run({ ...row, id }), `This place has a room called "${row.name}" already`);
      auditPlace(author, statements.place.get(before.place_id)?.name ?? '', 'room-changed', { before, after: row });
      return true;
    }),
    deleteRoom: db.transaction((id: number, author: Author): boolean => {
      const before = statements.room.get(id);
      if (!before) return false;
      const place = statements.place.get(before.place_id)?.name ?? '';
      for (const guest of statements.guestsOfRoom.all(id))
        auditMember(author, guest.member_id, 'room-taken-back', { place, room: before.name });
      statements.deleteRoom.run(id);
      auditPlace(author, place, 'room-deleted', before);
      return true;
    }),
    /** Puts people in a room (those there already stay); said in each one's household's log. */
    allot: db.transaction((roomId: number, memberIds: readonly number[], author: Author): void => {
      const room = statements.room.get(roomId);
      const place = room && statements.place.get(room.place_id);
      for (const memberId of memberIds) {
        if (statements.allot.run(roomId, memberId).changes > 0)
          auditMember(author, memberId, 'room-allotted', { place: place?.name, room: room?.name });
      }
    }),
    unallot: db.transaction((roomId: number, memberId: number, author: Author): boolean => {
      const room = statements.room.get(roomId);
      const place = room && statements.place.get(room.place_id);
      const removed = statements.unallot.run(roomId, memberId).changes > 0;
      if (removed) auditMember(author, memberId, 'room-taken-back', { place: place?.name, room: room?.name });
      return removed;
    }),
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
          auditMember(author, memberId, 'room-taken-back', { place, room });
    },
    /** The household of each person, for the side checks of the admin's routes. */
    householdOfMember: (memberId: number): number | null =>
      statements.memberHousehold.get(memberId)?.household_id ?? null,

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
        auditMember(author, memberId, input.direction === 'arrive' ? 'pickup-assigned' : 'drop-assigned', {
          driver: blankToNull(input.driver),
          done: input.done === true,
        });
      }
    }),
    allPickups: () => statements.allPickups.all(),

    /** What a household reads of its stay on its own page: its rooms, and its pickups as the couple arranged them. */
    householdStay(household: Household, asked: boolean) {
      const travel = travelOf(household.id);
      const names = new Map(household.members.map((member) => [member.id, member.name]));
      const guests = statements.guestsSharingRoomsWith.all(household.id);
      const roomIds = [...new Set(guests.filter((guest) => names.has(guest.member_id)).map((guest) => guest.room_id))];
      const rooms: RoomView[] = roomIds.flatMap((roomId) => {
        const room = statements.room.get(roomId);
        const place = room && statements.place.get(room.place_id);
        if (!room || !place) return [];
        const inRoom = guests.filter((guest) => guest.room_id === roomId);
        return [
          {
            place: place.name,
            address: place.address,
            name: room.name,
            people: inRoom.filter((guest) => names.has(guest.member_id)).map((guest) => guest.name),
            sharedWith: inRoom.filter((guest) => !names.has(guest.member_id)).map((guest) => guest.name),
            checkIn: place.check_in,
            checkOut: place.check_out,
          },
        ];
      });
      const journeys = new Map((travel?.people ?? []).map((person) => [person.memberId, person]));
      // A pickup arranged for a journey since changed is not shown to the family until the couple arranges it again.
      const pickups: PickupView[] = statements.pickupsOf.all(household.id).flatMap((pickup) => {
        const journey = journeys.get(pickup.member_id)?.[pickup.direction];
        if (!journey || pickupChanged(pickup, journey)) return [];
        return [
          {
            memberId: pickup.member_id,
            name: names.get(pickup.member_id) ?? '',
            direction: pickup.direction,
            date: journey.date,
            time: journey.time,
            place: journey.place ?? null,
            number: journey.number ?? null,
            driver: pickup.driver,
            driverPhone: pickup.driver_phone,
            done: pickup.done === 1,
          },
        ];
      });
      return { asked, travel, room: rooms[0] ?? null, rooms, pickups };
    },
  };
}

export type Stay = ReturnType<typeof createStay>;
