import { useId } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import { useAdminLanguage } from '../admin-language';

/** A text guests read: the same in every language, or one per language (site.json's form of it). */
export type Localised = string | { readonly en?: string; readonly hi?: string };

const LANGUAGES = ['en', 'hi'] as const;

/** The text in one language as the couple wrote it: a plain string was written for both. */
function textIn(value: Localised, language: 'en' | 'hi'): string {
  return typeof value === 'string' ? value : (value[language] ?? '');
}

/**
 * One text in both languages, side by side (one under the other on a phone). A language left empty is marked: guests
 * reading it see the other language's text instead. The field's error, if the server found one, is shown under it.
 */
export function LocalTextField({
  label,
  value,
  onChange,
  maxLength,
  error,
  multiline = false,
}: {
  label: string;
  value: Localised;
  onChange: (next: Localised) => void;
  maxLength: number;
  error?: string | undefined;
  multiline?: boolean;
}) {
  const id = useId();
  const words = contentWords(useAdminLanguage().language);
  const names = { en: words.english, hi: words.hindi };
  const change = (language: 'en' | 'hi', text: string) => {
    const next = { en: textIn(value, 'en'), hi: textIn(value, 'hi'), [language]: text };
    // An empty language is left out, as a hand-written site.json would; both empty is an error the server names.
    onChange({ ...(next.en ? { en: next.en } : {}), ...(next.hi ? { hi: next.hi } : {}) });
  };
  return (
    <fieldset className="field bilingual" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className="bilingual__pair">
        {LANGUAGES.map((code) => {
          const text = textIn(value, code);
          const Control = multiline ? 'textarea' : 'input';
          return (
            <div key={code} className="bilingual__one">
              <label htmlFor={`${id}-${code}`}>
                {names[code]}
                {text === '' ? <span className="bilingual__missing"> {words.missing}</span> : null}
              </label>
              <Control
                id={`${id}-${code}`}
                lang={code}
                value={text}
                maxLength={maxLength}
                aria-invalid={error ? true : undefined}
                onChange={(event) => change(code, event.target.value)}
              />
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
