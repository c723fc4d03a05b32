import { RSVP_LIMITS } from '../../../shared/rsvp/rules';
import type { RsvpEntry } from '../../../shared/rsvp/schemas';

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
      <div className="field">
        <label htmlFor={`${id}-name`}>Full name</label>
        <input
          id={`${id}-name`}
          required
          maxLength={RSVP_LIMITS.fullNameMaxLength}
          value={entry.fullName}
          onChange={(e) => onChange({ ...entry, fullName: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email (optional)</label>
        <input
          id={`${id}-email`}
          type="email"
          maxLength={RSVP_LIMITS.emailMaxLength}
          value={entry.email}
          onChange={(e) => onChange({ ...entry, email: e.target.value })}
        />
      </div>
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
      <div className="field">
        <label htmlFor={`${id}-dietary`}>Dietary restrictions</label>
        <textarea
          id={`${id}-dietary`}
          rows={2}
          maxLength={RSVP_LIMITS.dietaryRestrictionsMaxLength}
          value={entry.dietaryRestrictions ?? ''}
          onChange={(e) => onChange({ ...entry, dietaryRestrictions: e.target.value })}
        />
      </div>
    </>
  );
}
