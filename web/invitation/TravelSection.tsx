import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { InvitationView } from '../../shared/guests/invitation-view';
import type { PersonalInvitation, TravelWarning } from '../../shared/page-data';
import { TRAVEL_MODES } from '../../shared/stay/travel-modes';
import {
  draftOf,
  type JourneyDraft,
  type PersonDraft,
  readTravelForm,
  travelInputOf,
} from '../../shared/stay/travel-form';
import { apiJson, failureText } from '../api';
import { fill, useTexts } from '../i18n/texts';
import { travelWords, type TravelWords } from '../../shared/i18n/travel-words';

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
  const [scriptRunning, setScriptRunning] = useState(false);
  // What the family chose and typed before the script arrived is taken over, not wiped (as the answer's form does):
  // a layout effect runs in the same task as hydration, so nothing slips in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const element = formElement.current;
    if (element) {
      const fields = new FormData(element);
      const typed = readTravelForm(
        memberIds,
        (name) => {
          const value = fields.get(name);
          return typeof value === 'string' ? value : null;
        },
        (memberId) => people.get(memberId) ?? initial(memberId),
        { stay, needs },
      );
      setStay(typed.stay);
      setNeeds(typed.needs);
      setTogether(typed.together);
      setPeople(typed.people);
    }
    setScriptRunning(true);
  }, []);

  // The journey posted without the script after the couple stopped asking: said, since no form is left to show it.
  if (!view.travelAsked)
    return returned?.problem ? (
      <section id="journey" className="travel below-fold">
        <p className="rsvp__problem travel__card" role="alert">
          {returned.problem}
        </p>
      </section>
    ) : null;
  const names = new Map(members.map((member) => [member.id, member.name]));

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
          <fieldset className="travel__stay">
            <legend>{words.stay}</legend>
            <div className="choices">
              {(['arranged', 'own'] as const).map((choice) => (
                <label key={choice} className="choice">
                  <input
                    type="radio"
                    name="stay"
                    value={choice}
                    checked={stay === choice}
                    onChange={() => setStay(choice)}
                  />
                  <span>{choice === 'arranged' ? words.stayArranged : words.stayOwn}</span>
                </label>
              ))}
            </div>
          </fieldset>
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
              maxLength={500}
              value={needs}
              onChange={(e) => setNeeds(e.target.value)}
            />
          </div>
          {warnings.length > 0 ? (
            <ul className="travel__warnings" role="note">
              {warnings.map((warning) => {
                const name = names.get(warning.memberId) ?? '';
                const arrival = (people.get(warning.memberId) ?? initial(warning.memberId)).arrive.date;
                return (
                  <li key={`${warning.memberId}-${warning.kind}`}>
                    {warning.kind === 'far-from-the-wedding'
                      ? fill(words.farFromWedding, { name, date: arrival ? dateOf(arrival) : '' })
                      : fill(words.leavesBeforeArriving, { name })}
                  </li>
                );
              })}
            </ul>
          ) : null}
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

function JourneyFields({
  byLabel,
  prefix,
  name,
  wantedName,
  words,
  title,
  journey,
  onChange,
  wanted,
  wantedLabel,
  onWanted,
}: {
  /** How they come, or how they go: the mode's label, which some languages word apart. */
  byLabel: string;
  prefix: string;
  /** The fields' names ("3.arrive.date"): what the form holds before the script has taken it over. */
  name: string;
  wantedName: string;
  words: TravelWords;
  title: string;
  journey: JourneyDraft;
  onChange: (journey: JourneyDraft) => void;
  wanted: boolean;
  wantedLabel: string;
  onWanted: (wanted: boolean) => void;
}) {
  const set = (field: keyof JourneyDraft, value: string) => onChange({ ...journey, [field]: value });
  return (
    <fieldset className="travel__journey">
      <legend>{title}</legend>
      <div className="travel__row">
        <div className="field">
          <label htmlFor={`${prefix}-date`}>{words.date}</label>
          <input
            id={`${prefix}-date`}
            name={`${name}.date`}
            type="date"
            value={journey.date}
            onChange={(e) => set('date', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-time`}>{words.time}</label>
          <input
            id={`${prefix}-time`}
            name={`${name}.time`}
            type="time"
            value={journey.time}
            required={journey.date !== ''}
            onChange={(e) => set('time', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-mode`}>{byLabel}</label>
          <select
            id={`${prefix}-mode`}
            name={`${name}.mode`}
            value={journey.mode}
            onChange={(e) => set('mode', e.target.value)}
          >
            {TRAVEL_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {words.modes[mode]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="travel__row">
        <div className="field">
          <label htmlFor={`${prefix}-number`}>{words.number}</label>
          <input
            id={`${prefix}-number`}
            name={`${name}.number`}
            maxLength={40}
            value={journey.number}
            onChange={(e) => set('number', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-place`}>{words.place}</label>
          <input
            id={`${prefix}-place`}
            name={`${name}.place`}
            maxLength={100}
            value={journey.place}
            onChange={(e) => set('place', e.target.value)}
          />
        </div>
      </div>
      <label className="choice">
        <input type="checkbox" name={wantedName} checked={wanted} onChange={(e) => onWanted(e.target.checked)} />
        <span>{wantedLabel}</span>
      </label>
    </fieldset>
  );
}

/** The room and the pickups, once the couple has decided them. */
function StayDecided({
  view,
  words,
  dateOf,
}: {
  view: InvitationView;
  words: TravelWords;
  dateOf: (isoDate: string) => string;
}) {
  const rooms = view.rooms ?? [];
  const pickups = view.pickups ?? [];
  if (rooms.length === 0 && pickups.length === 0) return null;
  // One line per journey: the people met together at one time and place.
  const together = new Map<string, typeof pickups>();
  for (const pickup of pickups) {
    const key = [pickup.direction, pickup.date, pickup.time, pickup.place, pickup.driver].join('|');
    together.set(key, [...(together.get(key) ?? []), pickup]);
  }
  return (
    <div className="travel__decided">
      {rooms.length > 0 ? (
        <div>
          <h3>{words.whereYouStay}</h3>
          <ul>
            {rooms.map((room) => (
              <li key={`${room.place}-${room.name}`}>
                <strong>{fill(words.room, { place: room.place, room: room.name })}</strong>
                {room.address ? <span className="travel__address">{room.address}</span> : null}
                <span>{room.people.join(', ')}</span>
                {room.sharedWith.length > 0 ? (
                  <span>{fill(words.sharing, { names: room.sharedWith.join(', ') })}</span>
                ) : null}
                {room.checkIn || room.checkOut ? (
                  <span>
                    {[
                      room.checkIn ? fill(words.checkIn, { date: dateOf(room.checkIn) }) : null,
                      room.checkOut ? fill(words.checkOut, { date: dateOf(room.checkOut) }) : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {pickups.length > 0 ? (
        <div>
          <h3>{words.pickups}</h3>
          <ul>
            {[...together.values()].map((group) => {
              const [one] = group;
              if (!one) return null;
              const line = fill(one.direction === 'arrive' ? words.pickupLine : words.dropLine, {
                names: group.map((pickup) => pickup.name).join(', '),
                date: dateOf(one.date),
                time: one.time,
                place: one.place ?? '',
              });
              return (
                <li key={`${one.direction}-${one.date}-${one.time}-${one.memberId}`}>
                  <span>{line}</span>
                  {one.driver ? (
                    <span>
                      {fill(words.driver, { driver: one.driver })}
                      {one.driverPhone ? (
                        <>
                          {' · '}
                          <a href={`tel:${one.driverPhone.replace(/[^0-9+]/g, '')}`}>{one.driverPhone}</a>
                        </>
                      ) : null}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
