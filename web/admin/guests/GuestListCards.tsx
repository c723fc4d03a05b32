import type { GuestListSummary } from '../../../shared/guests/guest-list-summary';

/** The guest list's own cards: people, each counted once, never mixed with the open form's answers. */
export function GuestListCards({ summary }: { summary: GuestListSummary }) {
  const cards = [
    ['Households answered', `${summary.householdsAnswered} of ${summary.households}`, 'households that sent an answer'],
    [
      'Coming',
      summary.coming,
      `people coming to at least one function${summary.childrenComing ? `, ${summary.childrenComing} of them children` : ''}`,
    ],
    ['Not coming', summary.notComing, 'people who declined every function'],
    ['No answer yet', summary.noAnswer, 'people on the list not yet answered for'],
  ] as const;
  return (
    <ul className="summary-cards summary-cards--guest-list" aria-label="Guest list summary">
      {cards.map(([label, value, counts]) => (
        <li key={label} className="admin-card summary-card">
          <span className="summary-card__label">{label}</span>
          <span className="summary-card__value">{value}</span>
          <span className="summary-card__counts">{counts}</span>
        </li>
      ))}
    </ul>
  );
}
