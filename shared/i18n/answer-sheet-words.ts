import type { Words } from './admin';
import { GUESTS_EN } from './admin-guests';
import { GUESTS_HI } from './admin-guests-hi';
import { translated } from './translated';

// The per-person answer sheet's headers and cells, in the language of the person who downloads it. Function titles,
// names and meals are the site's content, in the same language where the site gives them in it.

const EN = {
  household: 'Household',
  side: 'Side',
  person: 'Person',
  child: 'Child',
  meal: 'Meal',
  dietary: 'Dietary notes',
  status: 'Household’s status',
  answeredAt: 'Answered (UTC)',
  from: 'From',
  guests: 'Guests',
  yes: 'Yes',
  no: 'No',
  noAnswer: 'No answer yet',
  plusOne: '{name} (plus one)',
  guestList: 'Guest list',
  openForm: 'Open form',
  sides: { bride: 'Bride’s side', groom: 'Groom’s side', both: 'Both sides' },
  statuses: GUESTS_EN.statuses,
} as const;

export type AnswerSheetWords = Words<typeof EN>;

const HI: AnswerSheetWords = {
  household: 'परिवार',
  side: 'पक्ष',
  person: 'व्यक्ति',
  child: 'बच्चा',
  meal: 'भोजन',
  dietary: 'खान-पान की बातें',
  status: 'परिवार की स्थिति',
  answeredAt: 'उत्तर का समय (UTC)',
  from: 'कहाँ से',
  guests: 'मेहमान',
  yes: 'हाँ',
  no: 'नहीं',
  noAnswer: 'अभी उत्तर नहीं',
  plusOne: '{name} (साथ आने वाले)',
  guestList: 'मेहमानों की सूची',
  openForm: 'खुला फ़ॉर्म',
  sides: { bride: 'वधू पक्ष', groom: 'वर पक्ष', both: 'दोनों पक्ष' },
  statuses: GUESTS_HI.statuses,
};

export const answerSheetWords = translated<AnswerSheetWords>(EN, { hi: HI });
