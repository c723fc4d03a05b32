import { fill } from '../../../../shared/i18n/fill';
import { type GuestListRefusalWords, guestListRefusalWords } from '../../../../shared/i18n/guest-list-refusals';
import type { Place } from '../../../../shared/stay/schemas';
import type { Person } from '../../../admin/people';
import { Refused } from '../../refused';
import { saidTo } from '../../said-to';

/** A place or room with another side's guests in it is the couple's to change: its names are on their pages too. */
export const othersThere = (person: Person | null, what: (words: GuestListRefusalWords) => string) =>
  saidTo(person, 'not-allowed', guestListRefusalWords, (words) => fill(words.othersThere, { what: what(words) }));
export const noSuchHousehold = (id: number | string) =>
  Refused.because('not-found', `There is no household ${id}; it may have been deleted.`);
export const noSuchPlace = () => Refused.because('not-found', 'There is no such place; it may have been deleted.');
export const noSuchRoom = () => Refused.because('not-found', 'There is no such room; it may have been deleted.');
export const noSuchPerson = (memberId: number) =>
  Refused.because('not-found', `There is no person ${memberId} on your guest list.`);

/** A place or room that still has guests in it goes only when the caller says they know (?confirm=1). */
export const guestsIn = (rooms: Place['rooms']) => rooms.reduce((sum, room) => sum + room.guests.length, 0);
export const stillHasGuests = (what: string, count: number) =>
  Refused.because(
    'has-guests',
    `${what} still has ${count} ${count === 1 ? 'guest' : 'guests'} in it: ` +
      'take them out first, or say you know (?confirm=1) and they will have no room.',
  );
