import type { RsvpRecord } from '../../shared/rsvp/schemas';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const shown = (value: string | null) => (value ? `“${value}”` : 'none');

/** What a correction changed, a phrase a field, as the audit log shows it: "attending yes → no", "guests 1 → 3". */
export function rsvpChangesInWords(before: RsvpRecord, after: RsvpRecord): string[] {
  const changes: string[] = [];
  if (before.fullName !== after.fullName) changes.push(`name ${shown(before.fullName)} → ${shown(after.fullName)}`);
  if (before.email !== after.email) changes.push(`e-mail ${shown(before.email)} → ${shown(after.email)}`);
  if (before.attending !== after.attending)
    changes.push(`attending ${yesNo(before.attending)} → ${yesNo(after.attending)}`);
  if (before.guestCount !== after.guestCount) changes.push(`guests ${before.guestCount} → ${after.guestCount}`);
  if (before.dietaryRestrictions !== after.dietaryRestrictions)
    changes.push(`dietary ${shown(before.dietaryRestrictions)} → ${shown(after.dietaryRestrictions)}`);
  if (before.songRequest !== after.songRequest)
    changes.push(`song ${shown(before.songRequest)} → ${shown(after.songRequest)}`);
  return changes;
}
