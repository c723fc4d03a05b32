import type { Journey, Travel, TravelInput } from './schemas';
import { TRAVEL_MODES, type TravelMode } from './travel-modes';

// The journey's form as a family fills it in: read from its fields by name, the same way by the page's script
// taking over what was typed before it arrived and by the server taking the form posted without a script. Plain
// code: it travels in the journey's chunk, which must not carry the schemas' library.

/** A journey as the form holds it: empty strings for what is not told yet. */
export interface JourneyDraft {
  date: string;
  time: string;
  mode: TravelMode;
  number: string;
  place: string;
}
export interface PersonDraft {
  arrive: JourneyDraft;
  leave: JourneyDraft;
  pickup: boolean;
  drop: boolean;
}
export interface TravelDraft {
  stay: 'arranged' | 'own';
  needs: string;
  /** One journey for everyone: the fields drawn are the first person's. */
  together: boolean;
  people: Map<number, PersonDraft>;
}

export const draftOf = (journey: Journey | null | undefined): JourneyDraft => ({
  date: journey?.date ?? '',
  time: journey?.time ?? '',
  mode: journey?.mode ?? 'train',
  number: journey?.number ?? '',
  place: journey?.place ?? '',
});

/** Each person's journey as the household last saved it: empty, for one not told yet. */
export function savedDrafts(travel: Travel | null | undefined): (memberId: number) => PersonDraft {
  const told = new Map((travel?.people ?? []).map((person) => [person.memberId, person]));
  return (memberId) => {
    const person = told.get(memberId);
    return {
      arrive: draftOf(person?.arrive),
      leave: draftOf(person?.leave),
      pickup: person?.pickup ?? false,
      drop: person?.drop ?? false,
    };
  };
}

const journeyOf = (draft: JourneyDraft): Journey | null =>
  draft.date && draft.time
    ? { date: draft.date, time: draft.time, mode: draft.mode, number: draft.number || null, place: draft.place || null }
    : null;

/**
 * The form's fields, by their names ("stay", "together", "3.arrive.date", "3.pickup"): `field` gives a field's
 * value, or null when the form has no such field (a box not ticked). A person whose fields are not drawn takes
 * those of the first person when travelling together, and otherwise `untold`; a stay or needs not in the form,
 * `kept`.
 */
export function readTravelForm(
  memberIds: readonly number[],
  field: (name: string) => string | null,
  untold: (memberId: number) => PersonDraft,
  kept: { readonly stay: 'arranged' | 'own'; readonly needs: string },
): TravelDraft {
  const stay = field('stay');
  const needs = field('needs');
  const first = memberIds[0];
  const together = memberIds.length > 1 ? field('together') !== null : true;
  const typed = (editor: number, way: 'arrive' | 'leave'): JourneyDraft => {
    const mode = field(`${editor}.${way}.mode`);
    return {
      date: field(`${editor}.${way}.date`)?.trim() ?? '',
      time: field(`${editor}.${way}.time`)?.trim() ?? '',
      mode: TRAVEL_MODES.find((known) => known === mode) ?? 'train',
      number: field(`${editor}.${way}.number`)?.trim() ?? '',
      place: field(`${editor}.${way}.place`)?.trim() ?? '',
    };
  };
  return {
    // A form without the field (not a form of this page) keeps what was told, never a default in its place.
    stay: stay === 'own' || stay === 'arranged' ? stay : kept.stay,
    needs: needs ?? kept.needs,
    together,
    people: new Map(
      memberIds.map((memberId) => {
        // Travelling together, the fields drawn are the first person's; otherwise each person's own, if drawn.
        const editor =
          field(`${memberId}.arrive.date`) !== null ? memberId : together && first !== undefined ? first : undefined;
        if (editor === undefined || field(`${editor}.arrive.date`) === null) return [memberId, untold(memberId)];
        return [
          memberId,
          {
            arrive: typed(editor, 'arrive'),
            leave: typed(editor, 'leave'),
            pickup: field(`${editor}.pickup`) !== null,
            drop: field(`${editor}.drop`) !== null,
          },
        ];
      }),
    ),
  };
}

/** What the form says, as PUT /api/invitations/:token/travel takes it: a way with no date or no time is not told. */
export function travelInputOf(memberIds: readonly number[], draft: TravelDraft): TravelInput {
  const first = memberIds[0];
  return {
    stay: draft.stay,
    needs: draft.needs.trim() || null,
    people: memberIds.flatMap((memberId) => {
      const person = draft.people.get(draft.together && first !== undefined ? first : memberId);
      if (!person) return [];
      return [
        {
          memberId,
          arrive: journeyOf(person.arrive),
          leave: journeyOf(person.leave),
          pickup: person.pickup,
          drop: person.drop,
        },
      ];
    }),
  };
}

/** A way given only half (a date without its time, or a time without its date): the form asks again, not guesses. */
export const halfTold = (draft: TravelDraft) =>
  [...draft.people.values()].some((person) =>
    [person.arrive, person.leave].some((journey) => (journey.date === '') !== (journey.time === '')),
  );
