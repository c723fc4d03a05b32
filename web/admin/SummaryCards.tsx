import type { RsvpSummary } from '../../src/rsvp/schemas';

/** SPEC's four cards, counted by the server over every response, whatever the table below shows. */
export function SummaryCards({ summary }: { summary: RsvpSummary }) {
  const cards = [
    ['Total RSVPs', summary.total],
    ['Attending', summary.attending],
    ['Not Attending', summary.notAttending],
    ['Total Guests', summary.totalGuests],
  ] as const;
  return (
    <ul className="summary-cards" aria-label="Summary">
      {cards.map(([label, value]) => (
        <li key={label} className="admin-card summary-card">
          <span className="summary-card__label">{label}</span>
          <span className="summary-card__value">{value}</span>
        </li>
      ))}
    </ul>
  );
}
