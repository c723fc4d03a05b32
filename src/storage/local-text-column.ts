// A text given per language, kept in one JSON column by language code ({"<code>": "…"}): a household's greetings,
// an update's words. A language added to the registry needs no new column.
import { storedText } from '../../shared/rsvp/rules';
import { isLanguage, LANGUAGES, type Language, type LocalText } from '../../shared/site/languages';

/** The texts to keep, as a column holds them: each trimmed as stored text is, a blank or null one left out. */
export function localTextColumn(texts: { readonly [L in Language]?: string | null }): string {
  return JSON.stringify(
    Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const text = storedText(texts[language] ?? '');
        return text === '' ? [] : [[language, text]];
      }),
    ),
  );
}

/** A column's texts read back: the registry's languages only, each a text given. */
export function localTextOf(column: string): LocalText {
  const stored: unknown = JSON.parse(column);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([code, text]) => isLanguage(code) && typeof text === 'string' && text !== ''),
  );
}
