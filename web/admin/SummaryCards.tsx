import type { RsvpSummary } from '../../shared/rsvp/schemas';

/**
 * SPEC's four cards, counted by the server over every response, whatever the table below shows. They count the open
 * form only; the guest list has its own cards, so that nobody who answered through a household's link is counted twice.
 */
export function SummaryCards({ summary }: { summary: RsvpSummary }) {
  const cards = [
    ['Total RSVPs', summary.total],
    ['Attending', summary.attending],
    ['Not Attending', summary.notAttending],
    ['Total Guests', summary.totalGuests],
  ] as const;
  return (
    <section aria-labelledby="open-form-summary">
      <p id="open-form-summary" className="summary-cards__caption">
        Answers through the form on the public page
      </p>
      <ul className="summary-cards" aria-label="Summary">
        {cards.map(([label, value]) => (
          <li key={label} className="admin-card summary-card">
            <span className="summary-card__label">{label}</span>
            <span className="summary-card__value">{value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
