import { type FormEvent, useId, useRef, useState } from 'react';
import { GIFT_KINDS, type GiftKind } from '../../../../shared/day/gift-kinds';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { DAY_LIMITS } from '../../../../shared/limits/day';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { newClientId } from '../../client-id';
import { InputField, SelectField } from '../../form/fields';
import { useGuestListHandle } from '../../guests/guest-list-context';
import type { DaysChange } from '../days-change';

/** A shagun or a gift recorded: who gave it (and their household), what, how much, at which function. */
export function GiftForm({ change }: { change: DaysChange }) {
  const words = daysWords(useAdminLanguage().language);
  const { state } = useGuestListHandle();
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

  const households = state.status === 'ready' ? state.households : [];
  const events = state.status === 'ready' ? state.events : [];
  return (
    <form className="days-form" onSubmit={record}>
      <InputField
        id={`${id}-from`}
        label={words.from}
        required
        maxLength={DAY_LIMITS.giftFromMaxLength}
        value={from}
        onValue={changed(setFrom)}
      />
      <SelectField
        id={`${id}-household`}
        label={words.household}
        value={householdId}
        choices={[
          { value: '', label: words.noHousehold },
          ...households.map((household) => ({ value: String(household.id), label: household.name })),
        ]}
        onValue={changed(setHouseholdId)}
      />
      <SelectField
        id={`${id}-kind`}
        label={words.kind}
        value={kind}
        choices={GIFT_KINDS.map((one) => ({ value: one, label: words.kinds[one] }))}
        onValue={changed(setKind)}
      />
      <InputField
        id={`${id}-amount`}
        label={words.amount}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={amount}
        onValue={changed(setAmount)}
      />
      <InputField
        id={`${id}-description`}
        label={words.description}
        maxLength={DAY_LIMITS.giftDescriptionMaxLength}
        value={description}
        onValue={changed(setDescription)}
      />
      <SelectField
        id={`${id}-event`}
        label={words.atFunction}
        value={eventId}
        choices={[
          { value: '', label: words.noFunction },
          ...events.map((event) => ({ value: event.id, label: event.title })),
        ]}
        onValue={changed(setEventId)}
      />
      <button type="submit" className="button">
        {words.record}
      </button>
    </form>
  );
}
