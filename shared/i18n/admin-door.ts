import type { Language } from '../site/languages';
import type { Words } from './admin';
import { roomWordsIn } from './room-words';

// The words of the door's room (who arrived at a function), in English; the Hindi comes in the admin's Hindi chunk
// (admin-door-hi.ts).

const EN = {
  function: 'Function',
  arrived: '{arrived} of {expected} expected have arrived',
  countOffline: 'The count comes when the network is back',
  waiting: {
    one: '1 mark waiting for the network; it is sent when it is back',
    other: '{count} marks waiting for the network; they are sent when it is back',
  },
  scan: 'Scan a card',
  stopScanning: 'Stop scanning',
  camera: 'The camera, pointed at a card',
  photo: 'Read a photo of the card',
  notACard: 'This is not one of the wedding’s cards.',
  noCamera: 'The camera could not be opened here; read a photo of the card, or find the family by name.',
  find: 'Find by name',
  findHint: 'A family’s or a person’s name',
  none: 'No family invited to this function has that name.',
  coming: 'said they come',
  notComing: 'did not say they come',
  arrivedMark: 'arrived',
  allArrived: 'All of them arrived',
  theirGuests: 'Their guests who arrived ({names})',
  guestsOf: '{count} of {of}',
  theseArrived: 'Mark those ticked as arrived',
  marked: '{household}: marked',
  markedOffline: '{household}: marked on this phone; it is sent when the network is back',
  notMarked: 'Not marked',
  noServer: 'The server did not answer.',
} as const;

export type DoorWords = Words<typeof EN>;

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const doorWords = (language: Language): DoorWords => roomWordsIn(language, 'door') ?? EN;
