import type { RsvpRecord } from '../../shared/rsvp/schemas';
import { ROWS_PER_PAGE, type RsvpRow } from './useRsvpList';

const COLUMNS = ['Name', 'Email', 'Guests', 'Attending', 'Dietary Restrictions', 'Submitted On'] as const;

/** The date and the time, in the couple's own locale: "3/14/2025, 6:05 PM". */
function submittedOn(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}

/**
 * One page of responses. A table on a wide screen; under 640 px each row is drawn as a card, its cells labelled
 * by data-label (CSS), so a phone shows every field without sideways scrolling.
 */
export function RsvpTable({
  rsvps,
  matching,
  page,
  onPage,
  onEdit,
}: {
  rsvps: readonly RsvpRow[];
  matching: number;
  page: number;
  onPage: (page: number) => void;
  /** The name opens the answer's editor (correct it, or delete it). */
  onEdit: (answer: RsvpRecord) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(matching / ROWS_PER_PAGE));
  const first = page * ROWS_PER_PAGE;
  return (
    <>
      <table className="rsvp-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rsvps.map((rsvp) => (
            <tr key={rsvp.id}>
              <td data-label="Name" className="rsvp-table__name">
                <button type="button" className="rsvp-table__edit" onClick={() => onEdit(rsvp)}>
                  {rsvp.fullName}
                </button>
                {rsvp.likelyDuplicates ? (
                  <span
                    className="badge badge--duplicate"
                    title={`Looks like ${rsvp.likelyDuplicates.length === 1 ? 'another answer' : `${rsvp.likelyDuplicates.length} other answers`}: the same e-mail, or the same name`}
                  >
                    Possible duplicate
                  </span>
                ) : null}
                {rsvp.linkedTo ? (
                  <span className="badge badge--linked" title="Counted once, with this household on the guest list">
                    {`With ${rsvp.linkedTo.name}`}
                  </span>
                ) : null}
              </td>
              <td data-label="Email">{rsvp.email}</td>
              <td data-label="Guests">{rsvp.guestCount}</td>
              <td data-label="Attending">
                <span className={`badge ${rsvp.attending ? 'badge--yes' : 'badge--no'}`}>
                  {rsvp.attending ? 'Yes' : 'No'}
                </span>
              </td>
              <td data-label="Dietary Restrictions">{rsvp.dietaryRestrictions || 'None'}</td>
              <td data-label="Submitted On">
                <time dateTime={rsvp.createdAt}>{submittedOn(rsvp.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageCount > 1 && (
        <nav className="pager" aria-label="RSVP pages">
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => onPage(page - 1)}
            disabled={page === 0}
          >
            Previous
          </button>
          <p className="pager__status" aria-live="polite">
            {`${first + 1}–${first + rsvps.length} of ${matching}`}
          </p>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => onPage(page + 1)}
            disabled={page >= pageCount - 1}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
