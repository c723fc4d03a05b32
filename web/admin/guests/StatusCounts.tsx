import type { Household } from '../../../shared/guests/schemas';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';
import { type HouseholdView, phoneToFix, UNANSWERED } from './household-filter';

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
  const words = guestWords(useAdminLanguage().language);
  return (
    <ul className="status-counts" aria-label={words.progress}>
      {(['not-sent', 'sent', 'delivered', 'opened'] as const).map((status) => (
        <li key={status}>
          <button
            type="button"
            className="button button--outline button--small"
            aria-pressed={view.status === status}
            onClick={() => setView({ ...view, status: view.status === status ? 'all' : status })}
          >
            {fill(words.statusCount, {
              status: words.statuses[status],
              count: households.filter((h) => h.status === status).length,
            })}
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
          {fill(words.statusCount, {
            status: words.noAnswerYet,
            count: households.filter((h) => UNANSWERED.includes(h.status)).length,
          })}
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
            {fill(words.phonesToFix, { count: households.filter(phoneToFix).length })}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
