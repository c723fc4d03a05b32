import type { PersonalInvitation } from '../../../shared/page-data';
import type { PersonDraft } from '../../../shared/stay/travel-form';
import type { TravelWords } from '../../i18n/texts';
import { JourneyFields } from './JourneyFields';

/** Each way of the journey, with what the household may ask for on it: a pickup on arriving, a drop on leaving. */
const WAYS = [
  { way: 'arrive', wanted: 'pickup' },
  { way: 'leave', wanted: 'drop' },
] as const;

type Member = PersonalInvitation['view']['household']['members'][number];

/** Each person's way there and back, with a pickup and a drop; one journey, unnamed, for a family travelling as one. */
export function PersonJourneys({
  id,
  members,
  together,
  words,
  draftFor,
  change,
}: {
  /** The section's own id, which each field's id begins with. */
  id: string;
  members: readonly Member[];
  together: boolean;
  words: TravelWords;
  draftFor: (memberId: number) => PersonDraft;
  change: (memberId: number, next: PersonDraft) => void;
}) {
  const first = members[0];
  const editors = together && first ? [{ id: first.id, name: null }] : members.map((m) => ({ id: m.id, name: m.name }));
  return editors.map((editor) => {
    const draft = draftFor(editor.id);
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
  });
}
