import type { Words } from './admin';
import { translated } from './translated';

// The hotel's rooming list and the drivers' sheet, as CSV files and as pages to print: their titles, column names
// and the words in their cells, in the language of the person who downloads or prints them. Names, places and
// numbers are as the guest list and the families wrote them.

const EN = {
  rooming: {
    title: 'Rooming list',
    headers: [
      'Place',
      'Room',
      'Beds',
      'Guest',
      'Household',
      'Sharing with',
      'Check-in',
      'Check-out',
      'Arrives',
      'Leaves',
      'Needs',
    ],
  },
  drivers: {
    title: 'Drivers’ sheet',
    headers: [
      'Date',
      'Time',
      'Arriving or leaving',
      'Name',
      'Household',
      'Phone',
      'How',
      'Train or flight',
      'Station or airport',
      'People',
      'Pickup',
      'Driver',
      'Driver’s phone',
      'Done',
    ],
  },
  arriving: 'arriving',
  leaving: 'leaving',
  yes: 'yes',
  no: 'no',
  modes: { train: 'train', flight: 'flight', bus: 'bus', car: 'car', other: 'other' },
} as const;

export type StaySheetWords = Words<typeof EN>;

const HI: StaySheetWords = {
  rooming: {
    title: 'कमरों की सूची',
    headers: ['जगह', 'कमरा', 'बिस्तर', 'मेहमान', 'परिवार', 'साथ में', 'चेक-इन', 'चेक-आउट', 'पहुँचेंगे', 'जाएँगे', 'ज़रूरतें'],
  },
  drivers: {
    title: 'ड्राइवरों की शीट',
    headers: [
      'तारीख़',
      'समय',
      'आना या जाना',
      'नाम',
      'परिवार',
      'फ़ोन',
      'कैसे',
      'ट्रेन या फ़्लाइट',
      'स्टेशन या हवाई अड्डा',
      'लोग',
      'लेने/छोड़ने जाना',
      'ड्राइवर',
      'ड्राइवर का फ़ोन',
      'हो गया',
    ],
  },
  arriving: 'आना',
  leaving: 'जाना',
  yes: 'हाँ',
  no: 'नहीं',
  modes: { train: 'ट्रेन', flight: 'फ़्लाइट', bus: 'बस', car: 'कार', other: 'और' },
};

export const staySheetWords = translated<StaySheetWords>(EN, { hi: HI });
