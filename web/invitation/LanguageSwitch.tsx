import type { Language } from '../../shared/site/languages';
import { useTexts } from '../i18n/texts';

// Each language named in itself, whatever the page's language: a reader looks for the words they can read. Here
// rather than in web/i18n, so that an English page's script does not carry the Hindi texts for one word.
const NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/**
 * Links to this page in the site's other languages. A plain link (?lang=hi), so it works before the script and
 * without it; the server remembers the choice on the device (a cookie) and answers in that language from then on.
 */
export function LanguageSwitch({ language, languages }: { language: Language; languages: readonly Language[] }) {
  const texts = useTexts();
  const others = languages.filter((other) => other !== language);
  if (others.length === 0) return null;
  return (
    <nav aria-label={texts.switchLanguage} className="language-switch">
      {others.map((other) => (
        <a key={other} href={`?lang=${other}`} lang={other} hrefLang={other} className="language-switch__link">
          {NAMES[other]}
        </a>
      ))}
    </nav>
  );
}
