import { longDate } from '../../shared/format';
import type { PageData } from '../../shared/page-data';
import { eventIdOf } from '../../shared/site/events';
import { useTexts } from '../i18n/texts';
import './Updates.css';

/**
 * The couple's updates a page opens with (a household's own, or the open one's), newest first, each under its day
 * and, when it is about one function, that function's title: "the Mehendi moves indoors" says which it is.
 */
export function Updates({ updates, site }: { updates: PageData['updates']; site: PageData['site'] }) {
  const texts = useTexts();
  if (!updates?.length) return null;
  const titles = new Map(site.days.flatMap((day) => day.events).map((event) => [eventIdOf(event), event.title]));
  return (
    <aside className="updates" aria-label={texts.updates}>
      {updates.map((update) => (
        <p key={update.id}>
          <time dateTime={update.date}>{longDate(update.date, texts)}</time>{' '}
          {update.eventId && titles.has(update.eventId) ? <strong>{titles.get(update.eventId)}: </strong> : null}
          {update.text}
        </p>
      ))}
    </aside>
  );
}
