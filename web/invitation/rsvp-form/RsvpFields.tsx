import type { RsvpFormErrors, RsvpFormValues } from '../../../shared/forms/rsvp-form';
import { RSVP_LIMITS } from '../../../shared/rsvp/rules';
import type { MealChoice } from '../../../shared/site/meals';
import { useTexts } from '../../i18n/texts';
import { ChoiceField } from './ChoiceField';
import { TextField } from './TextField';

/** The two fields a guest must fill in, and how a phone's keyboard and its autofill should treat them. */
const REQUIRED = [
  {
    field: 'fullName',
    label: 'fullNameLabel',
    type: 'text',
    autoComplete: 'name',
    maxLength: RSVP_LIMITS.fullNameMaxLength,
  },
  { field: 'email', label: 'emailLabel', type: 'email', autoComplete: 'email', maxLength: RSVP_LIMITS.emailMaxLength },
] as const;

/** What the guest fills in on the open form: name, email, whether they come, meal, what they cannot eat, a song. */
export function RsvpFields({
  values,
  errors,
  change,
  meals,
  askSongRequest,
}: {
  values: RsvpFormValues;
  errors: RsvpFormErrors;
  change: <K extends keyof RsvpFormValues>(field: K, value: RsvpFormValues[K]) => void;
  meals: readonly MealChoice[];
  askSongRequest: boolean;
}) {
  const texts = useTexts();
  return (
    <>
      {REQUIRED.map(({ field, label, ...input }) => (
        <TextField
          key={field}
          field={field}
          label={texts[label]}
          {...input}
          required
          value={values[field]}
          error={errors[field]}
          onChange={(value) => change(field, value)}
        />
      ))}
      <ChoiceField
        legend={texts.attendingQuestion}
        name="attending"
        options={[
          { id: 'yes', name: texts.accept },
          { id: 'no', name: texts.decline },
        ]}
        chosen={values.attending}
        onChoose={(value) => change('attending', value)}
        error={errors.attending}
      />
      {meals.length > 0 ? (
        <ChoiceField
          legend={texts.meal}
          name="meal"
          options={[{ id: '', name: texts.noPreference }, ...meals]}
          chosen={values.meal}
          onChoose={(meal) => change('meal', meal)}
        />
      ) : null}
      <TextField
        field="dietaryRestrictions"
        label={texts.dietaryLabel}
        rows={3}
        maxLength={RSVP_LIMITS.dietaryRestrictionsMaxLength}
        value={values.dietaryRestrictions}
        error={errors.dietaryRestrictions}
        onChange={(value) => change('dietaryRestrictions', value)}
      />
      {askSongRequest ? (
        <TextField
          field="songRequest"
          label={texts.songLabel}
          type="text"
          maxLength={RSVP_LIMITS.songRequestMaxLength}
          value={values.songRequest}
          error={errors.songRequest}
          onChange={(value) => change('songRequest', value)}
        />
      ) : null}
    </>
  );
}
