import { type FormEvent, useId, useRef, useState } from 'react';
import { travelWords } from '../../shared/i18n/travel-words';
import { STAY_LIMITS } from '../../shared/limits/stay';
import type { PersonalInvitation, TravelWarning } from '../../shared/page-data';
import { draftOf, type PersonDraft, readTravelForm, travelInputOf } from '../../shared/stay/travel-form';
import { apiJson, failureText } from '../api';
import { useTexts } from '../i18n/texts';
import { JourneyFields } from './travel/JourneyFields';
import { StayChoice } from './travel/StayChoice';
import { StayDecided } from './travel/StayDecided';
import { TravelWarnings } from './travel/TravelWarnings';
import { useTravelTypedBeforeScript } from './travel/use-travel-typed-before-script';

const sameDraft = (a: PersonDraft, b: PersonDraft) => JSON.stringify(a) === JSON.stringify(b);

/** Each way of the journey, with what the household may ask for on it: a pickup on arriving, a drop on leaving. */
const WAYS = [
  { way: 'arrive', wanted: 'pickup' },
  { way: 'leave', wanted: 'drop' },
] as const;

/**
 * A travelling household's journey (when the couple asks for it): where it stays, when each person arrives and
 * leaves, and how; then, once the couple has decided them, its room and who meets it. All at once for a family
 * travelling together, or person by person.
 */
export function TravelSection({
  invitation: { token, view, travelReturned: returned },
  language,
  dateOf,
}: {
  invitation: PersonalInvitation;
  /** The page's language: the section's words are its own, not in the page's data. */
  language: 'en' | 'hi';
  /** A date as the page writes it ("Saturday, August 30, 2025"): given, so this chunk does not carry the writer. */
  dateOf: (isoDate: string) => string;
}) {
  const texts = useTexts();
  const words = travelWords(language);
  const id = useId();
  const members = view.household.members;
  const told = new Map((view.travel?.people ?? []).map((person) => [person.memberId, person]));
  const initial = (memberId: number): PersonDraft => {
    const person = told.get(memberId);
    return {
      arrive: draftOf(person?.arrive),
      leave: draftOf(person?.leave),
      pickup: person?.pickup ?? false,
      drop: person?.drop ?? false,
    };
  };
  const memberIds = members.map((member) => member.id);
  const first = members[0];
  // The form as it was posted without the script and came back, or as the household last saved it.
  const [start] = useState(() =>
    returned
      ? readTravelForm(memberIds, (name) => returned.fields[name] ?? null, initial, {
          stay: view.travel?.stay ?? 'arranged',
          needs: view.travel?.needs ?? '',
        })
      : {
          stay: view.travel?.stay ?? 'arranged',
          needs: view.travel?.needs ?? '',
          together: members.every((member) => first && sameDraft(initial(member.id), initial(first.id))),
          people: new Map(memberIds.map((memberId) => [memberId, initial(memberId)])),
        },
  );
  const [people, setPeople] = useState(start.people);
  const [together, setTogether] = useState(start.together);
  const [stay, setStay] = useState(start.stay);
  const [needs, setNeeds] = useState(start.needs);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'failed'; text?: string }>(
    returned ? (returned.problem ? { kind: 'failed', text: returned.problem } : { kind: 'saved' }) : { kind: 'idle' },
  );
  const [warnings, setWarnings] = useState<readonly TravelWarning[]>(returned?.warnings ?? []);
  const formElement = useRef<HTMLFormElement>(null);
  const scriptRunning = useTravelTypedBeforeScript(
    formElement,
    (typed) => {
      setStay(typed.stay);
      setNeeds(typed.needs);
      setTogether(typed.together);
      setPeople(typed.people);
    },
    memberIds,
    (memberId) => people.get(memberId) ?? initial(memberId),
    { stay, needs },
  );

  // The journey posted without the script after the couple stopped asking: said, since no form is left to show it.
  if (!view.travelAsked)
    return returned?.problem ? (
      <section id="journey" className="travel below-fold">
        <p className="rsvp__problem travel__card" role="alert">
          {returned.problem}
        </p>
      </section>
    ) : null;

  const change = (memberId: number, next: PersonDraft) =>
    setPeople((now) => {
      const updated = new Map(now);
      // Travelling together, one journey is everyone's.
      for (const member of members) if (together || member.id === memberId) updated.set(member.id, next);
      return updated;
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'saving' });
    const input = travelInputOf(memberIds, { stay, needs, together, people });
    try {
      const answer = await apiJson<{ warnings: TravelWarning[] }>('PUT', `/api/invitations/${token}/travel`, input);
      setWarnings(answer.warnings);
      setStatus({ kind: 'saved' });
    } catch (err) {
      setStatus({ kind: 'failed', text: failureText(err, words.notSaved, texts) });
    }
  };

  const editors = together && first ? [{ id: first.id, name: null }] : members.map((m) => ({ id: m.id, name: m.name }));

  return (
    <section id="journey" className="travel below-fold" aria-labelledby={`${id}-title`}>
      <div className="travel__card">
        <h2 id={`${id}-title`}>{words.title}</h2>
        <StayDecided view={view} words={words} dateOf={dateOf} />
        <p className="travel__intro">{words.intro}</p>
        {/* Posted as it is where the script never runs; the page that answers opens at this section again. */}
        <form
          className="travel__form"
          method="post"
          action={`/i/${token}/travel#journey`}
          onSubmit={save}
          ref={formElement}
          data-script={scriptRunning ? 'running' : undefined}
        >
          <StayChoice words={words} stay={stay} onChange={setStay} />
          {members.length > 1 ? (
            <label className="choice travel__together">
              <input
                type="checkbox"
                name="together"
                checked={together}
                onChange={(e) => setTogether(e.target.checked)}
              />
              <span>{words.together}</span>
            </label>
          ) : null}
          {editors.map((editor) => {
            const draft = people.get(editor.id) ?? initial(editor.id);
            return (
              <fieldset key={editor.id} className="travel__person">
                {editor.name ? <legend>{editor.name}</legend> : null}
                {WAYS.map(({ way, wanted }) => (
                  <JourneyFields
                    key={way}
                    prefix={`${id}-${editor.id}-${way}`}
                    name={`${editor.id}.${way}`}
                    wantedName={`${editor.id}.${wanted}`}
                    words={words}
                    title={way === 'arrive' ? words.arriving : words.leaving}
                    byLabel={way === 'arrive' ? words.by : words.byLeaving}
                    journey={draft[way]}
                    onChange={(journey) => change(editor.id, { ...draft, [way]: journey })}
                    wanted={draft[wanted]}
                    wantedLabel={wanted === 'pickup' ? words.pickup : words.drop}
                    onWanted={(on) => change(editor.id, { ...draft, [wanted]: on })}
                  />
                ))}
              </fieldset>
            );
          })}
          <div className="field">
            <label htmlFor={`${id}-needs`}>{words.needs}</label>
            <textarea
              id={`${id}-needs`}
              name="needs"
              rows={2}
              maxLength={STAY_LIMITS.travelNeedsMaxLength}
              value={needs}
              onChange={(e) => setNeeds(e.target.value)}
            />
          </div>
          <TravelWarnings
            warnings={warnings}
            words={words}
            nameOf={(memberId) => members.find((member) => member.id === memberId)?.name ?? ''}
            arrivalOf={(memberId) => (people.get(memberId) ?? initial(memberId)).arrive.date}
            dateOf={dateOf}
          />
          {status.kind === 'failed' ? (
            <p className="rsvp__problem" role="alert">
              {status.text}
            </p>
          ) : null}
          {status.kind === 'saved' ? (
            <p className="travel__saved" role="status">
              {words.saved}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={status.kind === 'saving'}>
            {status.kind === 'saving' ? words.saving : words.save}
          </button>
        </form>
      </div>
    </section>
  );
}
