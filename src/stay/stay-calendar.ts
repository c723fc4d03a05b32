import { textsIn } from '../../shared/i18n/by-language';
import { fill } from '../../shared/i18n/fill';
import { addMinutes } from '../../shared/reach/calendar-times';
import type { Language } from '../../shared/site/languages';
import type { HouseholdStay } from '../../shared/stay/schemas';
import type { CalendarExtra } from '../reach/calendar';

const dayAfter = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * A household's own calendar entries beside the functions: its stay (the nights from check-in to check-out) and each
 * pickup or drop the couple arranged (half an hour at the station or airport), in the household's language.
 */
export function stayEntries(
  householdId: number,
  stay: Pick<HouseholdStay, 'rooms' | 'pickups'>,
  language: Language,
): CalendarExtra[] {
  // The words of the household's travel section, from its language's catalog (locales/<code>/guest.json).
  const words = textsIn(language).travel;
  const rooms = stay.rooms.flatMap((room) =>
    room.checkIn && room.checkOut
      ? [
          {
            uid: `stay-${householdId}-${room.place}-${room.name}`.replace(/[^A-Za-z0-9-]+/g, '-'),
            summary: fill(words.room, { place: room.place, room: room.name }),
            location: room.address,
            when: {
              firstDay: room.checkIn,
              dayAfter: room.checkOut === room.checkIn ? dayAfter(room.checkIn) : room.checkOut,
            },
          },
        ]
      : [],
  );
  const groups = new Map<string, HouseholdStay['pickups']>();
  for (const pickup of stay.pickups) {
    const key = [pickup.direction, pickup.date, pickup.time, pickup.place].join('|');
    groups.set(key, [...(groups.get(key) ?? []), pickup]);
  }
  const pickups = [...groups.values()].flatMap((group) => {
    const [one] = group;
    if (!one) return [];
    const start = `${one.date}T${one.time}`;
    const line = fill(one.direction === 'arrive' ? words.pickupLine : words.dropLine, {
      names: group.map((pickup) => pickup.name).join(', '),
      date: one.date,
      time: one.time,
      place: one.place ?? '',
    });
    return [
      {
        uid: `${one.direction}-${householdId}-${one.date}-${one.time.replace(':', '')}`,
        summary: one.driver ? `${line} · ${fill(words.driver, { driver: one.driver })}` : line,
        location: one.place,
        when: { start, end: addMinutes(start, 30) },
      },
    ];
  });
  return [...rooms, ...pickups];
}
