import type { PageData } from '../../shared/page-data';
import { longDate } from '../../shared/format';
import { useTexts } from '../i18n/texts';
import './Updates.css';

/** The couple's updates a page opens with (a household's own, or the open one's), newest first, each under its day. */
export function Updates({ updates }: { updates: PageData['updates'] }) {
  const texts = useTexts();
  if (!updates?.length) return null;
  return (
    <aside className="updates" aria-label={texts.updates}>
      {updates.map((update) => (
        <p key={update.id}>
          <time dateTime={update.date}>{longDate(update.date, texts)}</time> {update.text}
        </p>
      ))}
    </aside>
  );
}
