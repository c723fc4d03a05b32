import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import type { Language } from '../../../../shared/site/languages';
import { InputField } from '../../form/fields';
import type { HouseholdPart } from './household-part';
import { useLanguages } from './use-languages';

/** The greetings as typed, by language code: "" for one left blank. */
export type Greeting = { [L in Language]?: string };

/**
 * How the household is greeted on its page and in its messages: a field for each language the wedding is shown in,
 * and for any other it has a greeting in, each named as the reader knows it and typed in its own direction.
 */
export function GreetingFields({ id, words, value: greeting, onChange }: HouseholdPart<Greeting>) {
  const { offered, labelOf } = useLanguages();
  const languages = [...new Set([...offered, ...(Object.keys(greeting) as Language[])])];
  return (
    <fieldset className="household-form__greeting">
      <legend>{words.greeting}</legend>
      <div className="household-form__row">
        {languages.map((lang) => (
          <InputField
            key={lang}
            id={`${id}-greeting-${lang}`}
            label={<span lang={lang}>{labelOf(lang)}</span>}
            lang={lang}
            dir="auto"
            value={greeting[lang] ?? ''}
            maxLength={GUEST_LIMITS.nameMaxLength}
            onValue={(typed) => onChange({ ...greeting, [lang]: typed })}
          />
        ))}
      </div>
    </fieldset>
  );
}
