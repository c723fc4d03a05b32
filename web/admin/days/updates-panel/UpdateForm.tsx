import { type FormEvent, useId, useState } from 'react';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { fill } from '../../../../shared/i18n/fill';
import { DAY_LIMITS } from '../../../../shared/limits/day';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { SelectField, TextAreaField } from '../../form/fields';
import { useGuestListHandle } from '../../guests/guest-list-context';
import type { DaysChange } from '../days-change';

/** An update written, in English and Hindi if the couple likes, for everyone or the households of one function. */
export function UpdateForm({ change }: { change: DaysChange }) {
  const words = daysWords(useAdminLanguage().language);
  const { state } = useGuestListHandle();
  const id = useId();
  const [en, setEn] = useState('');
  const [hi, setHi] = useState('');
  const [eventId, setEventId] = useState('');
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
  const events = state.status === 'ready' ? state.events : [];
  return (
    <form className="days-form" onSubmit={post}>
      <TextAreaField
        id={`${id}-en`}
        label={words.textEn}
        rows={2}
        maxLength={DAY_LIMITS.updateMaxLength}
        required
        value={en}
        onValue={setEn}
      />
      <TextAreaField
        id={`${id}-hi`}
        label={words.textHi}
        lang="hi"
        rows={2}
        maxLength={DAY_LIMITS.updateMaxLength}
        value={hi}
        onValue={setHi}
      />
      <SelectField
        id={`${id}-for`}
        label={words.forWhom}
        value={eventId}
        choices={[
          { value: '', label: words.everyone },
          ...events.map((event) => ({ value: event.id, label: fill(words.invitedTo, { function: event.title }) })),
        ]}
        onValue={setEventId}
      />
      <button type="submit" className="button">
        {words.post}
      </button>
    </form>
  );
}
