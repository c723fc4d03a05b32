import { contentWords } from '../../../../shared/i18n/admin-content';
import { useAdminLanguage } from '../../admin-language';
import { CheckField } from '../../form/CheckField';
import { SelectField } from '../../form/fields';
import type { SectionProps } from '../draft';

// Written out rather than imported from shared/site/languages.ts: importing it here would split it into a chunk of its
// own, fetched on the admin's first view.
const LANGUAGES = ['en', 'hi'] as const;

/** The languages the site is offered in (at least one), and the one it opens in when it has both. */
export function LanguagesChoice({ site, set }: Pick<SectionProps, 'site' | 'set'>) {
  const words = contentWords(useAdminLanguage().language);
  const languages = site.languages ?? LANGUAGES;
  const names = { en: words.english, hi: words.hindiNamed };
  const choices = LANGUAGES.map((code) => ({ value: code, label: names[code] }));
  return (
    <fieldset className="field">
      <legend>{words.languages}</legend>
      {choices.map(({ value: code, label }) => (
        <CheckField
          key={code}
          label={label}
          checked={languages.includes(code)}
          disabled={languages.length === 1 && languages.includes(code)}
          onTick={(ticked) =>
            set((d) => {
              const next = ticked
                ? LANGUAGES.filter((l) => l === code || languages.includes(l))
                : languages.filter((l) => l !== code);
              if (next.length === 2) delete d.languages;
              else d.languages = [...next];
              if (d.defaultLanguage && !next.includes(d.defaultLanguage)) delete d.defaultLanguage;
            })
          }
        />
      ))}
      {languages.length === 2 ? (
        <SelectField
          id="content-default-language"
          label={words.defaultLanguage}
          value={site.defaultLanguage ?? 'en'}
          choices={choices}
          onValue={(chosen) =>
            set((d) => {
              if (chosen === 'en') delete d.defaultLanguage;
              else d.defaultLanguage = chosen;
            })
          }
        />
      ) : null}
    </fieldset>
  );
}
