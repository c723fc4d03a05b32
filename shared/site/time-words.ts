// A function's time as guests read it, written from its start and end (YYYY-MM-DDTHH:MM, the venue's local time), in
// each language's way: "1:00 - 3:00 PM" and "दोपहर 1:00 से 3:00 बजे", as a couple would write them
// by hand.
import type { Language } from './languages';

const clock = (localDateTime: string) => {
  const [hours = 0, minutes = 0] = (localDateTime.split('T')[1] ?? '').split(':').map(Number);
  return { hours, minutes, twelve: `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}` };
};

const half = (hours: number) => (hours < 12 ? 'AM' : 'PM');

/** The part of the day Hindi names before the hour: सुबह, दोपहर, शाम, रात. */
function partOfDay(hours: number): string {
  if (hours >= 4 && hours < 12) return 'सुबह';
  if (hours >= 12 && hours < 16) return 'दोपहर';
  if (hours >= 16 && hours < 20) return 'शाम';
  return 'रात';
}

export function timeWords(start: string, end: string | undefined, language: Language): string {
  const from = clock(start);
  const to = end === undefined ? undefined : clock(end);
  if (language === 'hi') {
    if (!to) return `${partOfDay(from.hours)} ${from.twelve} बजे`;
    return partOfDay(from.hours) === partOfDay(to.hours)
      ? `${partOfDay(from.hours)} ${from.twelve} से ${to.twelve} बजे`
      : `${partOfDay(from.hours)} ${from.twelve} से ${partOfDay(to.hours)} ${to.twelve} बजे`;
  }
  if (!to) return `${from.twelve} ${half(from.hours)}`;
  return half(from.hours) === half(to.hours)
    ? `${from.twelve} - ${to.twelve} ${half(to.hours)}`
    : `${from.twelve} ${half(from.hours)} - ${to.twelve} ${half(to.hours)}`;
}
