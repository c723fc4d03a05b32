import { type FormEvent, useId, useState } from 'react';
import type { Household, HouseholdInput } from '../../../shared/guests/schemas';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { GUEST_LIMITS } from '../../../shared/limits/guests';
import type { WeddingEvent } from '../../../shared/site/events';
import { useAdminLanguage } from '../admin-language';
import { useMe } from '../me';
import { type Contact, ContactFields } from './household-form/ContactFields';
import { type Greeting, GreetingFields } from './household-form/GreetingFields';
import { InvitedFunctions } from './household-form/InvitedFunctions';
import { type MemberDraft, MembersFields } from './household-form/MembersFields';
import { PlusOnesField } from './household-form/PlusOnesField';
import { type HouseholdSide, sideOptions } from './household-form/side-options';

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
  const [name, setName] = useState(household?.name ?? '');
  const [members, setMembers] = useState<MemberDraft[]>(
    household?.members.map((m) => ({ ...m })) ?? [{ name: '', child: false }],
  );
  const [invited, setInvited] = useState<Set<string>>(
    new Set(household?.events ?? events.filter((e) => !e.private).map((e) => e.id)),
  );
  const [plusOnes, setPlusOnes] = useState(household?.plusOnes ?? 0);
  const [contact, setContact] = useState<Contact>({
    phone: household?.phone ?? '',
    email: household?.email ?? '',
    notes: household?.notes ?? '',
  });
  const [language, setLanguage] = useState<'en' | 'hi'>(household?.language === 'hi' ? 'hi' : 'en');
  const me = useMe();
  const words = guestWords(useAdminLanguage().language);
  const [side, setSide] = useState<HouseholdSide | ''>(household?.side ?? '');
  const [groups, setGroups] = useState((household?.groups ?? []).join(', '));
  const [greeting, setGreeting] = useState<Greeting>({
    en: household?.greeting.en ?? '',
    hi: household?.greeting.hi ?? '',
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const people = members.filter((m) => m.name.trim() !== '');
    if (!name.trim() || people.length === 0) {
      setProblem(words.needsName);
      return;
    }
    // Invited to nothing, a household's page has nothing to answer: said before it is saved so, not after.
    if (invited.size === 0 && !window.confirm(fill(words.noFunctionConfirm, { name: name.trim() }))) return;
    setProblem('');
    setSaving(true);
    const saved = await onSave({
      name: name.trim(),
      members: people.map((m) => ({ ...(m.id !== undefined && { id: m.id }), name: m.name.trim(), child: m.child })),
      events: events.filter((e) => invited.has(e.id)).map((e) => e.id),
      plusOnes,
      phone: contact.phone.trim() || null,
      email: contact.email.trim() || null,
      language,
      notes: contact.notes.trim() || null,
      greeting: { en: greeting.en.trim() || null, hi: greeting.hi.trim() || null },
      // A side is sent only when chosen or changed: an organiser saving a household of both sides leaves it so.
      ...(side !== '' && side !== household?.side && { side }),
      groups: [
        ...new Set(
          groups
            .split(/[,;]/)
            .map((group) => group.trim())
            .filter((group) => group !== ''),
        ),
      ],
    });
    setSaving(false);
    if (!saved) setProblem(words.notSaved);
  };

  return (
    <form className="admin-card household-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{household ? fill(words.editTitle, { name: household.name }) : words.addTitle}</h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>{words.householdName}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={GUEST_LIMITS.nameMaxLength}
          onChange={(e) => setName(e.target.value)}
          placeholder={words.householdExample}
        />
      </div>
      <MembersFields id={id} words={words} members={members} onChange={setMembers} />
      <InvitedFunctions words={words} events={events} invited={invited} onChange={setInvited} />
      <div className="household-form__row">
        <PlusOnesField id={id} words={words} plusOnes={plusOnes} onChange={setPlusOnes} />
        <div className="field">
          <label htmlFor={`${id}-language`}>{words.language}</label>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
          >
            <option value="en">{words.english}</option>
            <option value="hi">{words.hindi}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-side`}>{words.side}</label>
          <select id={`${id}-side`} value={side} onChange={(e) => setSide(e.target.value as HouseholdSide | '')}>
            {sideOptions(words, me, household).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-groups`}>{words.groups}</label>
          <input
            id={`${id}-groups`}
            value={groups}
            placeholder={words.groupsExample}
            onChange={(e) => setGroups(e.target.value)}
          />
        </div>
      </div>
      <GreetingFields id={id} words={words} greeting={greeting} onChange={setGreeting} />
      <ContactFields id={id} words={words} contact={contact} onChange={setContact} />
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="household-form__actions">
        <button type="submit" className="button button--small" disabled={saving}>
          {saving ? words.savingNow : words.save}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
