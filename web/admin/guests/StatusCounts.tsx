import type { Household } from '../../../shared/guests/schemas';
import { phoneToFix, STATUS_LABELS, UNANSWERED, type HouseholdView } from './household-filter';

/** How far the invitations have come, each count a toggle that filters the list to it. */
export function StatusCounts({
  households,
  view,
  onView: setView,
}: {
  households: readonly Household[];
  view: HouseholdView;
  onView: (view: HouseholdView) => void;
}) {
  return (
    <ul className="status-counts" aria-label="How far the invitations have come">
      {(['not-sent', 'sent', 'delivered', 'opened'] as const).map((status) => (
        <li key={status}>
          <button
            type="button"
            className="button button--outline button--small"
            aria-pressed={view.status === status}
            onClick={() => setView({ ...view, status: view.status === status ? 'all' : status })}
          >
            {`${STATUS_LABELS[status]}: ${households.filter((h) => h.status === status).length}`}
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="button button--outline button--small"
          aria-pressed={view.status === 'unanswered'}
          onClick={() => setView({ ...view, status: view.status === 'unanswered' ? 'all' : 'unanswered' })}
        >
          {`No answer yet: ${households.filter((h) => UNANSWERED.includes(h.status)).length}`}
        </button>
      </li>
      {households.some(phoneToFix) ? (
        <li>
          <button
            type="button"
            className="button button--outline button--small"
            aria-pressed={view.status === 'phone-to-fix'}
            onClick={() => setView({ ...view, status: view.status === 'phone-to-fix' ? 'all' : 'phone-to-fix' })}
          >
            {`Phone numbers to fix: ${households.filter(phoneToFix).length}`}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
