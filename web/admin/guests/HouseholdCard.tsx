import { useContext } from 'react';
import type { ReactNode } from 'react';
import type { Household } from '../../../shared/guests/schemas';
import type { WeddingEvent } from '../../../shared/site/events';
import { phoneToFix, STATUS_LABELS } from './household-filter';
import { anyway, LinkAddressContext, linksMayGo } from './link-address';
import { byWhom, useMe } from '../me';

const CHANNEL_NAMES: Readonly<Record<string, string>> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'e-mail',
  copy: 'a copied message',
};

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
}) {
  const me = useMe();
  const titleOf = (id: string) => {
    const event = events.get(id);
    if (!event) return `${id} (no longer in the itinerary)`;
    return event.private ? `${event.title} (private)` : event.title;
  };
  const address = useContext(LinkAddressContext);
  return (
    <li className="household-card">
      <div className="household-card__head">
        <h3>{household.name}</h3>
        <span className={`badge badge--${household.status}`}>{STATUS_LABELS[household.status]}</span>
      </div>
      <p className="household-card__members">
        {household.members.map((m) => (m.child ? `${m.name} (child)` : m.name)).join(', ')}
        {household.plusOnes > 0
          ? ` · up to ${household.plusOnes} extra ${household.plusOnes === 1 ? 'guest' : 'guests'}`
          : ''}
      </p>
      <p className="household-card__events">
        {household.events.length > 0 ? household.events.map(titleOf).join(' · ') : 'Invited to no function yet'}
      </p>
      <p className="household-card__details">
        {[
          household.side === 'both' ? null : household.side === 'bride' ? 'Bride’s side' : 'Groom’s side',
          ...household.groups,
          household.phone,
          household.email,
          household.language === 'hi' ? 'Hindi' : 'English',
        ]
          .filter(Boolean)
          .join(' · ')}
        {household.lastAnswerAt ? ` · answered ${dateTime(household.lastAnswerAt)}` : ''}
      </p>
      {phoneToFix(household) ? (
        <p className="household-card__warning">{`Phone number not understood: "${household.phone}"`}</p>
      ) : null}
      {household.sentAt ? (
        <p className="household-card__details">
          {`Sent ${dateTime(household.sentAt)}${household.sentBy ? ` by ${CHANNEL_NAMES[household.sentBy] ?? household.sentBy}` : ''}`}
          {household.remindedAt ? ` · reminded ${dateTime(household.remindedAt)}` : ''}
        </p>
      ) : null}
      {household.notes ? <p className="household-card__notes">{household.notes}</p> : null}
      {household.response ? (
        <details className="household-card__answer">
          <summary>Their answer</summary>
          <ul>
            {household.response.people.map((person) => (
              <li key={`${person.memberId ?? 'guest'}-${person.name}`}>
                <strong>{person.name}</strong>
                {person.plusOne ? ' (extra guest)' : ''}:{' '}
                {Object.entries(person.events)
                  .map(([id, yes]) => `${titleOf(id)} ${yes ? 'yes' : 'no'}`)
                  .join(', ')}
                {person.meal ? ` · ${person.meal}` : ''}
                {person.dietaryRestrictions ? ` · ${person.dietaryRestrictions}` : ''}
              </li>
            ))}
          </ul>
          {household.response.message ? <p>“{household.response.message}”</p> : null}
          <p className="household-card__by">
            {household.response.answeredBy === 'couple'
              ? `Recorded by ${household.response.recordedBy ? byWhom(household.response.recordedBy, me) : 'you'}`
              : 'Answered through their link'}
          </p>
        </details>
      ) : null}
      <div className="household-card__actions">
        <button type="button" className="button button--small" aria-expanded={sending !== null} onClick={onSend}>
          Send
        </button>
        <button type="button" className="button button--outline button--small" onClick={onCopyLink}>
          Copy link
        </button>
        <button type="button" className="button button--outline button--small" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button--outline button--small" onClick={onRecord}>
          Record answer
        </button>
        <button type="button" className="button button--outline button--small" onClick={onNewLink}>
          New link
        </button>
        <button type="button" className="button button--outline button--small" onClick={onDelete}>
          Delete
        </button>
      </div>
      {linksMayGo(address) ? (
        <p className="household-card__qr">
          QR code of the link:{' '}
          <a href={`/api/admin/households/${household.id}/qr.png${anyway(address)}`} download>
            PNG<span className="visually-hidden"> for {household.name}</span>
          </a>{' '}
          ·{' '}
          <a href={`/api/admin/households/${household.id}/qr.svg${anyway(address)}`} download>
            SVG<span className="visually-hidden"> for {household.name}</span>
          </a>
        </p>
      ) : null}
      {sending}
    </li>
  );
}
