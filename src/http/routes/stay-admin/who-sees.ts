import type { Household } from '../../../../shared/guests/schemas';
import { fill } from '../../../../shared/i18n/fill';
import { type Outcome, refuse } from '../../../../shared/outcome';
import type { Place } from '../../../../shared/stay/schemas';
import type { Person } from '../../../admin/people';
import type { GuestList } from '../../../guests/guest-list';
import type { Stay } from '../../../stay/stay';
import type { StorageGuard } from '../../../storage/storage-guard';
import { seesSide } from '../../access';
import { noSuchPlace, noSuchRoom, othersThere } from './refusals';

export interface StayAdminOptions {
  guestList: GuestList;
  stay: Stay;
  storage: StorageGuard;
  /** Today at the venue, as YYYY-MM-DD: the sheets' names and the printed rooming list's date. */
  today: () => string;
}

/** Whether any of these rooms holds a guest this person may not see (another side's). */
const othersIn = (rooms: Place['rooms']) => rooms.some((room) => room.guests.some((guest) => guest.memberId === 0));

/**
 * What one person may see and change of the guests' stay, each organiser the households of their side only: built
 * once for all the stay routes, so that each resource's routes answer the same person the same way.
 */
export function whoSees({ guestList, stay, storage }: StayAdminOptions) {
  const visibleTo = (person: Person | null) => guestList.list().filter((household) => seesSide(person, household.side));
  const author = (person: Person | null) => ({ name: person?.name ?? 'The couple' });
  /** A household by id, as this person may see it: another side's answers 404, as if there were none. */
  const householdFor = (person: Person | null, id: number): Household | null => {
    const household = guestList.get(id);
    return household && seesSide(person, household.side) ? household : null;
  };
  /** The people a call names, all of households this person may see; null names the first that is not. */
  const membersFor = (person: Person | null, memberIds: readonly number[]): number | null => {
    for (const memberId of memberIds) {
      const householdId = stay.householdOfMember(memberId);
      if (householdId === null || !householdFor(person, householdId)) return memberId;
    }
    return null;
  };
  /** The places as this person may see them: a room's guests of another side are counted, not named. */
  const placesFor = (person: Person | null): Place[] => {
    const visible = new Set(visibleTo(person).map((household) => household.id));
    return stay.places().map((place) => ({
      ...place,
      rooms: place.rooms.map((room) => ({
        ...room,
        guests: room.guests.map((guest) =>
          visible.has(guest.householdId) ? guest : { memberId: 0, name: '…', householdId: 0 },
        ),
      })),
    }));
  };
  const placeFor = (person: Person | null, id: number) => placesFor(person).find((place) => place.id === id) ?? null;
  const roomFor = (person: Person | null, id: number) =>
    placesFor(person)
      .flatMap((place) => place.rooms)
      .find((room) => room.id === id) ?? null;
  /**
   * The place or room this person may change, its rooms included: none of that id is 404, another side's guests 403.
   */
  const placeToChange = (person: Person | null, id: number) => {
    const place = placeFor(person, id);
    if (!place) throw noSuchPlace();
    if (othersIn(place.rooms)) throw othersThere(person, () => place.name);
    return place;
  };
  const roomToChange = (person: Person | null, id: number) => {
    const room = roomFor(person, id);
    if (!room) throw noSuchRoom();
    if (othersIn([room])) throw othersThere(person, (words) => fill(words.room, { name: room.name }));
    return room;
  };
  /** A write behind the storage guard whose name may be taken already: a second hotel or room of one name is a 409. */
  const namedWrite = <T>(work: () => T): Outcome<T> => {
    try {
      return storage.write(work);
    } catch (err) {
      if (err instanceof stay.DuplicateName) return refuse('name-taken', `${err.message}: give it another name.`);
      throw err;
    }
  };
  return { visibleTo, author, householdFor, membersFor, placesFor, placeToChange, roomToChange, namedWrite };
}

export type WhoSees = ReturnType<typeof whoSees>;

/** What each resource's routes are given: the stay admin's own options, and who sees what. */
export type StayRoutesOptions = StayAdminOptions & { sees: WhoSees };
