import type { Household } from '../../../../shared/guests/schemas';
import { weddingEvents } from '../../../../shared/site/events';
import type { Language } from '../../../../shared/site/languages';
import type { Site } from '../../../../shared/site/schema';
import type { Checkins } from '../../../day/checkins';
import type { GuestList } from '../../../guests/guest-list';
import type { StorageGuard } from '../../../storage/storage-guard';
import { Refused } from '../../refused';

export interface CheckinAdminOptions {
  site: () => Site;
  /** The same content as each language reads it: a function named in the door's words. */
  siteIn?: (language: Language) => Site;
  guestList: GuestList;
  checkins: Checkins;
  storage: StorageGuard;
}

/**
 * The functions the door may be at, and a household as the door reads it at one: built once for all the check-in
 * routes, so that the door's search, its roster and its card answer the same household the same way.
 */
export function doorView({ site, siteIn = () => site(), guestList, checkins }: CheckinAdminOptions) {
  // Ids are the same in every language: a function's title is the reader's, when it is asked for.
  const eventOf = (eventId: string, language?: Language) =>
    weddingEvents(language ? siteIn(language) : site()).find((event) => event.id === eventId);
  const noEvent = (eventId: string) =>
    Refused.because('not-found', `There is no function "${eventId}" in the itinerary.`);
  /** Every check-in route is about one function: one not in the itinerary is a 404. */
  const knownEvent = (eventId: string) => {
    if (!eventOf(eventId)) throw noEvent(eventId);
  };
  /** The households invited to a function, once it is known to be in the itinerary: what each route reads. */
  const invitedTo = (eventId: string): Household[] => {
    knownEvent(eventId);
    return guestList.list().filter((household) => household.events.includes(eventId));
  };
  const guestsComing = (household: Household, eventId: string) =>
    (household.response?.people ?? [])
      .filter((person) => person.memberId === null && person.events[eventId] === true)
      .map((person) => person.name);
  const forTheDoor = (household: Household, eventId: string) => {
    const arrived = new Set(checkins.arrivedOf(household.id, eventId).map((mark) => mark.memberId));
    const answered = new Map(
      (household.response?.people ?? []).flatMap((person) =>
        person.memberId === null ? [] : [[person.memberId, person.events[eventId] === true] as const],
      ),
    );
    return {
      id: household.id,
      name: household.name,
      people: household.members.map((member) => ({
        memberId: member.id,
        name: member.name,
        coming: answered.get(member.id) ?? false,
        arrived: arrived.has(member.id),
      })),
      guests: { names: guestsComing(household, eventId), arrived: checkins.guestsArrived(household.id, eventId) },
    };
  };
  return { eventOf, knownEvent, invitedTo, guestsComing, forTheDoor };
}

/** What each resource's routes are given: the check-in admin's own options, and the door's view of a household. */
export type CheckinRoutesOptions = CheckinAdminOptions & ReturnType<typeof doorView>;
