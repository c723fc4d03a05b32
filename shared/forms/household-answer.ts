// A household's answer as its form holds it, and as the API takes it. Plain data and functions, shared by the form
// and the server's reading of the same form posted without the script.
import type { InvitationView } from '../guests/invitation-view';
import type { ResponseInput } from '../guests/schemas';

export type Choice = '' | 'yes' | 'no';

export interface PersonAnswer {
  /** A member's id; absent for an extra guest (a plus-one), who is known by the name typed in. */
  readonly id?: number;
  readonly name: string;
  readonly child: boolean;
  readonly events: Readonly<Record<string, Choice>>;
  readonly meal: string;
  readonly dietary: string;
}

export interface HouseholdAnswer {
  readonly people: readonly PersonAnswer[];
  readonly message: string;
}

/**
 * The form's starting point: the stored answer where there is one, else nothing chosen; every plus-one slot is there.
 */
export function answerFromView(view: InvitationView): HouseholdAnswer {
  const stored = view.response?.people ?? [];
  const choices = (events: Readonly<Record<string, boolean>> | undefined) =>
    Object.fromEntries(
      view.events.map((event): [string, Choice] => [
        event.id,
        events?.[event.id] === undefined ? '' : events[event.id] ? 'yes' : 'no',
      ]),
    );
  // A meal the couple no longer offers is not chosen again: the form would send what the server now refuses.
  const offered = (meal: string | null | undefined) => (meal && view.meals.some((m) => m.id === meal) ? meal : '');
  const members = view.household.members.map((member): PersonAnswer => {
    const answer = stored.find((person) => person.memberId === member.id);
    return {
      id: member.id,
      name: member.name,
      child: member.child,
      events: choices(answer?.events),
      meal: offered(answer?.meal),
      dietary: answer?.dietaryRestrictions ?? '',
    };
  });
  const extras = stored.filter((person) => person.plusOne);
  const plusOnes = Array.from({ length: view.household.plusOnes }, (_, index): PersonAnswer => {
    const extra = extras[index];
    return {
      name: extra?.name ?? '',
      child: false,
      events: choices(extra?.events),
      meal: offered(extra?.meal),
      dietary: extra?.dietaryRestrictions ?? '',
    };
  });
  return { people: [...members, ...plusOnes], message: view.response?.message ?? '' };
}

/** An extra guest's slot left without a name is not an answer: it is left out. */
const counts = (person: PersonAnswer) => person.id !== undefined || person.name.trim() !== '';

/** Which person and event still has no yes or no, as "<person index>:<event id>" keys. */
export function unanswered(answer: HouseholdAnswer, eventIds: readonly string[]): Set<string> {
  const missing = new Set<string>();
  answer.people.forEach((person, index) => {
    if (!counts(person)) return;
    for (const id of eventIds) if (!person.events[id]) missing.add(`${index}:${id}`);
  });
  return missing;
}

/**
 * The family's one-tap answer: everyone on the form (members, and extra guests given a name) coming to every function,
 * or to none, except where a person chose on this visit. A choice made on the page since it opened (`opened`, the
 * form as it started: empty, or the stored answer) is that person's own and stays: "Not coming" to one function, then
 * "We are all coming", keeps the "Not coming". What the form started with is what the quick answer replaces.
 */
export function everyoneSays(
  answer: HouseholdAnswer,
  eventIds: readonly string[],
  choice: 'yes' | 'no',
  opened?: HouseholdAnswer,
): HouseholdAnswer {
  return {
    ...answer,
    people: answer.people.map((person, index) => {
      if (!counts(person)) return person;
      const before = opened?.people[index]?.events ?? {};
      const own = (id: string) => {
        const now = person.events[id] ?? '';
        return now !== '' && now !== (before[id] ?? '') ? now : choice;
      };
      return { ...person, events: Object.fromEntries(eventIds.map((id) => [id, own(id)])) };
    }),
  };
}

/**
 * One meal for the whole family, chosen once beside the quick answer: it is the meal of every person who did not
 * choose one on this visit; a person's own choice, made before or after it, stays theirs.
 */
export function everyoneEats(answer: HouseholdAnswer, meal: string, opened?: HouseholdAnswer): HouseholdAnswer {
  return {
    ...answer,
    people: answer.people.map((person, index) => {
      const chosenHere = person.meal !== '' && person.meal !== (opened?.people[index]?.meal ?? '');
      return chosenHere ? person : { ...person, meal };
    }),
  };
}

/**
 * The form's quick answers (one meal for everyone, everyone coming or not) laid under what each person chose on this
 * visit; `opened` is the form as it started (the stored answer, when the family is changing it).
 */
export function withQuickAnswers(
  answer: HouseholdAnswer,
  eventIds: readonly string[],
  { meal, everyone }: { meal?: string; everyone?: 'yes' | 'no' | null },
  opened?: HouseholdAnswer,
): HouseholdAnswer {
  const fed = meal ? everyoneEats(answer, meal, opened) : answer;
  return everyone ? everyoneSays(fed, eventIds, everyone, opened) : fed;
}

export function toResponseInput(answer: HouseholdAnswer): ResponseInput {
  return {
    members: answer.people.filter(counts).map((person) => ({
      ...(person.id !== undefined ? { id: person.id } : { name: person.name.trim() }),
      events: Object.fromEntries(
        Object.entries(person.events)
          .filter(([, choice]) => choice !== '')
          .map(([id, choice]) => [id, choice === 'yes']),
      ),
      meal: person.meal || null,
      dietaryRestrictions: person.dietary.trim() || null,
    })),
    message: answer.message.trim() || null,
  };
}

/** Form field names, the same with and without the script: p0.e.mehendi=yes, p0.meal, p0.note, p3.name, message. */
export const fieldName = {
  event: (person: number, eventId: string) => `p${person}.e.${eventId}`,
  meal: (person: number) => `p${person}.meal`,
  note: (person: number) => `p${person}.note`,
  name: (person: number) => `p${person}.name`,
  message: 'message',
  /** The one-tap buttons' name: "yes" (all of us, to everything) or "no" (none of us). */
  everyone: 'everyone',
  /** The meal chosen once for everyone, beside the one-tap buttons. */
  everyoneMeal: 'everyone.meal',
} as const;

/**
 * What the family chose or typed before the page's script took over the form, laid over the answer the script starts
 * from: a choice made, a name, a meal or a note typed, wins; nothing left empty erases what was there.
 */
export function withTyped(current: HouseholdAnswer, typed: HouseholdAnswer): HouseholdAnswer {
  return {
    people: current.people.map((person, index) => {
      const mine = typed.people[index];
      if (!mine) return person;
      return {
        ...person,
        name: person.id === undefined && mine.name ? mine.name : person.name,
        events: Object.fromEntries(
          Object.entries(person.events).map(([id, choice]) => [id, mine.events[id] || choice]),
        ),
        meal: mine.meal || person.meal,
        dietary: mine.dietary || person.dietary,
      };
    }),
    message: typed.message || current.message,
  };
}

/** What each person chose and typed on the form as the browser posts it, before any quick answer is applied. */
export function typedInPost(
  view: InvitationView,
  fields: Readonly<Record<string, string | undefined>>,
): HouseholdAnswer {
  const start = answerFromView({ ...view, response: null });
  return {
    people: start.people.map((person, index) => ({
      ...person,
      name: person.id !== undefined ? person.name : (fields[fieldName.name(index)] ?? ''),
      events: Object.fromEntries(
        view.events.map((event): [string, Choice] => {
          const value = fields[fieldName.event(index, event.id)];
          return [event.id, value === 'yes' || value === 'no' ? value : ''];
        }),
      ),
      meal: fields[fieldName.meal(index)] ?? '',
      dietary: fields[fieldName.note(index)] ?? '',
    })),
    message: fields[fieldName.message] ?? '',
  };
}

/** The form's quick answers as the browser posts them: a meal the couple does not offer is not taken. */
export function quickAnswersInPost(
  view: InvitationView,
  fields: Readonly<Record<string, string | undefined>>,
): { meal?: string; everyone?: 'yes' | 'no' } {
  const meal = fields[fieldName.everyoneMeal];
  const everyone = fields[fieldName.everyone];
  return {
    ...(meal && view.meals.some((offered) => offered.id === meal) && { meal }),
    ...((everyone === 'yes' || everyone === 'no') && { everyone }),
  };
}

/**
 * The answer the browser posts without the script: each person's own choices, then the quick answers under them. The
 * form was drawn with the stored answer (`view.response`): a choice posted as it was stored is no choice of this visit.
 */
export function answerFromPost(
  view: InvitationView,
  fields: Readonly<Record<string, string | undefined>>,
): HouseholdAnswer {
  return withQuickAnswers(
    typedInPost(view, fields),
    view.events.map((event) => event.id),
    quickAnswersInPost(view, fields),
    answerFromView(view),
  );
}
