import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';

export interface Greeting {
  en: string;
  hi: string;
}

/** How the household is greeted on its page and in its messages, in each language the site speaks. */
export function GreetingFields({
  id,
  words,
  greeting,
  onChange,
}: {
  id: string;
  words: GuestWords;
  greeting: Greeting;
  onChange: (next: Greeting) => void;
}) {
  return (
    <fieldset className="household-form__greeting">
      <legend>{words.greeting}</legend>
      <div className="household-form__row">
        <div className="field">
          <label htmlFor={`${id}-greeting-en`}>{words.inEnglish}</label>
          <input
            id={`${id}-greeting-en`}
            lang="en"
            value={greeting.en}
            maxLength={GUEST_LIMITS.nameMaxLength}
            placeholder="Sharma family"
            onChange={(e) => onChange({ ...greeting, en: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-greeting-hi`}>{words.inHindi}</label>
          <input
            id={`${id}-greeting-hi`}
            lang="hi"
            value={greeting.hi}
            maxLength={GUEST_LIMITS.nameMaxLength}
            placeholder="शर्मा परिवार"
            onChange={(e) => onChange({ ...greeting, hi: e.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
