import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { InputField } from '../../form/fields';
import type { HouseholdPart } from './household-part';

export interface Greeting {
  en: string;
  hi: string;
}

/** How the household is greeted on its page and in its messages, in each language the site speaks. */
export function GreetingFields({ id, words, value: greeting, onChange }: HouseholdPart<Greeting>) {
  return (
    <fieldset className="household-form__greeting">
      <legend>{words.greeting}</legend>
      <div className="household-form__row">
        {(
          [
            ['en', words.inEnglish, 'Sharma family'],
            ['hi', words.inHindi, 'शर्मा परिवार'],
          ] as const
        ).map(([lang, label, placeholder]) => (
          <InputField
            key={lang}
            id={`${id}-greeting-${lang}`}
            label={label}
            lang={lang}
            value={greeting[lang]}
            maxLength={GUEST_LIMITS.nameMaxLength}
            placeholder={placeholder}
            onValue={(typed) => onChange({ ...greeting, [lang]: typed })}
          />
        ))}
      </div>
    </fieldset>
  );
}
