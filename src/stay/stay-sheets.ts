import type { Household } from '../../shared/guests/schemas';
import type { Place } from '../../shared/stay/schemas';
import { type CsvValue, csvRecord, phoneCell, UTF8_BOM } from '../rsvp/csv';
import type { Stay } from './stay';
import { arrivalsBoard, travellers } from './stay-boards';

type SheetLanguage = 'en' | 'hi';

const HEADERS = {
  rooming: {
    en: [
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
    hi: ['जगह', 'कमरा', 'बिस्तर', 'मेहमान', 'परिवार', 'साथ में', 'चेक-इन', 'चेक-आउट', 'पहुँचेंगे', 'जाएँगे', 'ज़रूरतें'],
  },
  drivers: {
    en: [
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
    hi: [
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
} as const;

const WORDS = {
  en: {
    arriving: 'arriving',
    leaving: 'leaving',
    yes: 'yes',
    no: 'no',
    train: 'train',
    flight: 'flight',
    bus: 'bus',
    car: 'car',
    other: 'other',
  },
  hi: {
    arriving: 'आना',
    leaving: 'जाना',
    yes: 'हाँ',
    no: 'नहीं',
    train: 'ट्रेन',
    flight: 'फ़्लाइट',
    bus: 'बस',
    car: 'कार',
    other: 'और',
  },
} as const;

const when = (journey: { date: string; time: string } | null) => (journey ? `${journey.date} ${journey.time}` : '');

/**
 * The hotel's rooming list: one row per guest in a room, by place and room, with the names as on the guest list,
 * who shares the room, its dates and the guest's arrival and departure, in English or Hindi.
 */
export function* roomingListRows(
  places: readonly Place[],
  stay: Stay,
  households: readonly Household[],
): Generator<CsvValue[]> {
  const byMember = new Map(travellers(stay, households).map((person) => [person.memberId, person]));
  const { households: stays } = stay.allTravel();
  const visible = new Map(households.map((household) => [household.id, household]));
  for (const place of places) {
    for (const room of place.rooms) {
      for (const guest of room.guests) {
        const household = visible.get(guest.householdId);
        if (!household) continue;
        const travel = byMember.get(guest.memberId);
        yield [
          place.name,
          room.name,
          room.beds,
          guest.name,
          household.name,
          room.guests
            .filter((other) => other.memberId !== guest.memberId)
            .map((other) => (visible.has(other.householdId) ? other.name : '…'))
            .join(', '),
          place.checkIn,
          place.checkOut,
          when(travel?.arrive ?? null),
          when(travel?.leave ?? null),
          stays.get(household.id)?.needs ?? '',
        ];
      }
    }
  }
}

/**
 * The drivers' sheet for one day: each household's people arriving or leaving together (the same time, place and
 * train) on one row, with how many they are, the phone to call, and the pickup as arranged.
 */
export function* driversSheetRows(
  stay: Stay,
  households: readonly Household[],
  date: string,
  language: SheetLanguage,
): Generator<CsvValue[]> {
  const words = WORDS[language];
  const day = arrivalsBoard(stay, households).find((board) => board.date === date);
  if (!day) return;
  for (const [direction, places] of [
    [words.arriving, day.arrivals],
    [words.leaving, day.departures],
  ] as const) {
    for (const place of places) {
      for (const window of place.windows) {
        const groups = new Map<string, typeof window.people>();
        for (const person of window.people) {
          // Together only with the same driver too: each row names one. A driver arranged for a journey the family
          // has since changed is not named: the couple arranges it again (the board marks it).
          const key = [
            person.householdId,
            person.journey.time,
            person.journey.number,
            person.journey.mode,
            person.changed ? '' : person.driver,
          ].join('|');
          groups.set(key, [...(groups.get(key) ?? []), person]);
        }
        for (const people of groups.values()) {
          const [first] = people;
          if (!first) continue;
          yield [
            first.journey.date,
            first.journey.time,
            direction,
            people.map((person) => person.name).join(', '),
            first.household,
            phoneCell(first.phone),
            words[first.journey.mode],
            first.journey.number ?? '',
            place.place,
            people.length,
            people.some((person) => person.wanted) ? words.yes : words.no,
            (!first.changed && first.driver) || '',
            phoneCell(first.changed ? null : first.driverPhone),
            people.every((person) => person.done) ? words.yes : words.no,
          ];
        }
      }
    }
  }
}

/** The sheets' column names, in either language. */
export const sheetHeaders = (sheet: keyof typeof HEADERS, language: SheetLanguage): readonly string[] =>
  HEADERS[sheet][language];

/** A sheet as a CSV file (with the byte-order mark Excel needs for Hindi), from its rows. */
export function* csvLines(headers: readonly string[], rows: Iterable<CsvValue[]>): Generator<string> {
  yield UTF8_BOM + csvRecord(headers);
  for (const row of rows) yield csvRecord(row);
}
