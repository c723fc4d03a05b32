import { UTF8_BOM, csvRecord } from '../rsvp/csv';
import type { WeddingEvent } from '../../shared/site/events';
import type { Household } from '../../shared/guests/schemas';
import type { Headcount } from '../../shared/guests/admin-shapes';

export const NO_MEAL_CHOSEN = 'No choice';

export function headcounts(households: readonly Household[], events: readonly WeddingEvent[]): Headcount[] {
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
    return count;
  });
}

/** The caterer's sheet: the numbers per function, then every dietary note of those attending, per function. */
export function* headcountCsvLines(counts: readonly Headcount[], meals: readonly string[]): Generator<string> {
  const mealColumns = [...meals, NO_MEAL_CHOSEN];
  yield UTF8_BOM +
    csvRecord(['Function', 'Invited', 'Attending', 'Declined', 'No answer yet', 'Children attending', ...mealColumns]);
  for (const count of counts) {
    yield csvRecord([
      count.title,
      count.invited,
      count.attending,
      count.declined,
      count.pending,
      count.children,
      ...mealColumns.map((meal) => count.meals[meal] ?? 0),
    ]);
  }
  yield csvRecord([]);
  yield csvRecord(['Function', 'Household', 'Name', 'Meal', 'Dietary note']);
  for (const count of counts)
    for (const note of count.dietary) yield csvRecord([count.title, note.household, note.name, note.meal, note.note]);
}
