import type { Words } from './admin';
import { translated } from './translated';

// What the guest list's and the stay's routes refuse with, in the language of the person in the admin: sentences that name the
// households, sides and numbers concerned, which no code alone could word. English is the API's own.

const EN = {
  listFull:
    'The guest list holds at most {max} households; it has {count}, and this would add {adding}. Nothing was changed.',
  sideRefused: 'side: you look after {mine}; a household of {side} is for {whose} to file.',
  renameRefused: '{household} is a household of both sides: the couple renames it.',
  sideColumn:
    'The Side column files these households where you cannot: {households}. You look after {mine}; the couple files a household under both sides, or moves one from there.',
  sides: { bride: "the bride's side", groom: "the groom's side", both: 'both sides' },
  and: ' and ',
  theCouple: 'the couple',
  itsOrganisers: 'its organisers or the couple',
  othersThere: '{what} has guests of the other side in it: only the couple can change it.',
  room: 'Room {name}',
} as const;

export type GuestListRefusalWords = Words<typeof EN>;

const HI: GuestListRefusalWords = {
  listFull: 'मेहमानों की सूची में ज़्यादा से ज़्यादा {max} परिवार आ सकते हैं; अभी {count} हैं, और इससे {adding} और जुड़ते। कुछ नहीं बदला।',
  sideRefused: 'side: आप {mine} देखते हैं; {side} का परिवार {whose} ही सूची में रख सकते हैं।',
  renameRefused: '{household} दोनों पक्षों का परिवार है: इसका नाम वर-वधू ही बदल सकते हैं।',
  sideColumn:
    'पक्ष (Side) कॉलम इन परिवारों को वहाँ रखता है जहाँ आप नहीं रख सकते: {households}। आप {mine} देखते हैं; दोनों पक्षों का परिवार वर-वधू रखते हैं, या वहाँ से हटाते हैं।',
  sides: { bride: 'वधू पक्ष', groom: 'वर पक्ष', both: 'दोनों पक्षों' },
  and: ' और ',
  theCouple: 'वर-वधू',
  itsOrganisers: 'उस पक्ष के आयोजक या वर-वधू',
  othersThere: '{what} में दूसरे पक्ष के मेहमान भी हैं: इसे केवल वर-वधू बदल सकते हैं।',
  room: 'कमरा {name}',
};

export const guestListRefusalWords = translated<GuestListRefusalWords>(EN, { hi: HI });
