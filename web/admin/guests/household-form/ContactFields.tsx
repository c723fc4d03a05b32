import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { InputField, TextAreaField } from '../../form/fields';
import type { HouseholdPart } from './household-part';

export interface Contact {
  phone: string;
  email: string;
  notes: string;
}

/** How the household is reached, and the couple's own notes on it. */
export function ContactFields({ id, words, value: contact, onChange }: HouseholdPart<Contact>) {
  return (
    <>
      <div className="household-form__row">
        {(
          [
            ['phone', 'tel', GUEST_LIMITS.phoneMaxLength],
            ['email', 'email', GUEST_LIMITS.emailMaxLength],
          ] as const
        ).map(([key, type, maxLength]) => (
          <InputField
            key={key}
            id={`${id}-${key}`}
            label={words[key]}
            type={type}
            value={contact[key]}
            maxLength={maxLength}
            onValue={(typed) => onChange({ ...contact, [key]: typed })}
          />
        ))}
      </div>
      <TextAreaField
        id={`${id}-notes`}
        label={words.notes}
        rows={2}
        maxLength={GUEST_LIMITS.noteMaxLength}
        value={contact.notes}
        onValue={(notes) => onChange({ ...contact, notes })}
      />
    </>
  );
}
