import type { GuestWords } from '../../../../shared/i18n/admin-guests';

/** What each part of the household form is given: the form's id, which its fields extend, and its part of the draft. */
export interface HouseholdPart<Value> {
  id: string;
  words: GuestWords;
  value: Value;
  onChange: (next: Value) => void;
}
