import { type ReactNode, useState } from 'react';
import { sendingWords } from '../../../shared/i18n/admin-sending';
import { fill } from '../../../shared/i18n/fill';
import type { WalkKind } from '../../../shared/reach/messages';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { GuestListStatus } from '../guests/GuestListStatus';
import { useGuestListChanges } from '../guests/guest-list-changes';
import { useGuestListHandle } from '../guests/guest-list-context';
import { filterHouseholds, groupsOf, type HouseholdView } from '../guests/household-filter';
import { LinkAddressWarning } from '../guests/LinkAddressWarning';
import { PrintActions } from '../guests/PrintActions';
import { SendQueue } from '../guests/SendQueue';
import { SideGroupFields } from '../guests/SideGroupFields';
import { sendQueue } from '../guests/send-queue';
import { RoomFrame } from './RoomFrame';

/** One of the room's cards: its title and what it is for, in the admin's language, then its own parts. */
function SendingCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { language } = useAdminLanguage();
  return (
    <section className="admin-card guest-list" aria-labelledby={id}>
      <h2 id={id} lang={language}>
        {title}
      </h2>
      <p className="submissions__text" lang={language}>
        {intro}
      </p>
      {children}
    </section>
  );
}

/**
 * /admin/sending: the walk through the households to invite or remind, one message at a time, and the cards to
 * print.
 */
export default function SendingRoom({ site, onSessionEnded }: RoomProps) {
  const { texts, language } = useAdminLanguage();
  const words = sendingWords(language);
  const { state } = useGuestListHandle();
  const { markSent, copyMessage } = useGuestListChanges(onSessionEnded);
  const [walk, setWalk] = useState<WalkKind | null>(null);
  // A walk may go to one side, or one group: "reminders to the groom's side, Jaipur".
  const [side, setSide] = useState<HouseholdView['side']>('');
  const [group, setGroup] = useState('');
  const everyone = state.status === 'ready' ? state.households : [];
  const groups = groupsOf(everyone);
  const households = filterHouseholds(everyone, { q: '', status: 'all', eventId: '', side, group, sort: 'name' });
  return (
    <RoomFrame title={texts.titles.sending}>
      <SendingCard id="send-title" title={words.title} intro={words.intro}>
        <LinkAddressWarning />
        <GuestListStatus state={state} />
        {state.status === 'ready' && households.length === 0 ? (
          <p className="rsvp-table__empty" lang={language}>
            {words.empty}
          </p>
        ) : null}
        {everyone.length > 0 ? (
          <div className="rsvp-filters guest-filters">
            <SideGroupFields
              idPrefix="send"
              sideLabel={words.to}
              side={side}
              group={group}
              groups={groups}
              disabled={walk !== null}
              onSide={setSide}
              onGroup={setGroup}
            />
          </div>
        ) : null}
        {households.length > 0 ? (
          <div className="dashboard__actions">
            <button type="button" className="button button--small" onClick={() => setWalk('invite')}>
              {fill(words.sendInvitations, { count: sendQueue(households, 'invite').length })}
            </button>
            <button type="button" className="button button--outline button--small" onClick={() => setWalk('reminder')}>
              {fill(words.sendReminders, { count: sendQueue(households, 'reminder').length })}
            </button>
            {sendQueue(households, 'stay').length > 0 ? (
              <button type="button" className="button button--outline button--small" onClick={() => setWalk('stay')}>
                {fill(words.sendStay, { count: sendQueue(households, 'stay').length })}
              </button>
            ) : null}
          </div>
        ) : null}
        {walk ? (
          <SendQueue
            key={walk}
            site={site}
            households={households}
            kind={walk}
            onSent={markSent}
            onCopy={copyMessage}
            onClose={() => setWalk(null)}
          />
        ) : null}
      </SendingCard>
      <SendingCard id="print-title" title={words.cards} intro={words.cardsIntro}>
        <PrintActions />
      </SendingCard>
    </RoomFrame>
  );
}
