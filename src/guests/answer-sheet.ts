// Who is coming to what, one row per person: the sheet a couple opens to plan, sort and count. Each function under
// the title guests read, in the reader's language; the open form's answers in the same sheet, marked as such.

import type { AnsweredPerson, Household } from '../../shared/guests/schemas';
import type { AnswerSheetWords } from '../../shared/i18n/answer-sheet-words';
import { fill } from '../../shared/i18n/fill';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import { type MealChoice, mealName } from '../../shared/site/meals';
import { csvRecord, UTF8_BOM } from '../rsvp/csv';

export interface AnswerSheetFunction {
  readonly id: string;
  /** Its title as the reader reads it. */
  readonly title: string;
  /** Whether the open form's answers count for it (every public function, or the one site.json names). */
  readonly openFormCounts: boolean;
}

export interface AnswerSheet {
  readonly households: Iterable<Household>;
  readonly functions: readonly AnswerSheetFunction[];
  /** The open form's answers the numbers count; none for a reader who may not see them. */
  readonly openAnswers: Iterable<RsvpRecord & { readonly meal?: string | null }>;
  readonly meals: readonly MealChoice[];
  readonly words: AnswerSheetWords;
}

export function* answerSheetLines({
  households,
  functions,
  openAnswers,
  meals,
  words,
}: AnswerSheet): Generator<string> {
  yield UTF8_BOM +
    csvRecord([
      words.household,
      words.side,
      words.person,
      words.child,
      ...functions.map((fn) => fn.title),
      words.meal,
      words.dietary,
      words.status,
      words.answeredAt,
      words.from,
      words.guests,
    ]);
  const yesNo = (answer: boolean | undefined) => (answer === undefined ? '' : answer ? words.yes : words.no);
  for (const household of households) {
    const invited = new Set(household.events);
    const answered = household.response?.people ?? [];
    const unanswered = household.members.filter((member) => !answered.some((person) => person.memberId === member.id));
    const row = (person: string, child: boolean, cell: (id: string) => string, answer?: AnsweredPerson) =>
      csvRecord([
        household.name,
        words.sides[household.side],
        person,
        child ? words.yes : words.no,
        ...functions.map((fn) => (invited.has(fn.id) || answer?.events[fn.id] !== undefined ? cell(fn.id) : '')),
        answer?.meal ? mealName(meals, answer.meal) : '',
        answer?.dietaryRestrictions ?? '',
        words.statuses[household.status],
        household.response?.answeredAt ?? '',
        words.guestList,
        1,
      ]);
    for (const person of answered) {
      const name = person.plusOne ? fill(words.plusOne, { name: person.name }) : person.name;
      yield row(name, person.child, (id) => yesNo(person.events[id]), person);
    }
    for (const member of unanswered) yield row(member.name, member.child, () => words.noAnswer);
  }
  for (const answer of openAnswers) {
    yield csvRecord([
      '',
      '',
      answer.fullName,
      '',
      ...functions.map((fn) => (fn.openFormCounts ? yesNo(answer.attending) : '')),
      answer.meal ? mealName(meals, answer.meal) : '',
      answer.dietaryRestrictions ?? '',
      answer.attending ? words.statuses.coming : words.statuses.declined,
      answer.createdAt,
      words.openForm,
      answer.attending ? answer.guestCount : 0,
    ]);
  }
}
