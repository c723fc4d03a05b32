import { useState } from 'react';
import type { RsvpRecord } from '../../src/rsvp/schemas';

// A page of rows keeps the table quick to draw on a phone however many guests answer; the summary cards
// and the CSV always cover every response.
export const ROWS_PER_PAGE = 50;

export function RsvpTable({ rsvps }: { rsvps: readonly RsvpRecord[] }) {
  const [page, setPage] = useState(0);
  if (rsvps.length === 0) return <p className="rsvp-table__empty">No RSVPs submitted yet.</p>;

  const pageCount = Math.ceil(rsvps.length / ROWS_PER_PAGE);
  const current = Math.min(page, pageCount - 1);
  const first = current * ROWS_PER_PAGE;
  const rows = rsvps.slice(first, first + ROWS_PER_PAGE);

  return (
    <>
      {/* Focusable so that keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="rsvp-table__scroll" tabIndex={0} role="region" aria-label="RSVP submissions table">
        <table className="rsvp-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Guests</th>
              <th scope="col">Attending</th>
              <th scope="col">Dietary Restrictions</th>
              <th scope="col">Submitted On</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((rsvp) => (
              <tr key={rsvp.id}>
                <td>{rsvp.fullName}</td>
                <td>{rsvp.email}</td>
                <td>{rsvp.guestCount}</td>
                <td>
                  <span className={`badge ${rsvp.attending ? 'badge--yes' : 'badge--no'}`}>{rsvp.attending ? 'Yes' : 'No'}</span>
                </td>
                <td>{rsvp.dietaryRestrictions || 'None'}</td>
                <td>
                  <time dateTime={rsvp.createdAt}>{new Date(rsvp.createdAt).toLocaleDateString()}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className="pager" aria-label="RSVP pages">
          <button type="button" className="button button--outline button--small" onClick={() => setPage(current - 1)} disabled={current === 0}>
            Previous
          </button>
          <p className="pager__status" aria-live="polite">
            {`${first + 1}–${first + rows.length} of ${rsvps.length}`}
          </p>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => setPage(current + 1)}
            disabled={current === pageCount - 1}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
