import type { ReactNode } from 'react';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { fill } from '../../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../../shared/site/events';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { OutlineButton } from '../../form/fields';
import type { DaysChange } from '../days-change';
import type { PostedUpdate } from '../UpdatesPanel';
import { emailUpdate } from './email-update';
import { GroupShare } from './GroupShare';

/**
 * An update as posted: when and for whom, its words, how many have had it (and, opened, who), and what can be done
 * with it: shared with the groups unless its function is private, e-mailed, withdrawn.
 */
export function UpdateItem({
  update,
  event,
  siteAddress,
  change,
  open,
  onToggle,
  children,
  emailing,
  onEmailing,
}: {
  update: PostedUpdate;
  /** The function it is for, if it is for one. */
  event: WeddingEvent | undefined;
  siteAddress: string;
  change: DaysChange;
  /** Whether who has had it is shown: the children. */
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** The update being e-mailed now, if one is: every e-mail button waits for it. */
  emailing: number | null;
  onEmailing: (id: number | null) => void;
}) {
  const words = daysWords(useAdminLanguage().language);
  return (
    <li>
      <p>
        <time dateTime={update.createdAt}>{update.createdAt.slice(0, 16).replace('T', ' ')}</time> ·{' '}
        {update.eventId ? fill(words.invitedTo, { function: event?.title ?? update.eventId }) : words.everyone}
      </p>
      {Object.entries(update.text).map(([lang, text]) => (
        <p key={lang} lang={lang} dir="auto">
          {text}
        </p>
      ))}
      <p className="days-list__seen">{fill(words.seenBy, { seen: update.seen, concerns: update.concerns })}</p>
      <OutlineButton aria-expanded={open} onClick={onToggle}>
        {open ? words.hideReach : words.reach}
      </OutlineButton>
      {open ? children : null}
      {update.eventId && event?.private ? (
        <p>{words.privateOnly}</p>
      ) : (
        <GroupShare update={update} siteAddress={siteAddress} />
      )}
      <OutlineButton
        disabled={emailing !== null}
        onClick={() => {
          onEmailing(update.id);
          void change(emailUpdate(update.id, words)).finally(() => onEmailing(null));
        }}
      >
        {emailing === update.id ? words.emailing : words.email}
      </OutlineButton>
      <OutlineButton
        onClick={() => {
          if (window.confirm(words.withdrawConfirm))
            void change(() => apiJson('DELETE', `/api/admin/updates/${update.id}`), words.withdrawn);
        }}
      >
        {words.withdraw}
      </OutlineButton>
    </li>
  );
}
