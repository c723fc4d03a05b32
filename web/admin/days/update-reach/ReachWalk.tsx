import { useState } from 'react';
import type { Update } from '../../../../shared/day/schemas';
import type { SendChannel } from '../../../../shared/guests/admin-shapes';
import { greetingIn } from '../../../../shared/guests/greeting';
import type { Household } from '../../../../shared/guests/schemas';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { fill } from '../../../../shared/i18n/fill';
import { newsIn, updateMessage, updateSubject } from '../../../../shared/reach/messages';
import type { Site } from '../../../../shared/site/schema';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { OutlineButton } from '../../form/fields';
import { copyText } from '../../guests/copy-text';
import { useGuestListHandle } from '../../guests/guest-list-context';
import { useMessageSite } from '../../guests/message-sites';
import { SendPanel } from '../../guests/SendPanel';

/**
 * The send walk through the households who had not seen an update when it started: one message each from the couple's
 * own phone, in its language and with its own link; a household sent to, or skipped, moves it on.
 */
export function ReachWalk({
  update,
  walk,
  site,
  failed,
  onEnd,
}: {
  update: Update;
  /** The households to send to, in order: fixed when the walk starts, so the list does not move under a thumb. */
  walk: readonly number[];
  site: Site;
  failed: (err: unknown) => void;
  onEnd: () => void;
}) {
  const words = daysWords(useAdminLanguage().language);
  const { state } = useGuestListHandle();
  const [position, setPosition] = useState(0);
  const households = state.status === 'ready' ? state.households : [];
  const current = households.find((household) => household.id === walk[position]);
  const inLanguage = useMessageSite(current?.language ?? '');
  const sent = async (household: Household, channel: SendChannel) => {
    try {
      await apiJson('POST', `/api/admin/updates/${update.id}/sent`, { householdId: household.id, channel });
      // A second tap on the same household moves the walk on once, not twice.
      setPosition((at) => (walk[at] === household.id ? at + 1 : at));
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className="update-reach__walk" aria-label={fill(words.sendUnseen, { count: walk.length })}>
      {walk.length > position ? (
        <>
          <p role="status">
            {fill(words.walkPosition, { position: position + 1, count: walk.length })}
            <strong>{current?.name ?? '…'}</strong>
          </p>
          {current ? (
            <SendPanel
              key={current.id}
              site={site}
              household={current}
              kind="reminder"
              written={{
                text: updateMessage(
                  inLanguage.site,
                  newsIn(update.text, inLanguage.language),
                  {
                    name: greetingIn(current, inLanguage.language),
                    link: new URL(current.link, window.location.origin).href,
                  },
                  inLanguage.words,
                ),
                subject: updateSubject(inLanguage.site.couple, inLanguage.words),
                label: fill(words.updateFor, { name: current.name }),
              }}
              onCopy={(text) => copyText(text, words.copyPrompt)}
              onSent={(channel) => void sent(current, channel)}
            />
          ) : null}
          <OutlineButton onClick={() => setPosition((at) => at + 1)}>{words.skip}</OutlineButton>
        </>
      ) : (
        <p role="status">{fill(words.walkDone, { count: walk.length })}</p>
      )}
      <OutlineButton onClick={onEnd}>{walk.length > position ? words.stop : words.done}</OutlineButton>
    </section>
  );
}
