import { type ChangeWords, changeWords } from '../../shared/i18n/change-words';
import { fill } from '../../shared/i18n/fill';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import { SOURCE_LANGUAGE } from '../../shared/site/languages';

/** What a correction changed, a phrase a field, as the audit log shows it: "attending yes → no", "guests 1 → 3". */
export function rsvpChangesInWords(
  before: RsvpRecord,
  after: RsvpRecord,
  words: ChangeWords = changeWords(SOURCE_LANGUAGE),
): string[] {
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  const shown = (value: string | null) => (value ? fill(words.quoted, { text: value }) : words.none);
  const changed = (what: string, was: string, now: string) => fill(words.changed, { what, before: was, after: now });
  const changes: string[] = [];
  if (before.fullName !== after.fullName)
    changes.push(changed(words.name, shown(before.fullName), shown(after.fullName)));
  if (before.email !== after.email) changes.push(changed(words.email, shown(before.email), shown(after.email)));
  if (before.attending !== after.attending)
    changes.push(changed(words.attending, yesNo(before.attending), yesNo(after.attending)));
  if (before.guestCount !== after.guestCount)
    changes.push(changed(words.guests, String(before.guestCount), String(after.guestCount)));
  if (before.dietaryRestrictions !== after.dietaryRestrictions)
    changes.push(changed(words.dietary, shown(before.dietaryRestrictions), shown(after.dietaryRestrictions)));
  if (before.songRequest !== after.songRequest)
    changes.push(changed(words.song, shown(before.songRequest), shown(after.songRequest)));
  return changes;
}
