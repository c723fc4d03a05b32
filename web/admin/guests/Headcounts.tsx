import Download from 'lucide-react/icons/download';
import type { Headcount } from '../../../shared/guests/admin-shapes';
import type { MealChoice } from '../../../shared/site/meals';

/** The caterer's numbers per function, with the meal choices, and the sheet with every dietary note. */
export function Headcounts({ headcounts, meals }: { headcounts: readonly Headcount[]; meals: readonly MealChoice[] }) {
  const mealColumns = [...meals, { id: 'No choice', name: 'No choice' }];
  // The open form's guests, where they count: they are not on the list, so they are a column of their own.
  const counted = headcounts.filter((count) => count.openForm);
  // The two families' shares: shown once any household is filed under a side of its own.
  const bySide = headcounts.some((count) => count.bySide && count.bySide.bride + count.bySide.groom > 0);
  return (
    <section className="admin-card headcounts" aria-labelledby="headcounts-title">
      <div className="headcounts__head">
        <h2 id="headcounts-title">Headcounts per function</h2>
        <a className="button button--small" href="/api/admin/headcounts.csv" download>
          <Download aria-hidden="true" size={18} />
          Caterer's sheet (CSV)
        </a>
      </div>
      <p className="submissions__text">
        People on the guest list, each counted once per function; extra guests count once they are named in an answer.
      </p>
      {counted.length > 0 ? (
        <p className="submissions__text">
          {`Guests who answered through the open form are not on the list; as they said, they count for ${counted.map((count) => count.title).join(', ')} (rsvp.openAnswersCountFor in site.json chooses). The caterer's sheet adds them up.`}
        </p>
      ) : null}
      {/* Focusable, so that a keyboard can scroll the table sideways where a tablet is too narrow for it (axe's
          scrollable-region-focusable); a named region, so that a screen reader says what the stop is. A phone gets
          a card per function instead, every count labelled (GuestList.css). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      {/* biome-ignore lint/a11y/useSemanticElements: a <section> would add a landmark to every admin card's table */}
      <div className="headcounts__scroll" tabIndex={0} role="region" aria-label="Headcounts table, scrolls sideways">
        <table className="headcounts__table">
          <thead>
            <tr>
              <th scope="col">Function</th>
              <th scope="col">Invited</th>
              <th scope="col">Coming</th>
              {bySide ? (
                <th scope="col">
                  Coming by side <span className="visually-hidden">(bride’s, groom’s, both)</span>
                </th>
              ) : null}
              <th scope="col">Not coming</th>
              <th scope="col">No answer yet</th>
              <th scope="col">Children coming</th>
              {counted.length > 0 ? <th scope="col">Open form: coming</th> : null}
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
                <td data-label="Invited">{count.invited}</td>
                <td data-label="Coming">{count.attending}</td>
                {bySide ? (
                  <td data-label="Coming by side">
                    {count.bySide
                      ? `bride’s ${count.bySide.bride} · groom’s ${count.bySide.groom} · both ${count.bySide.both}`
                      : '–'}
                  </td>
                ) : null}
                <td data-label="Not coming">{count.declined}</td>
                <td data-label="No answer yet">{count.pending}</td>
                <td data-label="Children coming">{count.children}</td>
                {counted.length > 0 ? (
                  <td data-label="Open form: coming">{count.openForm ? count.openForm.attending : '–'}</td>
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
