import type { Words } from './admin';
import { translated } from './translated';

// What the server says of a card the door reads that is not for the function, in the language of the door's reader.

const EN = {
  notInvited: '{household} is not invited to {function}.',
  unknownCard: 'This card is not one of this wedding’s, or its link was replaced by a new one.',
} as const;

export type DoorCardWords = Words<typeof EN>;

const HI: DoorCardWords = {
  notInvited: '{household} {function} में आमंत्रित नहीं है।',
  unknownCard: 'यह कार्ड इस शादी का नहीं है, या इसका लिंक बदलकर नया बना दिया गया है।',
};

export const doorCardWords = translated<DoorCardWords>(EN, { hi: HI });
