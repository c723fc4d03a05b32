import type { InvitationView } from '../../shared/guests/invitation-view';
import { longDate } from '../../shared/format';
import { useTexts } from '../i18n/texts';
import './Updates.css';

/** The couple's updates a household's page opens with, newest first, each under its day. */
export function Updates({ updates }: { updates: InvitationView['updates'] }) {
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
