import { contentWords } from '../../../../shared/i18n/admin-content';
import { LANGUAGES, type Language } from '../../../../shared/site/languages';
import { useAdminLanguage } from '../../admin-language';
import { CheckField } from '../../form/CheckField';
import { SelectField } from '../../form/fields';
import { LanguageName, languageChoices, languageLabel } from '../../LanguageName';
import type { SectionProps } from '../draft';
import { impliedDefault, weddingLanguages } from '../wedding-languages';

/**
 * The languages the site is offered in, any of the registry's and as many as the families read (at least one), and
 * the one it opens in for a guest nothing else chooses for. Each is named in itself, which is what its readers look
 * for, and in the admin's language.
 */
export function LanguagesChoice({ site, set }: Pick<SectionProps, 'site' | 'set'>) {
  const { language: reader } = useAdminLanguage();
  const words = contentWords(reader);
  const { languages, defaultLanguage } = weddingLanguages(site);
  const choose = (next: readonly Language[], chosenDefault: Language) =>
    set((d) => {
      d.languages = [...next];
      // Left out when it is the one the server would open in anyway, as a hand-written site.json would.
      if (chosenDefault === impliedDefault(next)) delete d.defaultLanguage;
      else d.defaultLanguage = chosenDefault;
    });
  return (
    <fieldset className="field">
      <legend>{words.languages}</legend>
      {LANGUAGES.map((code) => (
        <CheckField
          key={code}
          label={<LanguageName language={code} reader={reader} />}
          checked={languages.includes(code)}
          disabled={languages.length === 1 && languages.includes(code)}
          onTick={(ticked) => {
            // A language ticked comes after those already offered, which keep the order site.json gives them.
            const next = ticked ? [...languages, code] : languages.filter((other) => other !== code);
            choose(next, next.includes(defaultLanguage) ? defaultLanguage : impliedDefault(next));
          }}
        />
      ))}
      {languages.length > 1 ? (
        <SelectField
          id="content-default-language"
          label={words.defaultLanguage}
          value={defaultLanguage}
          choices={languageChoices(languages, (code) => languageLabel(code, reader))}
          onValue={(chosen) => choose(languages, chosen)}
        />
      ) : null}
    </fieldset>
  );
}
