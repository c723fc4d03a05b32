import type { Database } from 'better-sqlite3';
import type { Household } from '../../shared/guests/schemas';
import type { PickupView, RoomView, Travel } from '../../shared/stay/schemas';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import type { StayLookups } from './stay-lookups';
import { type GuestRow, type PickupRow, pickupChanged } from './stay-rows';

/** What a household reads of its stay on its own page: its rooms, and its pickups as the couple arranged them. */
export function createHouseholdStay(
  db: Database,
  lookups: StayLookups,
  travelOf: (householdId: number) => Travel | null,
) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    // A household's page asks for its own rooms only: every room guest, joined to the members, was a scan of the whole
    // guest list at each family's visit.
    guestsSharingRoomsWith: prepare<[number], GuestRow>(
      `SELECT g.room_id, g.member_id, m.name, m.household_id FROM room_guests g JOIN members m ON m.id = g.member_id
       WHERE g.room_id IN (
         SELECT r.room_id FROM room_guests r JOIN members h ON h.id = r.member_id WHERE h.household_id = ?
       )
       ORDER BY m.household_id, m.position`,
    ),
    pickupsOf: prepare<[number], PickupRow>(
      `SELECT p.* FROM pickups p JOIN members m ON m.id = p.member_id WHERE m.household_id = ?`,
    ),
  };

  const roomsOf = (household: Household, names: Map<number, string>): RoomView[] => {
    const guests = statements.guestsSharingRoomsWith.all(household.id);
    const roomIds = [...new Set(guests.filter((guest) => names.has(guest.member_id)).map((guest) => guest.room_id))];
    return roomIds.flatMap((roomId) => {
      const room = lookups.room(roomId);
      const place = room && lookups.place(room.place_id);
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
  };

  const pickupsOf = (household: Household, names: Map<number, string>, travel: Travel | null): PickupView[] => {
    const journeys = new Map((travel?.people ?? []).map((person) => [person.memberId, person]));
    // A pickup arranged for a journey since changed is not shown to the family until the couple arranges it again.
    return statements.pickupsOf.all(household.id).flatMap((pickup) => {
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
  };

  return (household: Household, asked: boolean) => {
    const travel = travelOf(household.id);
    const names = new Map(household.members.map((member) => [member.id, member.name]));
    const rooms = roomsOf(household, names);
    const pickups = pickupsOf(household, names, travel);
    return { asked, travel, room: rooms[0] ?? null, rooms, pickups };
  };
}
