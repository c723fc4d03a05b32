import { type FormEvent, useId, useRef, useState } from 'react';
import { GIFT_KINDS, type GiftKind } from '../../../shared/day/gift-kinds';
import type { Gift } from '../../../shared/day/schemas';
import type { DaysWords } from '../../../shared/i18n/admin-days';
import { DAY_LIMITS } from '../../../shared/limits/day';
import type { WeddingEvent } from '../../../shared/site/events';
import { apiJson } from '../../api';
import { newClientId } from '../client-id';

/** The register of shagun and gifts: record one, find one, mark the thank-you and the return gift, download it. */
export function GiftsPanel({
  words,
  gifts,
  events,
  households,
  search,
  onSearch,
  change,
}: {
  words: DaysWords;
  gifts: readonly Gift[];
  events: readonly WeddingEvent[];
  households: ReadonlyArray<{ id: number; name: string }>;
  search: string;
  onSearch: (search: string) => void;
  change: (call: () => Promise<unknown>, done: string) => Promise<boolean>;
}) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [householdId, setHouseholdId] = useState('');
  const [kind, setKind] = useState<GiftKind>('cash');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [eventId, setEventId] = useState('');
  // This gift's id while the form holds it: a double tap, or a send again after a lost answer, records it once. Any
  // change to the form makes it another gift.
  const clientId = useRef(newClientId());
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      clientId.current = newClientId();
      set(value);
    };
  const [pending, setPending] = useState(false);
  const titles = new Map(events.map((event) => [event.id, event.title]));

  const record = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const recorded = await change(
      () =>
        apiJson('POST', '/api/admin/gifts', {
          from,
          kind,
          householdId: householdId ? Number(householdId) : null,
          amount: amount === '' ? null : Number(amount),
          description: description.trim() || null,
          eventId: eventId || null,
          clientId: clientId.current,
        }),
      words.recorded,
    );
    setPending(false);
    if (recorded) {
      clientId.current = newClientId();
      setFrom('');
      setAmount('');
      setDescription('');
    }
  };

  return (
    <section className="admin-card days-panel" aria-labelledby={`${id}-title`}>
      <div className="headcounts__head">
        <h2 id={`${id}-title`}>{words.gifts}</h2>
        <a className="button button--outline button--small" href="/api/admin/gifts.csv" download>
          {words.download}
        </a>
      </div>
      <p>{words.giftsIntro}</p>
      <form className="days-form" onSubmit={record}>
        <div className="field">
          <label htmlFor={`${id}-from`}>{words.from}</label>
          <input
            id={`${id}-from`}
            required
            maxLength={DAY_LIMITS.giftFromMaxLength}
            value={from}
            onChange={(e) => changed(setFrom)(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-household`}>{words.household}</label>
          <select id={`${id}-household`} value={householdId} onChange={(e) => changed(setHouseholdId)(e.target.value)}>
            <option value="">{words.noHousehold}</option>
            {households.map((household) => (
              <option key={household.id} value={household.id}>
                {household.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{words.kind}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => changed(setKind)(e.target.value as GiftKind)}>
            {GIFT_KINDS.map((one) => (
              <option key={one} value={one}>
                {words.kinds[one]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{words.amount}</label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={amount}
            onChange={(e) => changed(setAmount)(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{words.description}</label>
          <input
            id={`${id}-description`}
            maxLength={DAY_LIMITS.giftDescriptionMaxLength}
            value={description}
            onChange={(e) => changed(setDescription)(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-event`}>{words.atFunction}</label>
          <select id={`${id}-event`} value={eventId} onChange={(e) => changed(setEventId)(e.target.value)}>
            <option value="">{words.noFunction}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {words.record}
        </button>
      </form>
      <search className="field">
        <label htmlFor={`${id}-search`}>{words.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          maxLength={DAY_LIMITS.giftSearchMaxLength}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </search>
      {gifts.length === 0 ? (
        <p>{words.noGifts}</p>
      ) : (
        <ul className="days-list">
          {gifts.map((gift) => (
            <li key={gift.id}>
              <p>
                <strong>{gift.from}</strong>
                {gift.household && gift.household !== gift.from ? ` (${gift.household})` : ''} ·{' '}
                {words.kinds[gift.kind]}
                {gift.amount !== null ? ` · ₹${gift.amount.toLocaleString('en-IN')}` : ''}
                {gift.description ? ` · ${gift.description}` : ''}
                {gift.eventId ? ` · ${titles.get(gift.eventId) ?? gift.eventId}` : ''}
              </p>
              <div className="choices">
                {(['thanked', 'returned'] as const).map((mark) => (
                  <label key={mark} className="choice">
                    <input
                      type="checkbox"
                      checked={gift[mark]}
                      onChange={(e) =>
                        void change(
                          () => apiJson('PATCH', `/api/admin/gifts/${gift.id}`, { [mark]: e.target.checked }),
                          words[mark],
                        )
                      }
                    />
                    <span>
                      {words[mark]}
                      <span className="visually-hidden"> ({gift.from})</span>
                    </span>
                  </label>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
