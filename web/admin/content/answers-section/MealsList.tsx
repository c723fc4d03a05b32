import { contentWords } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import { useAdminLanguage } from '../../admin-language';
import type { SectionProps } from '../draft';
import type { Localised } from '../LocalTextField';
import { TextList } from '../TextList';
import { useShownText } from '../wedding-languages';
import { type Rsvp, rsvpChanger } from './rsvp-draft';

type Meal = NonNullable<Rsvp['meals']>[number];

/** A meal as the editor shows it: its name in each language, under the id its answers are stored by. */
const asNamed = (meal: Meal): { id: string; name: Localised } =>
  typeof meal === 'string' ? { id: meal, name: meal } : (meal as { id: string; name: Localised });

/** The meals guests choose from; one taken out that answers were stored under is asked about first. */
export function MealsList({ site, set, errorAt }: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  const shown = useShownText();
  const setRsvp = rsvpChanger(set);
  const meals = (site.rsvp?.meals ?? []).map(asNamed);
  return (
    <TextList
      legend={words.meals}
      empty={words.noMeals}
      items={meals.map((meal, m) => ({
        key: meal.id || `new-${m}`,
        label: fill(words.meal, { number: m + 1 }),
        value: meal.name,
        error: errorAt(`rsvp.meals[${m}]`),
        onChange: (next) =>
          setRsvp((r) => {
            const list = [...(r.meals ?? [])];
            // The id stays what answers were stored under; a new meal gets its name as its id when saved
            // (withMealIds), not the first letter typed.
            list[m] = { id: meal.id, name: next } as Meal;
            r.meals = list;
          }),
        onRemove: () => {
          if (meal.id && !window.confirm(fill(words.stopMeal, { meal: shown(meal.name), id: meal.id }))) return;
          setRsvp((r) => {
            const list = [...(r.meals ?? [])];
            list.splice(m, 1);
            if (list.length > 0) r.meals = list;
            else delete r.meals;
          });
        },
        removeLabel: fill(words.removeMeal, { number: m + 1 }),
      }))}
      addLabel={words.addMeal}
      onAdd={() =>
        setRsvp((r) => {
          r.meals = [...(r.meals ?? []), { id: '', name: '' }];
        })
      }
    />
  );
}
