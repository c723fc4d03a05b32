import type { LanguageChoice } from '../../shared/page-data';
import type { Language } from '../../shared/site/languages';

/**
 * What the header's language switch holds (Header.tsx gives the <nav> around it): links to this page in the site's
 * other languages. A plain link (?lang=hi), so it works before the script and without it; the server remembers the
 * choice on the device (a cookie) and answers in that language from then on. Two languages: the other one's link.
 * More: a disclosure (<details>) that lists them all, the page's own marked, which opens without the script, by
 * keyboard too, and tells a screen reader whether it is open. Drawn by the server alone (ServerMarkup): it is
 * markup and CSS, so none of its code is in the page's script.
 */
export function LanguageSwitch({ language, languages }: { language: Language; languages: readonly LanguageChoice[] }) {
  // Each language named in itself, whatever the page's language: a reader looks for the words they can read.
  const link = ({ code, name }: LanguageChoice) => (
    <a
      href={`?lang=${code}`}
      lang={code}
      hrefLang={code}
      className="language-switch__link"
      aria-current={code === language ? 'page' : undefined}
    >
      {name}
    </a>
  );
  const others = languages.filter((other) => other.code !== language);
  if (others.length === 1 && others[0]) return link(others[0]);
  return (
    <details>
      <summary className="language-switch__link">{languages.find((choice) => choice.code === language)?.name}</summary>
      <ul>
        {languages.map((choice) => (
          <li key={choice.code}>{link(choice)}</li>
        ))}
      </ul>
    </details>
  );
}
