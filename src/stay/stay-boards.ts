import type { Household } from '../../shared/guests/schemas';
import type { Direction, Journey, Place } from '../../shared/stay/schemas';
import { placeKey } from './place-key';
import { pickupChanged, type Stay } from './stay';

/** One person on the arrivals board: who, of which household, how, and their pickup as wanted and as arranged. */
export interface BoardPerson {
  readonly memberId: number;
  readonly householdId: number;
  readonly name: string;
  readonly household: string;
  readonly phone: string | null;
  readonly journey: Journey;
  /** The household asked for a pickup (arriving) or a drop (leaving). */
  readonly wanted: boolean;
  readonly driver: string | null;
  readonly driverPhone: string | null;
  readonly done: boolean;
  readonly assigned: boolean;
  /** Arranged for a journey the household has since changed: to check with the driver and arrange again. */
  readonly changed: boolean;
}

export interface BoardWindow {
  readonly from: string;
  readonly to: string;
  readonly people: BoardPerson[];
  readonly pickups: number;
}

export interface BoardDay {
  readonly date: string;
  readonly arrivals: Array<{ readonly place: string; readonly windows: BoardWindow[] }>;
  readonly departures: Array<{ readonly place: string; readonly windows: BoardWindow[] }>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const windowOf = (time: string, hours: number) => {
  const start = Math.floor(Number(time.slice(0, 2)) / hours) * hours;
  return { from: `${pad(start)}:00`, to: `${pad(Math.min(start + hours, 24))}:00` };
};

/** Each travelling person of these households, with their journeys and pickups: what the boards and sheets read. */
export function travellers(stay: Stay, households: readonly Household[]) {
  const byId = new Map(households.map((household) => [household.id, household]));
  const pickups = new Map(stay.allPickups().map((pickup) => [`${pickup.member_id}:${pickup.direction}`, pickup]));
  const { people, households: stays } = stay.allTravel();
  return people.flatMap((person) => {
    const household = byId.get(person.householdId);
    const member = household?.members.find((m) => m.id === person.memberId);
    // A household no longer asked (un-marked) is off the boards, as it is off the allotment.
    if (!household?.travelling || !member) return [];
    return [{ ...person, household, member, stay: stays.get(household.id) ?? null, pickups }];
  });
}

/**
 * The arrivals and departures day by day, each grouped by station or airport and by time window (every `hours`
 * hours), with how many people and how many pickups each needs: what the couple sends the drivers by.
 */
export function arrivalsBoard(stay: Stay, households: readonly Household[], hours = 2): BoardDay[] {
  type ByPlace = Map<string, Map<string, BoardPerson[]>>;
  const placeNames = new Map<string, string>();
  const days = new Map<string, { arrivals: ByPlace; departures: ByPlace }>();
  for (const person of travellers(stay, households)) {
    for (const [direction, journey, wanted] of [
      ['arrive', person.arrive, person.pickup],
      ['leave', person.leave, person.drop],
    ] as Array<[Direction, Journey | null, boolean]>) {
      if (!journey) continue;
      const day = days.get(journey.date) ?? { arrivals: new Map(), departures: new Map() };
      days.set(journey.date, day);
      const side = direction === 'arrive' ? day.arrivals : day.departures;
      // "Jaipur Junction", "jaipur jn" and "जयपुर जंक्शन" are one station, shown as it was first
      // written.
      const key = placeKey(journey.place ?? '');
      const windows = side.get(key) ?? new Map<string, BoardPerson[]>();
      side.set(key, windows);
      if (!placeNames.has(key)) placeNames.set(key, journey.place?.trim() ?? '');
      const { from } = windowOf(journey.time, hours);
      const assigned = person.pickups.get(`${person.memberId}:${direction}`);
      windows.set(from, [
        ...(windows.get(from) ?? []),
        {
          memberId: person.memberId,
          householdId: person.household.id,
          name: person.member.name,
          household: person.household.name,
          phone: person.household.phone,
          journey,
          wanted,
          driver: assigned?.driver ?? null,
          driverPhone: assigned?.driver_phone ?? null,
          done: assigned?.done === 1,
          assigned: assigned !== undefined,
          changed: assigned !== undefined && pickupChanged(assigned, journey),
        },
      ]);
    }
  }
  const sides = (side: ByPlace) =>
    [...side.entries()]
      .sort(([a], [b]) => (placeNames.get(a) ?? a).localeCompare(placeNames.get(b) ?? b))
      .map(([key, windows]) => ({
        place: placeNames.get(key) ?? key,
        windows: [...windows.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([from, people]) => ({
            ...windowOf(from, hours),
            people: people.sort((a, b) => a.journey.time.localeCompare(b.journey.time)),
            pickups: people.filter((person) => person.wanted).length,
          })),
      }));
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({ date, arrivals: sides(day.arrivals), departures: sides(day.departures) }));
}

/** What is wrong with the allotment as it stands: rooms over their beds, people in two rooms, people with no room. */
export function allotmentWarnings(places: readonly Place[], stay: Stay, households: readonly Household[]) {
  const overfull = places.flatMap((place) =>
    place.rooms
      .filter((room) => room.guests.length > room.beds)
      .map((room) => ({ place: place.name, room: room.name, beds: room.beds, guests: room.guests.length })),
  );
  const roomsOf = new Map<number, string[]>();
  for (const place of places)
    for (const room of place.rooms)
      for (const guest of room.guests)
        roomsOf.set(guest.memberId, [...(roomsOf.get(guest.memberId) ?? []), `${place.name} ${room.name}`]);
  const names = new Map(households.flatMap((household) => household.members.map((m) => [m.id, m.name] as const)));
  const twice = [...roomsOf.entries()]
    .filter(([, rooms]) => rooms.length > 1)
    .map(([memberId, rooms]) => ({ memberId, name: names.get(memberId) ?? String(memberId), rooms }));
  const { households: stays } = stay.allTravel();
  const noRoom = households.flatMap((household) =>
    household.travelling && stays.get(household.id)?.stay === 'arranged'
      ? household.members
          .filter((member) => !roomsOf.has(member.id))
          .map((member) => ({ memberId: member.id, name: member.name, household: household.name }))
      : [],
  );
  return { overfull, twice, noRoom };
}
