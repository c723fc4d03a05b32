import { useId } from 'react';
import { GIFT_KINDS } from '../../../../shared/day/gift-kinds';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { DAY_LIMITS } from '../../../../shared/limits/day';
import { useAdminLanguage } from '../../admin-language';
import { InputField, SelectField } from '../../form/fields';
import { useGuestListHandle } from '../../guests/guest-list-context';
import type { DaysChange } from '../days-change';
import { useGiftDraft } from './use-gift-draft';

/** A shagun or a gift recorded: who gave it (and their household), what, how much, at which function. */
export function GiftForm({ change }: { change: DaysChange }) {
  const words = daysWords(useAdminLanguage().language);
  const { state } = useGuestListHandle();
  const id = useId();
  const { draft, put, record } = useGiftDraft(change, words.recorded);
  const households = state.status === 'ready' ? state.households : [];
  const events = state.status === 'ready' ? state.events : [];
  return (
    <form className="days-form" onSubmit={record}>
      <InputField
        id={`${id}-from`}
        label={words.from}
        required
        maxLength={DAY_LIMITS.giftFromMaxLength}
        value={draft.from}
        onValue={put('from')}
      />
      <SelectField
        id={`${id}-household`}
        label={words.household}
        value={draft.householdId}
        choices={[
          { value: '', label: words.noHousehold },
          ...households.map((household) => ({ value: String(household.id), label: household.name })),
        ]}
        onValue={put('householdId')}
      />
      <SelectField
        id={`${id}-kind`}
        label={words.kind}
        value={draft.kind}
        choices={GIFT_KINDS.map((one) => ({ value: one, label: words.kinds[one] }))}
        onValue={put('kind')}
      />
      <InputField
        id={`${id}-amount`}
        label={words.amount}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.amount}
        onValue={put('amount')}
      />
      <InputField
        id={`${id}-description`}
        label={words.description}
        maxLength={DAY_LIMITS.giftDescriptionMaxLength}
        value={draft.description}
        onValue={put('description')}
      />
      <SelectField
        id={`${id}-event`}
        label={words.atFunction}
        value={draft.eventId}
        choices={[
          { value: '', label: words.noFunction },
          ...events.map((event) => ({ value: event.id, label: event.title })),
        ]}
        onValue={put('eventId')}
      />
      <button type="submit" className="button">
        {words.record}
      </button>
    </form>
  );
}
