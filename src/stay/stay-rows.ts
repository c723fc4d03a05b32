import { storedText } from '../../shared/rsvp/rules';
import type { Direction, Journey, TravelMode } from '../../shared/stay/schemas';

export interface TravelRow {
  member_id: number;
  household_id: number;
  arrive_date: string | null;
  arrive_time: string | null;
  arrive_mode: string | null;
  arrive_number: string | null;
  arrive_place: string | null;
  leave_date: string | null;
  leave_time: string | null;
  leave_mode: string | null;
  leave_number: string | null;
  leave_place: string | null;
  pickup: 0 | 1;
  drop_off: 0 | 1;
}
export interface PlaceRow {
  id: number;
  name: string;
  kind: 'hotel' | 'house';
  address: string | null;
  check_in: string | null;
  check_out: string | null;
  note: string | null;
}
export interface RoomRow {
  id: number;
  place_id: number;
  name: string;
  beds: number;
  floor: string | null;
  note: string | null;
}
export interface GuestRow {
  room_id: number;
  member_id: number;
  name: string;
  household_id: number;
}
export interface PickupRow {
  member_id: number;
  direction: Direction;
  driver: string | null;
  driver_phone: string | null;
  done: 0 | 1;
  /** The journey as it was when the pickup was arranged (journeyMark), or null when arranged before that was kept. */
  assigned_for: string | null;
}

/** What a pickup is arranged for: the day, time, station and number of the journey. */
export const journeyMark = (journey: Journey | null | undefined): string | null =>
  journey ? [journey.date, journey.time, journey.place ?? '', journey.number ?? ''].join(' ') : null;

/** A pickup arranged for a journey the household has since changed (another day, time, station or number). */
export const pickupChanged = (pickup: Pick<PickupRow, 'assigned_for'>, journey: Journey | null | undefined): boolean =>
  pickup.assigned_for !== null && pickup.assigned_for !== journeyMark(journey);

export const blankToNull = (value: string | null | undefined): string | null => {
  const text = value == null ? '' : storedText(value);
  return text === '' ? null : text;
};
export const nameKey = (name: string) => storedText(name).toLowerCase().replace(/\s+/g, ' ');

export const journeyOf = (row: TravelRow, way: 'arrive' | 'leave'): Journey | null => {
  const date = row[`${way}_date`];
  const time = row[`${way}_time`];
  const mode = row[`${way}_mode`];
  if (!date || !time || !mode) return null;
  return { date, time, mode: mode as TravelMode, number: row[`${way}_number`], place: row[`${way}_place`] };
};
