import { type FormEvent, useRef, useState } from 'react';
import type { InvitationView } from '../../../shared/guests/invitation-view';
import type { PersonalInvitation, TravelWarning } from '../../../shared/page-data';
import {
  type PersonDraft,
  readTravelForm,
  savedDrafts,
  type TravelDraft,
  travelInputOf,
} from '../../../shared/stay/travel-form';
import { apiJson, failureText } from '../../api';
import { type TravelWords, useTexts } from '../../i18n/texts';
import { useTravelTypedBeforeScript } from './use-travel-typed-before-script';

const sameDraft = (a: PersonDraft, b: PersonDraft) => JSON.stringify(a) === JSON.stringify(b);

export type SaveStatus = { kind: 'idle' | 'saving' | 'saved' | 'failed'; text?: string };

/** The form as it was posted without the script and came back, or as the household last saved it. */
function startingForm(
  view: InvitationView,
  returned: PersonalInvitation['travelReturned'],
  initial: (memberId: number) => PersonDraft,
): TravelDraft {
  const members = view.household.members;
  const memberIds = members.map((member) => member.id);
  const first = members[0];
  const kept = { stay: view.travel?.stay ?? 'arranged', needs: view.travel?.needs ?? '' };
  return returned
    ? readTravelForm(memberIds, (name) => returned.fields[name] ?? null, initial, kept)
    : {
        ...kept,
        together: members.every((member) => first && sameDraft(initial(member.id), initial(first.id))),
        people: new Map(memberIds.map((memberId) => [memberId, initial(memberId)])),
      };
}

/**
 * The journey's form as the household fills it in: where it stays, each person's way there and back (one for everyone
 * travelling together), its needs; and its saving, with what the server noticed and what stopped it.
 */
export function useTravelForm({ token, view, travelReturned: returned }: PersonalInvitation, words: TravelWords) {
  const texts = useTexts();
  const members = view.household.members;
  const memberIds = members.map((member) => member.id);
  const initial = savedDrafts(view.travel);
  const [start] = useState(() => startingForm(view, returned, initial));
  const [people, setPeople] = useState(start.people);
  const [together, setTogether] = useState(start.together);
  const [stay, setStay] = useState(start.stay);
  const [needs, setNeeds] = useState(start.needs);
  const [status, setStatus] = useState<SaveStatus>(
    returned ? (returned.problem ? { kind: 'failed', text: returned.problem } : { kind: 'saved' }) : { kind: 'idle' },
  );
  const [warnings, setWarnings] = useState<readonly TravelWarning[]>(returned?.warnings ?? []);
  const draftFor = (memberId: number) => people.get(memberId) ?? initial(memberId);
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
    draftFor,
    { stay, needs },
  );

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

  return {
    formElement,
    scriptRunning,
    stay,
    setStay,
    needs,
    setNeeds,
    together,
    setTogether,
    draftFor,
    change,
    save,
    status,
    warnings,
  };
}
