import type { Headcount } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import type { WeddingEvent } from '../../shared/site/events';
import { type MealChoice, mealName } from '../../shared/site/meals';
import { csvRecord, UTF8_BOM } from '../rsvp/csv';

export const NO_MEAL_CHOSEN = 'No choice';

/** The open form's answers in all: the guests its "yes" answers bring, and how many said no. */
export interface OpenFormTotals {
  readonly attending: number;
  readonly declined: number;
  /** Its coming guests by the meal their answer chose, by the meal's id; those who chose none are not here. */
  readonly meals?: Readonly<Record<string, number>>;
}

/**
 * The functions the open form's answers count for: every public one, or the one site.json names. Never a private
 * one: anyone may answer the open form.
 */
export function countsOpenAnswers(event: WeddingEvent, countedFor: string | undefined): boolean {
  if (event.private) return false;
  return countedFor === undefined || countedFor === 'public' || countedFor === event.id;
}

export function headcounts(
  households: readonly Household[],
  events: readonly WeddingEvent[],
  open: { readonly totals: OpenFormTotals; readonly countedFor: string | undefined } = {
    totals: { attending: 0, declined: 0 },
    countedFor: undefined,
  },
): Headcount[] {
  const openCounts = new Set(
    events.filter((event) => countsOpenAnswers(event, open.countedFor)).map((event) => event.id),
  );
  const anyOpen = open.totals.attending + open.totals.declined > 0;
  const known = new Set(events.map((event) => event.id));
  const removedIds = new Set<string>();
  for (const household of households) {
    for (const person of household.response?.people ?? [])
      for (const id of Object.keys(person.events)) if (!known.has(id)) removedIds.add(id);
  }
  const all = [
    ...events.map((event) => ({ eventId: event.id, title: event.title, removed: false })),
    ...[...removedIds]
      .sort()
      .map((id) => ({ eventId: id, title: `${id} (no longer in the itinerary)`, removed: true })),
  ];
  return all.map(({ eventId, title, removed }) => {
    const count: Headcount = {
      eventId,
      title,
      removed,
      invited: 0,
      attending: 0,
      declined: 0,
      pending: 0,
      children: 0,
      meals: {},
      dietary: [],
    };
    for (const household of households) {
      const invited = household.events.includes(eventId);
      if (invited) count.invited += household.members.length;
      // A household no longer invited keeps its answers, hidden: they count again if it is invited again.
      if (!invited && !removed) continue;
      let answeredMembers = 0;
      for (const person of household.response?.people ?? []) {
        const answer = person.events[eventId];
        if (answer === undefined) continue;
        if (person.memberId !== null) answeredMembers += 1;
        // An extra guest the family named is invited through its answer: counted among the invited too, so that coming,
        // not coming and not answered add up to the invited.
        else if (person.plusOne && invited) count.invited += 1;
        if (!answer) {
          count.declined += 1;
          continue;
        }
        count.attending += 1;
        if (person.child) count.children += 1;
        const meal = person.meal ?? NO_MEAL_CHOSEN;
        count.meals[meal] = (count.meals[meal] ?? 0) + 1;
        if (person.dietaryRestrictions)
          count.dietary.push({
            household: household.name,
            name: person.name,
            meal: person.meal,
            note: person.dietaryRestrictions,
          });
      }
      if (invited) count.pending += Math.max(0, household.members.length - answeredMembers);
    }
    if (anyOpen && openCounts.has(eventId)) {
      const { attending, declined, meals } = open.totals;
      count.openForm = { attending, declined, ...(meals && Object.keys(meals).length > 0 && { meals: { ...meals } }) };
    }
    return count;
  });
}

/** The caterer's sheet: the numbers per function, then every dietary note of those attending, per function. */
export function* headcountCsvLines(counts: readonly Headcount[], meals: readonly MealChoice[]): Generator<string> {
  // Counted by the id answers store, headed by the meal's name.
  const mealColumns = [...meals, { id: NO_MEAL_CHOSEN, name: NO_MEAL_CHOSEN }];
  yield UTF8_BOM +
    csvRecord([
      'Function',
      'Invited',
      'Attending',
      'Declined',
      'No answer yet',
      'Children attending',
      ...mealColumns.map((meal) => meal.name),
    ]);
  for (const count of counts) {
    yield csvRecord([
      count.title,
      count.invited,
      count.attending,
      count.declined,
      count.pending,
      count.children,
      ...mealColumns.map((meal) => count.meals[meal.id] ?? 0),
    ]);
  }
  yield csvRecord([]);
  yield csvRecord(['Function', 'Household', 'Name', 'Meal', 'Dietary note']);
  for (const count of counts)
    for (const note of count.dietary)
      yield csvRecord([count.title, note.household, note.name, note.meal && mealName(meals, note.meal), note.note]);
  // The open form's answers, where they count: guests not on the list, counted as they said.
  const open = counts.filter((count) => count.openForm);
  if (open.length === 0) return;
  yield csvRecord([]);
  // The open form's meals beside them, when any of its guests chose one.
  const openMeals = meals.filter((meal) => open.some((count) => count.openForm?.meals?.[meal.id]));
  yield csvRecord([
    'Function',
    'Attending from the guest list',
    'Guests coming through the open form',
    'Together',
    'Open form: not coming',
    ...openMeals.map((meal) => `Open form: ${meal.name}`),
  ]);
  for (const count of open) {
    const coming = count.openForm?.attending ?? 0;
    yield csvRecord([
      count.title,
      count.attending,
      coming,
      count.attending + coming,
      count.openForm?.declined ?? 0,
      ...openMeals.map((meal) => count.openForm?.meals?.[meal.id] ?? 0),
    ]);
  }
}
