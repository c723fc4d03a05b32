import type { Site } from './schema';

/** A meal as a form offers it: the id an answer stores, and its name in the page's language. */
export interface MealChoice {
  readonly id: string;
  readonly name: string;
}

/** The meals site.json offers, in the language `site` is in; a meal written as a plain name is its own id. */
export function mealChoices(site: Site): MealChoice[] {
  return (site.rsvp?.meals ?? []).map((meal) => (typeof meal === 'string' ? { id: meal, name: meal } : meal));
}

/** The ids an answer may store. */
export const mealIds = (site: Site): string[] => mealChoices(site).map((meal) => meal.id);

/** The name of the meal an answer stored, in the page's language; an id no longer offered reads as itself. */
export const mealName = (meals: readonly MealChoice[], id: string): string =>
  meals.find((meal) => meal.id === id)?.name ?? id;
