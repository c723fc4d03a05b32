import { type FormEvent, useId, useState } from 'react';
import type { Update } from '../../../shared/day/schemas';
import type { DaysWords } from '../../../shared/i18n/admin-days';
import { fill } from '../../../shared/i18n/fill';
import { DAY_LIMITS } from '../../../shared/limits/day';
import { whatsAppLink } from '../../../shared/reach/share-links';
import type { WeddingEvent } from '../../../shared/site/events';
import { apiJson } from '../../api';
import { toast } from '../../ui/useToast';

// Five households a second through the couple's mail server: a wedding's list is mailed well within this.
const EMAIL_TIME_LIMIT_MS = 5 * 60 * 1000;

import type { Household } from '../../../shared/guests/schemas';
import type { Site } from '../../../shared/site/schema';
import { copyText } from '../guests/copy-text';
import { UpdateReach } from './UpdateReach';

/** An update as the room reads it: with the households it is for, and how many have had it on their page. */
export type PostedUpdate = Update & { readonly concerns: number; readonly seen: number };

/** The message for the family's groups: the update in both languages, and the open invitation's address. */
const groupMessage = (update: Update, siteAddress: string) =>
  [update.text.en, update.text.hi, siteAddress].filter(Boolean).join('\n\n');

/**
 * The couple's updates: write one (in English, and Hindi if they like) for everyone or one function; share it with
 * the family's groups, e-mail it, or walk through the households who have not seen it; withdraw one.
 */
export function UpdatesPanel({
  words,
  updates,
  events,
  siteAddress,
  change,
  reachProps,
}: {
  words: DaysWords;
  updates: readonly PostedUpdate[];
  events: readonly WeddingEvent[];
  /** The open invitation's address, which a group message carries (never a household's own link). */
  siteAddress: string;
  change: (call: () => Promise<unknown>, done: string) => Promise<boolean>;
  /** What the list of who has had an update needs: the households to send to, and how to send. */
  reachProps: {
    site: Site;
    households: readonly Household[];
    language: 'en' | 'hi';
    onSessionEnded: () => void;
    failure: (err: unknown, fallback: string) => string;
  };
}) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  // The update being e-mailed now: its button waits, so a second press cannot send it again.
  const [emailing, setEmailing] = useState<number | null>(null);
  const [en, setEn] = useState('');
  const [hi, setHi] = useState('');
  const [eventId, setEventId] = useState('');
  const titles = new Map(events.map((event) => [event.id, event.title]));
  const post = async (event: FormEvent) => {
    event.preventDefault();
    const posted = await change(
      () => apiJson('POST', '/api/admin/updates', { text: { en, hi: hi.trim() || null }, eventId: eventId || null }),
      words.posted,
    );
    if (posted) {
      setEn('');
      setHi('');
    }
  };
  return (
    <section className="admin-card days-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.updates}</h2>
      <p>{words.updatesIntro}</p>
      <form className="days-form" onSubmit={post}>
        <div className="field">
          <label htmlFor={`${id}-en`}>{words.textEn}</label>
          <textarea
            id={`${id}-en`}
            rows={2}
            maxLength={DAY_LIMITS.updateMaxLength}
            required
            value={en}
            onChange={(e) => setEn(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hi`}>{words.textHi}</label>
          <textarea
            id={`${id}-hi`}
            lang="hi"
            rows={2}
            maxLength={DAY_LIMITS.updateMaxLength}
            value={hi}
            onChange={(e) => setHi(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-for`}>{words.forWhom}</label>
          <select id={`${id}-for`} value={eventId} onChange={(e) => setEventId(e.target.value)}>
            <option value="">{words.everyone}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {fill(words.invitedTo, { function: event.title })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {words.post}
        </button>
      </form>
      {updates.length === 0 ? (
        <p>{words.noUpdates}</p>
      ) : (
        <ul className="days-list">
          {updates.map((update) => (
            <li key={update.id}>
              <p>
                <time dateTime={update.createdAt}>{update.createdAt.slice(0, 16).replace('T', ' ')}</time> ·{' '}
                {update.eventId
                  ? fill(words.invitedTo, { function: titles.get(update.eventId) ?? update.eventId })
                  : words.everyone}
              </p>
              <p>{update.text.en}</p>
              {update.text.hi ? <p lang="hi">{update.text.hi}</p> : null}
              <p className="days-list__seen">{fill(words.seenBy, { seen: update.seen, concerns: update.concerns })}</p>
              <button
                type="button"
                className="button button--outline button--small"
                aria-expanded={open === update.id}
                onClick={() => setOpen((now) => (now === update.id ? null : update.id))}
              >
                {open === update.id ? words.hideReach : words.reach}
              </button>
              {open === update.id ? <UpdateReach update={update} words={words} {...reachProps} /> : null}
              {update.eventId && events.find((event) => event.id === update.eventId)?.private ? (
                <p>{words.privateOnly}</p>
              ) : (
                <div className="household-form__actions">
                  <span>{words.toGroups}:</span>
                  <a
                    className="button button--small"
                    href={whatsAppLink(null, groupMessage(update, siteAddress))}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {words.shareWhatsApp}
                  </a>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    onClick={() =>
                      void copyText(groupMessage(update, siteAddress), words.copyPrompt).then((copied) => {
                        if (copied) toast({ title: words.copied });
                      })
                    }
                  >
                    {words.copyMessage}
                  </button>
                </div>
              )}
              <button
                type="button"
                className="button button--outline button--small"
                disabled={emailing !== null}
                onClick={() => {
                  setEmailing(update.id);
                  void change(
                    () =>
                      apiJson<{ sent: number; withoutEmail: number; failed: number; mailedBefore: number }>(
                        'POST',
                        `/api/admin/updates/${update.id}/email`,
                        undefined,
                        // A mail server that never answers is given up on; what was sent is noted on the server.
                        { signal: AbortSignal.timeout(EMAIL_TIME_LIMIT_MS) },
                      ).then((mailed) =>
                        toast({
                          title: fill(words.emailed, mailed),
                          ...((mailed.failed > 0 || mailed.mailedBefore > 0) && {
                            description: [
                              mailed.failed > 0 ? fill(words.emailFailed, mailed) : '',
                              mailed.mailedBefore > 0 ? fill(words.emailedBefore, mailed) : '',
                            ]
                              .filter(Boolean)
                              .join(' '),
                          }),
                        }),
                      ),
                    '',
                  ).finally(() => setEmailing(null));
                }}
              >
                {emailing === update.id ? words.emailing : words.email}
              </button>
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => {
                  if (window.confirm(words.withdrawConfirm))
                    void change(() => apiJson('DELETE', `/api/admin/updates/${update.id}`), words.withdrawn);
                }}
              >
                {words.withdraw}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
