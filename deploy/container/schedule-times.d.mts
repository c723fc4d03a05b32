// The types of schedule-times.mjs, which the image runs as it is (no build step), for its test.
export interface TimeOfDay {
  readonly hours: number;
  readonly minutes: number;
}
export function timeOfDay(text: string): TimeOfDay;
export function nextDailyRun(now: Date, at: TimeOfDay): Date;
export function wholeNumber(text: string | undefined, name: string, fallback: number): number;
