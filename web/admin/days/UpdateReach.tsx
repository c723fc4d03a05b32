import { useCallback, useEffect, useState } from 'react';
import type { Update, UpdateHousehold } from '../../../shared/day/schemas';
import type { SendChannel } from '../../../shared/guests/admin-shapes';
import { greetingIn } from '../../../shared/guests/greeting';
import type { Household } from '../../../shared/guests/schemas';
import type { DaysWords } from '../../../shared/i18n/admin-days';
import { fill } from '../../../shared/i18n/fill';
import { updateMessage, updateSubject } from '../../../shared/reach/messages';
import type { Site } from '../../../shared/site/schema';
import { ApiError, apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import { copyText } from '../guests/copy-text';
import { useMessageSite } from '../guests/message-sites';
import { SendPanel } from '../guests/SendPanel';

const when = (iso: string, language: 'en' | 'hi') =>
  new Date(iso).toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * Who has had an update: each household it is for, seen on its page or not, and sent by the couple or not; and the
 * send walk through those who have not seen it, one message each from the couple's own phone, in its language and
 * with its own link. The walk is fixed when it starts, so the list does not move under a thumb.
 */
export function UpdateReach({
  update,
  site,
  households,
  words,
  language,
  onSessionEnded,
  failure,
}: {
  update: Update;
  site: Site;
  households: readonly Household[];
  words: DaysWords;
  language: 'en' | 'hi';
  onSessionEnded: () => void;
  failure: (err: unknown, fallback: string) => string;
}) {
  const [reach, setReach] = useState<UpdateHousehold[] | null>(null);
  const [problem, setProblem] = useState('');
  const [walk, setWalk] = useState<readonly number[] | null>(null);
  const [position, setPosition] = useState(0);

  const load = useCallback(async () => {
    try {
      setReach(await apiJson<UpdateHousehold[]>('GET', `/api/admin/updates/${update.id}/households`));
      setProblem('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else setProblem(failure(err, words.noServer));
    }
  }, [update.id, onSessionEnded, failure, words]);
  useEffect(() => {
    void load();
  }, [load]);

  const current = walk ? households.find((household) => household.id === walk[position]) : undefined;
  const inLanguage = useMessageSite(site, current?.language ?? 'en');
  const next = () => setPosition((at) => at + 1);
  const sent = async (household: Household, channel: SendChannel) => {
    try {
      await apiJson('POST', `/api/admin/updates/${update.id}/sent`, { householdId: household.id, channel });
      // A second tap on the same household moves the walk on once, not twice.
      setPosition((at) => (walk?.[at] === household.id ? at + 1 : at));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else toast({ variant: 'destructive', title: words.notSaved, description: failure(err, words.noServer) });
    }
  };
  // Only those the guest list still holds (one deleted since would end the walk early).
  const unseen = (reach ?? []).filter(
    (household) => household.seenAt === null && households.some((listed) => listed.id === household.id),
  );

  return (
    <div className="update-reach">
      {problem ? <p role="alert">{problem}</p> : null}
      {reach && walk === null ? (
        unseen.length === 0 ? (
          <p>{words.allSeen}</p>
        ) : (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setPosition(0);
              setWalk(unseen.map((household) => household.id));
            }}
          >
            {fill(words.sendUnseen, { count: unseen.length })}
          </button>
        )
      ) : null}
      {walk ? (
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
                      update.text,
                      {
                        name: greetingIn(current, inLanguage.language),
                        link: new URL(current.link, window.location.origin).href,
                      },
                      inLanguage.language,
                    ),
                    subject: updateSubject(inLanguage.site.couple, inLanguage.language),
                    label: fill(words.updateFor, { name: current.name }),
                  }}
                  onCopy={(text) => copyText(text, words.copyPrompt)}
                  onSent={(channel) => void sent(current, channel)}
                />
              ) : null}
              <button type="button" className="button button--outline button--small" onClick={next}>
                {words.skip}
              </button>
            </>
          ) : (
            <p role="status">{fill(words.walkDone, { count: walk.length })}</p>
          )}
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => {
              setWalk(null);
              void load();
            }}
          >
            {walk.length > position ? words.stop : words.done}
          </button>
        </section>
      ) : null}
      {reach ? (
        <ul className="update-reach__list">
          {reach.map((household) => (
            <li key={household.id}>
              <span>{household.name}</span>{' '}
              <span className={household.seenAt ? 'update-reach__seen' : 'update-reach__unseen'}>
                {household.seenAt
                  ? fill(words.seenOn, { day: when(household.seenAt, language) })
                  : household.sentAt && household.channel
                    ? fill(words.sentNotSeen, {
                        channel: words.channels[household.channel],
                        day: when(household.sentAt, language),
                      })
                    : words.notYet}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
