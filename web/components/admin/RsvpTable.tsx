import type { RsvpRecord } from '../../../src/schemas/rsvp';

export function RsvpTable({ rsvps }: { rsvps: readonly RsvpRecord[] }) {
  if (rsvps.length === 0) return <p className="rsvp-table__empty">No RSVPs submitted yet.</p>;
  return (
    // Focusable so that keyboard users can scroll the table sideways on a narrow screen.
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
          {rsvps.map((rsvp) => (
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
  );
}
