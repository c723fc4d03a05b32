import { useId } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import { type Language, type LocalText, languageFacts } from '../../../shared/site/languages';
import { useAdminLanguage } from '../admin-language';
import { LanguageName } from '../LanguageName';
import { useWeddingLanguages } from './wedding-languages';

/** A text guests read: the same in every language, or one per language (site.json's form of it). */
export type Localised = string | LocalText;

/** The text in one language as the couple wrote it: a plain string was written for every language. */
const writtenIn = (value: Localised, language: Language): string =>
  typeof value === 'string' ? value : (value[language] ?? '');

/**
 * One text in each language the wedding offers, side by side (one under the other on a phone), each input in its
 * language and its direction. A language left empty is marked missing, which is not an error: guests reading it see
 * the text of another language instead. The field's error, if the server found one, is shown under it.
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
  const { language: reader } = useAdminLanguage();
  const words = contentWords(reader);
  const { languages } = useWeddingLanguages();
  const change = (language: Language, text: string) => {
    const given: LocalText =
      typeof value === 'string' ? Object.fromEntries(languages.map((each) => [each, value])) : value;
    // An empty language is left out, as a hand-written site.json would; all empty is an error the server names. A
    // language the wedding no longer offers keeps its text, for the day it is offered again.
    onChange(Object.fromEntries(Object.entries({ ...given, [language]: text }).filter(([, written]) => written)));
  };
  const Control = multiline ? 'textarea' : 'input';
  return (
    <fieldset className="field bilingual" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className="bilingual__pair">
        {languages.map((code) => {
          const text = writtenIn(value, code);
          const { tag, dir } = languageFacts(code);
          const at = `${id}-${code}`;
          return (
            <div key={code} className="bilingual__one">
              <label htmlFor={at}>
                <span id={`${at}-name`}>
                  <LanguageName language={code} reader={reader} />
                </span>
                {text === '' ? (
                  <span id={`${at}-missing`} className="bilingual__missing">
                    {' '}
                    {words.missing}
                  </span>
                ) : null}
              </label>
              <Control
                id={at}
                lang={tag}
                dir={dir}
                value={text}
                maxLength={maxLength}
                // Named by its language alone; that it is missing is said as its description.
                aria-labelledby={`${at}-name`}
                aria-describedby={text === '' ? `${at}-missing` : undefined}
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
