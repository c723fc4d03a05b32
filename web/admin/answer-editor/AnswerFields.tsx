import { RSVP_LIMITS } from '../../../shared/rsvp/rules';
import type { RsvpEntry } from '../../../shared/rsvp/schemas';
import { InputField, TextAreaField } from '../form/fields';

/** The answer's own fields: who, how to reach them, whether they come, how many, and what they cannot eat. */
export function AnswerFields({
  id,
  entry,
  onChange,
}: {
  id: string;
  entry: RsvpEntry;
  onChange: (next: RsvpEntry) => void;
}) {
  return (
    <>
      <InputField
        id={`${id}-name`}
        label="Full name"
        required
        maxLength={RSVP_LIMITS.fullNameMaxLength}
        value={entry.fullName}
        onValue={(fullName) => onChange({ ...entry, fullName })}
      />
      <InputField
        id={`${id}-email`}
        label="Email (optional)"
        type="email"
        maxLength={RSVP_LIMITS.emailMaxLength}
        value={entry.email}
        onValue={(email) => onChange({ ...entry, email })}
      />
      <fieldset className="field answer-editor__attending">
        <legend>Attending</legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="household-form__check">
            <input
              type="radio"
              name={`${id}-attending`}
              checked={entry.attending === value}
              onChange={() => onChange({ ...entry, attending: value })}
            />
            {value ? 'Yes' : 'No'}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-guests`}>Guests</label>
        <input
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          required
          min={RSVP_LIMITS.guestCountMin}
          max={RSVP_LIMITS.guestCountMax}
          value={entry.guestCount}
          onChange={(e) => onChange({ ...entry, guestCount: e.target.valueAsNumber })}
        />
      </div>
      <TextAreaField
        id={`${id}-dietary`}
        label="Dietary restrictions"
        rows={2}
        maxLength={RSVP_LIMITS.dietaryRestrictionsMaxLength}
        value={entry.dietaryRestrictions ?? ''}
        onValue={(dietaryRestrictions) => onChange({ ...entry, dietaryRestrictions })}
      />
    </>
  );
}
