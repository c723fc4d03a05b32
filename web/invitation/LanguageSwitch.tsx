import type { LanguageChoice } from '../../shared/page-data';
import type { Language } from '../../shared/site/languages';
import { useTexts } from '../i18n/texts';

/**
 * Links to this page in the site's other languages. A plain link (?lang=hi), so it works before the script and
 * without it; the server remembers the choice on the device (a cookie) and answers in that language from then on.
 */
export function LanguageSwitch({ language, languages }: { language: Language; languages: readonly LanguageChoice[] }) {
  const texts = useTexts();
  // Each language named in itself, whatever the page's language: a reader looks for the words they can read.
  const others = languages.filter((other) => other.code !== language);
  if (others.length === 0) return null;
  return (
    <nav aria-label={texts.switchLanguage} className="language-switch">
      {others.map(({ code, name }) => (
        <a key={code} href={`?lang=${code}`} lang={code} hrefLang={code} className="language-switch__link">
          {name}
        </a>
      ))}
    </nav>
  );
}
