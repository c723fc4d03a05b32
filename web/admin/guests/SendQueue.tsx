import { useState } from 'react';
import type { Household } from '../../../shared/guests/schemas';
import { sendingWords } from '../../../shared/i18n/admin-sending';
import { fill } from '../../../shared/i18n/fill';
import type { WalkKind } from '../../../shared/reach/messages';
import type { Site } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { type SendChannel, SendPanel } from './SendPanel';
import { sendQueue } from './send-queue';

/**
 * "Send next": the households still to send to, one after another, so that a hundred invitations take a hundred
 * taps rather than a hundred searches. The walk is fixed when it starts: the list does not move under a thumb.
 */
export function SendQueue({
  site,
  households,
  kind,
  onSent,
  onCopy,
  onClose,
}: {
  site: Site;
  households: readonly Household[];
  kind: WalkKind;
  onSent: (household: Household, kind: WalkKind, channel: SendChannel) => Promise<boolean>;
  onCopy: (text: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [queue] = useState(() => sendQueue(households, kind));
  const [position, setPosition] = useState(0);
  const current = households.find((h) => h.id === queue[position]);
  const { language } = useAdminLanguage();
  const words = sendingWords(language);
  const next = () => setPosition((p) => p + 1);

  return (
    <section className="admin-card household-form" aria-labelledby="send-queue-title" lang={language}>
      <h3 id="send-queue-title" className="household-form__title">
        {kind === 'invite' ? words.walkInvitations : kind === 'stay' ? words.walkStay : words.walkReminders}
      </h3>
      {queue.length === 0 ? (
        <p>{kind === 'invite' ? words.allInvited : kind === 'stay' ? words.noTravellers : words.allAnswered}</p>
      ) : !current ? (
        <p role="status">
          {fill(kind === 'invite' ? words.doneInvitations : kind === 'stay' ? words.doneStay : words.doneReminders, {
            count: queue.length,
          })}
        </p>
      ) : (
        <>
          <p className="submissions__text" role="status">
            {fill(words.position, { position: position + 1, count: queue.length })}
            <strong>{current.name}</strong>
          </p>
          <SendPanel
            key={current.id}
            site={site}
            household={current}
            kind={kind}
            onCopy={onCopy}
            onSent={(channel) => void onSent(current, kind, channel).then((marked) => marked && next())}
          />
          <button type="button" className="button button--outline button--small" onClick={next}>
            {words.skip}
          </button>
        </>
      )}
      <button type="button" className="button button--outline button--small" onClick={onClose}>
        {current ? words.stop : words.close}
      </button>
    </section>
  );
}
