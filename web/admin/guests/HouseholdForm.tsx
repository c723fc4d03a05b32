import { type FormEvent, useId, useState } from 'react';
import type { Household, HouseholdInput } from '../../../shared/guests/schemas';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { GUEST_LIMITS } from '../../../shared/limits/guests';
import type { WeddingEvent } from '../../../shared/site/events';
import { useAdminLanguage } from '../admin-language';
import { FormActions, InputField } from '../form/fields';
import { ContactFields } from './household-form/ContactFields';
import { DetailsRow } from './household-form/DetailsRow';
import { GreetingFields } from './household-form/GreetingFields';
import { draftOf, type HouseholdDraft, householdInput } from './household-form/household-draft';
import { InvitedFunctions } from './household-form/InvitedFunctions';
import { MembersFields } from './household-form/MembersFields';

/** Adds a household, or edits one: its name, its people, the functions it is invited to, and its details. */
export function HouseholdForm({
  household,
  events,
  onSave,
  onCancel,
}: {
  household?: Household;
  events: readonly WeddingEvent[];
  onSave: (input: HouseholdInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const words = guestWords(useAdminLanguage().language);
  const [draft, setDraft] = useState(() => draftOf(household, events));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  /** The props of the part of the form that edits `key` of the draft. */
  const part = <Key extends keyof HouseholdDraft>(key: Key) => ({
    id,
    words,
    value: draft[key],
    onChange: (value: HouseholdDraft[Key]) => setDraft((now) => ({ ...now, [key]: value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = householdInput(draft, events, household);
    if (!input.name || input.members.length === 0) {
      setProblem(words.needsName);
      return;
    }
    // Invited to nothing, a household's page has nothing to answer: said before it is saved so, not after.
    if (draft.invited.size === 0 && !window.confirm(fill(words.noFunctionConfirm, { name: input.name }))) return;
    setProblem('');
    setSaving(true);
    const saved = await onSave(input);
    setSaving(false);
    if (!saved) setProblem(words.notSaved);
  };

  return (
    <form className="admin-card household-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{household ? fill(words.editTitle, { name: household.name }) : words.addTitle}</h3>
      <InputField
        id={`${id}-name`}
        label={words.householdName}
        value={draft.name}
        maxLength={GUEST_LIMITS.nameMaxLength}
        onValue={(name) => setDraft((now) => ({ ...now, name }))}
        placeholder={words.householdExample}
      />
      <MembersFields {...part('members')} />
      <InvitedFunctions {...part('invited')} events={events} />
      <DetailsRow {...part('details')} household={household} />
      <GreetingFields {...part('greeting')} />
      <ContactFields {...part('contact')} />
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <FormActions
        submit={saving ? words.savingNow : words.save}
        busy={saving}
        other={words.cancel}
        onOther={onCancel}
      />
    </form>
  );
}
