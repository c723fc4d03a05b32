import { useId, useState, type FormEvent } from 'react';
import type { Household, HouseholdInput } from '../../../shared/guests/schemas';
import { useMe } from '../me';
import { GUEST_LIMITS } from '../../../shared/guests/limits';
import type { WeddingEvent } from '../../../shared/site/events';
import { guestWords, type GuestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';

interface MemberDraft {
  id?: number;
  name: string;
  child: boolean;
}

/** Adds a household, or edits one: its name, its people, the functions it is invited to, and its details. */
type HouseholdSide = Household['side'];
const sideLabels = (words: GuestWords): Readonly<Record<HouseholdSide, string>> => ({
  both: words.bothSides,
  bride: words.theBrideSide,
  groom: words.theGroomSide,
});

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
  const [phone, setPhone] = useState(household?.phone ?? '');
  const [email, setEmail] = useState(household?.email ?? '');
  const [language, setLanguage] = useState<'en' | 'hi'>(household?.language === 'hi' ? 'hi' : 'en');
  const me = useMe();
  const words = guestWords(useAdminLanguage().language);
  const SIDE_LABELS = sideLabels(words);
  // The sides this person may file a household under: the couple any; an organiser their own ("both" with both).
  const sideChoices: HouseholdSide[] =
    me?.role === 'organiser'
      ? [...me.sides, ...(me.sides.length === 2 ? (['both'] as const) : [])]
      : ['both', 'bride', 'groom'];
  const [side, setSide] = useState<HouseholdSide | ''>(household?.side ?? '');
  // A new household starts unfiled ("" : the server files it, under the organiser's side or both sides).
  const sideOptions: Array<[HouseholdSide | '', string]> = [
    ...(household
      ? []
      : [['', me?.role === 'organiser' ? words.yourSide : words.bothSides] as [HouseholdSide | '', string]]),
    ...(household && !sideChoices.includes(household.side)
      ? [[household.side, SIDE_LABELS[household.side]] as [HouseholdSide, string]]
      : []),
    ...sideChoices
      .filter((choice) => household || me?.role === 'organiser' || choice !== 'both')
      .map((choice): [HouseholdSide, string] => [choice, SIDE_LABELS[choice]]),
  ];
  const [groups, setGroups] = useState((household?.groups ?? []).join(', '));
  const [notes, setNotes] = useState(household?.notes ?? '');
  const [greetingEn, setGreetingEn] = useState(household?.greeting.en ?? '');
  const [greetingHi, setGreetingHi] = useState(household?.greeting.hi ?? '');
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
      phone: phone.trim() || null,
      email: email.trim() || null,
      language,
      notes: notes.trim() || null,
      greeting: { en: greetingEn.trim() || null, hi: greetingHi.trim() || null },
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
      <fieldset className="household-form__members">
        <legend>{words.people}</legend>
        {members.map((member, index) => (
          <div key={member.id ?? `new-${index}`} className="household-form__member">
            <label className="visually-hidden" htmlFor={`${id}-m${index}`}>
              {fill(words.person, { n: index + 1 })}
            </label>
            <input
              id={`${id}-m${index}`}
              value={member.name}
              maxLength={GUEST_LIMITS.nameMaxLength}
              placeholder={words.fullName}
              onChange={(e) => setMembers(members.map((m, i) => (i === index ? { ...m, name: e.target.value } : m)))}
            />
            <label className="household-form__check">
              <input
                type="checkbox"
                checked={member.child}
                onChange={(e) =>
                  setMembers(members.map((m, i) => (i === index ? { ...m, child: e.target.checked } : m)))
                }
              />
              {words.childCheck}
            </label>
            <button
              type="button"
              className="button button--outline button--small"
              aria-label={fill(words.removePerson, { n: index + 1 })}
              onClick={() => setMembers(members.filter((_, i) => i !== index))}
            >
              {words.remove}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => setMembers([...members, { name: '', child: false }])}
        >
          {words.addPerson}
        </button>
      </fieldset>
      <fieldset>
        <legend>{words.invitedTo}</legend>
        {events.map((event) => (
          <label key={event.id} className="household-form__check">
            <input
              type="checkbox"
              checked={invited.has(event.id)}
              onChange={(e) => {
                const next = new Set(invited);
                if (e.target.checked) next.add(event.id);
                else next.delete(event.id);
                setInvited(next);
              }}
            />
            {event.title}
            {event.private ? words.private : ''}
          </label>
        ))}
      </fieldset>
      <div className="household-form__row">
        <div className="field">
          <label htmlFor={`${id}-plus`}>{words.extraAllowed}</label>
          <input
            id={`${id}-plus`}
            type="number"
            min={0}
            max={20}
            value={plusOnes}
            onChange={(e) => setPlusOnes(Math.max(0, Math.min(20, Number(e.target.value) || 0)))}
          />
        </div>
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
            {sideOptions.map(([value, label]) => (
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
      <fieldset className="household-form__greeting">
        <legend>{words.greeting}</legend>
        <div className="household-form__row">
          <div className="field">
            <label htmlFor={`${id}-greeting-en`}>{words.inEnglish}</label>
            <input
              id={`${id}-greeting-en`}
              lang="en"
              value={greetingEn}
              maxLength={GUEST_LIMITS.nameMaxLength}
              placeholder="Sharma family"
              onChange={(e) => setGreetingEn(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-greeting-hi`}>{words.inHindi}</label>
            <input
              id={`${id}-greeting-hi`}
              lang="hi"
              value={greetingHi}
              maxLength={GUEST_LIMITS.nameMaxLength}
              placeholder="शर्मा परिवार"
              onChange={(e) => setGreetingHi(e.target.value)}
            />
          </div>
        </div>
      </fieldset>
      <div className="household-form__row">
        <div className="field">
          <label htmlFor={`${id}-phone`}>{words.phone}</label>
          <input
            id={`${id}-phone`}
            type="tel"
            value={phone}
            maxLength={GUEST_LIMITS.phoneMaxLength}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{words.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            maxLength={GUEST_LIMITS.emailMaxLength}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{words.notes}</label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={GUEST_LIMITS.noteMaxLength}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
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
