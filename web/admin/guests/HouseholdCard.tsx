import type { ReactNode } from 'react';
import { useContext } from 'react';
import type { Household } from '../../../shared/guests/schemas';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../shared/site/events';
import { useAdminLanguage } from '../admin-language';
import { byWhom, useMe } from '../me';
import { phoneToFix } from './household-filter';
import { anyway, LinkAddressContext, linksMayGo } from './link-address';

/** The browser's own way for an English reader; Hindi's for a Hindi one. */
const dateTime = (iso: string, language: 'en' | 'hi') =>
  new Date(iso).toLocaleString(language === 'hi' ? 'hi-IN' : undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    // Hindi's am and pm are written in Latin letters: a 24-hour clock reads as Hindi.
    ...(language === 'hi' && { hourCycle: 'h23' as const }),
  });

/** One household: who, invited to what, whether they answered; and what the couple can do with it. */
export function HouseholdCard({
  household,
  events,
  onCopyLink,
  onSend,
  sending,
  onNewLink,
  onEdit,
  onRecord,
  onDelete,
  onTravelling,
}: {
  household: Household;
  events: ReadonlyMap<string, WeddingEvent>;
  onCopyLink: () => void;
  /** Opens or closes the household's message and the ways to send it, shown as `sending`. */
  onSend: () => void;
  sending: ReactNode;
  onNewLink: () => void;
  onEdit: () => void;
  onRecord: () => void;
  onDelete: () => void;
  /** Asks the household about its journey and stay, or no longer. */
  onTravelling: () => void;
}) {
  const me = useMe();
  const { language } = useAdminLanguage();
  const words = guestWords(language);
  const channels: Readonly<Record<string, string>> = words.channels;
  const titleOf = (id: string) => {
    const event = events.get(id);
    if (!event) return fill(words.notInItinerary, { id });
    return event.private ? fill(words.privateTitle, { title: event.title }) : event.title;
  };
  const address = useContext(LinkAddressContext);
  return (
    <li className="household-card">
      <div className="household-card__head">
        <h3>{household.name}</h3>
        <span className={`badge badge--${household.status}`}>{words.statuses[household.status]}</span>
      </div>
      <p className="household-card__members">
        {household.members.map((m) => (m.child ? fill(words.child, { name: m.name }) : m.name)).join(', ')}
        {household.plusOnes > 0
          ? household.plusOnes === 1
            ? words.extraGuest
            : fill(words.extraGuests, { count: household.plusOnes })
          : ''}
      </p>
      <p className="household-card__events">
        {household.events.length > 0 ? household.events.map(titleOf).join(' · ') : words.invitedToNothing}
      </p>
      <p className="household-card__details">
        {[
          household.side === 'both' ? null : household.side === 'bride' ? words.brideSide : words.groomSide,
          ...household.groups,
          household.phone,
          household.email,
          household.language === 'hi' ? words.hindi : words.english,
        ]
          .filter(Boolean)
          .join(' · ')}
        {household.lastAnswerAt ? fill(words.answeredAt, { at: dateTime(household.lastAnswerAt, language) }) : ''}
      </p>
      {phoneToFix(household) ? (
        <p className="household-card__warning">{fill(words.phoneNotUnderstood, { phone: household.phone ?? '' })}</p>
      ) : null}
      {household.sentAt ? (
        <p className="household-card__details">
          {fill(words.sentAt, { at: dateTime(household.sentAt, language) })}
          {household.sentBy ? fill(words.sentBy, { channel: channels[household.sentBy] ?? household.sentBy }) : ''}
          {household.remindedAt ? fill(words.remindedAt, { at: dateTime(household.remindedAt, language) }) : ''}
        </p>
      ) : null}
      {household.notes ? <p className="household-card__notes">{household.notes}</p> : null}
      {household.response ? (
        <details className="household-card__answer">
          <summary>{words.theirAnswer}</summary>
          <ul>
            {household.response.people.map((person) => (
              <li key={`${person.memberId ?? 'guest'}-${person.name}`}>
                <strong>{person.name}</strong>
                {person.plusOne ? words.extraGuest2 : ''}:{' '}
                {Object.entries(person.events)
                  .map(([id, yes]) => `${titleOf(id)} ${yes ? words.yes : words.no}`)
                  .join(', ')}
                {person.meal ? ` · ${person.meal}` : ''}
                {person.dietaryRestrictions ? ` · ${person.dietaryRestrictions}` : ''}
              </li>
            ))}
          </ul>
          {household.response.message ? <p>“{household.response.message}”</p> : null}
          <p className="household-card__by">
            {household.response.answeredBy === 'couple'
              ? fill(words.recordedBy, {
                  who: household.response.recordedBy ? byWhom(household.response.recordedBy, me, words.you) : words.you,
                })
              : words.throughLink}
          </p>
        </details>
      ) : null}
      <div className="household-card__actions">
        <button type="button" className="button button--small" aria-expanded={sending !== null} onClick={onSend}>
          {words.send}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onCopyLink}>
          {words.copyLink}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onEdit}>
          {words.edit}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onRecord}>
          {words.record}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onNewLink}>
          {words.newLink}
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          aria-pressed={household.travelling}
          onClick={onTravelling}
        >
          {words.askTravel}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onDelete}>
          {words.delete}
        </button>
      </div>
      {linksMayGo(address) ? (
        <p className="household-card__qr">
          {words.qr}{' '}
          <a href={`/api/admin/households/${household.id}/qr.png${anyway(address)}`} download>
            PNG<span className="visually-hidden">{fill(words.forName, { name: household.name })}</span>
          </a>{' '}
          ·{' '}
          <a href={`/api/admin/households/${household.id}/qr.svg${anyway(address)}`} download>
            SVG<span className="visually-hidden">{fill(words.forName, { name: household.name })}</span>
          </a>
        </p>
      ) : null}
      {sending}
    </li>
  );
}
