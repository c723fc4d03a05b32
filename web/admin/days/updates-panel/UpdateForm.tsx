import { type FormEvent, useId, useState } from 'react';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { fill } from '../../../../shared/i18n/fill';
import { DAY_LIMITS } from '../../../../shared/limits/day';
import type { LocalText } from '../../../../shared/site/languages';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { SelectField, TextAreaField } from '../../form/fields';
import { useGuestListHandle } from '../../guests/guest-list-context';
import type { DaysChange } from '../days-change';

/**
 * An update written in the wedding's languages (one at least; each household reads its own, else the default), for
 * everyone or the households of one function.
 */
export function UpdateForm({ change }: { change: DaysChange }) {
  const words = daysWords(useAdminLanguage().language);
  const { state } = useGuestListHandle();
  const id = useId();
  const [text, setText] = useState<LocalText>({});
  const [eventId, setEventId] = useState('');
  const post = async (event: FormEvent) => {
    event.preventDefault();
    const posted = await change(
      () => apiJson('POST', '/api/admin/updates', { text, eventId: eventId || null }),
      words.posted,
    );
    if (posted) setText({});
  };
  const events = state.status === 'ready' ? state.events : [];
  // The wedding's languages, its default first, each named as the reader knows it (by the server, from the registry).
  const languages = state.status === 'ready' ? state.languages.filter((one) => one.offered) : [];
  return (
    <form className="days-form" onSubmit={post}>
      {languages.map(({ code: lang, name }, index) => (
        <TextAreaField
          key={lang}
          id={`${id}-${lang}`}
          // The default language's first, and asked for: the one a household reads where its own was not written.
          label={fill(index === 0 ? words.textIn : words.textInOptional, { language: name })}
          lang={lang}
          dir="auto"
          required={index === 0}
          rows={2}
          maxLength={DAY_LIMITS.updateMaxLength}
          value={text[lang] ?? ''}
          onValue={(typed) => setText((now) => ({ ...now, [lang]: typed }))}
        />
      ))}
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
