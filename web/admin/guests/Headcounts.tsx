import Download from 'lucide-react/icons/download';
import type { Headcount } from '../../../shared/guests/admin-shapes';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import type { MealChoice } from '../../../shared/site/meals';
import { useAdminLanguage } from '../admin-language';

/** The caterer's numbers per function, with the meal choices, and the sheet with every dietary note. */
export function Headcounts({ headcounts, meals }: { headcounts: readonly Headcount[]; meals: readonly MealChoice[] }) {
  const words = guestWords(useAdminLanguage().language);
  // "No choice" is the counts' own key for it (the caterer's sheet's column); its heading is in the reader's words.
  const mealColumns = [...meals, { id: 'No choice', name: words.noChoice }];
  // The open form's guests, where they count: they are not on the list, so they are a column of their own.
  const counted = headcounts.filter((count) => count.openForm);
  // The two families' shares: shown once any household is filed under a side of its own.
  const bySide = headcounts.some((count) => count.bySide && count.bySide.bride + count.bySide.groom > 0);
  return (
    <section className="admin-card headcounts" aria-labelledby="headcounts-title">
      <div className="headcounts__head">
        <h2 id="headcounts-title">{words.headcounts}</h2>
        <a className="button button--small" href="/api/admin/headcounts.csv" download>
          <Download aria-hidden="true" size={18} />
          {words.catererSheet}
        </a>
      </div>
      <p className="submissions__text">{words.headcountsIntro}</p>
      {counted.length > 0 ? (
        <p className="submissions__text">
          {fill(words.openFormCounts, { titles: counted.map((count) => count.title).join(', ') })}
        </p>
      ) : null}
      {/* Focusable, so that a keyboard can scroll the table sideways where a tablet is too narrow for it (axe's
          scrollable-region-focusable); a named region, so that a screen reader says what the stop is. A phone gets
          a card per function instead, every count labelled (GuestList.css). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <section> would add a landmark to every admin card's table */}
      <div className="headcounts__scroll" tabIndex={0} role="region" aria-label={words.headcountsTable}>
        <table className="headcounts__table">
          <thead>
            <tr>
              <th scope="col">{words.function}</th>
              <th scope="col">{words.invited}</th>
              <th scope="col">{words.coming}</th>
              {bySide ? (
                <th scope="col">
                  {words.comingBySide} <span className="visually-hidden">{words.comingBySideHint}</span>
                </th>
              ) : null}
              <th scope="col">{words.notComing}</th>
              <th scope="col">{words.noAnswerYet}</th>
              <th scope="col">{words.childrenComing}</th>
              {counted.length > 0 ? <th scope="col">{words.openFormComing}</th> : null}
              {mealColumns.map((meal) => (
                <th key={meal.id} scope="col">
                  {meal.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {headcounts.map((count) => (
              <tr key={count.eventId}>
                <th scope="row">{count.title}</th>
                <td data-label={words.invited}>{count.invited}</td>
                <td data-label={words.coming}>{count.attending}</td>
                {bySide ? (
                  <td data-label={words.comingBySide}>{count.bySide ? fill(words.bySideValue, count.bySide) : '–'}</td>
                ) : null}
                <td data-label={words.notComing}>{count.declined}</td>
                <td data-label={words.noAnswerYet}>{count.pending}</td>
                <td data-label={words.childrenComing}>{count.children}</td>
                {counted.length > 0 ? (
                  <td data-label={words.openFormComing}>{count.openForm ? count.openForm.attending : '–'}</td>
                ) : null}
                {mealColumns.map((meal) => (
                  <td key={meal.id} data-label={meal.name}>
                    {count.meals[meal.id] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
