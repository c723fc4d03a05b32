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
  const counted = (status: string, count: number) => fill(words.statusCount, { status, count });
  const toggles: Array<[HouseholdView['status'], string]> = [
    ...(['not-sent', 'sent', 'delivered', 'opened'] as const).map((status): [HouseholdView['status'], string] => [
      status,
      counted(words.statuses[status], households.filter((h) => h.status === status).length),
    ]),
    ['unanswered', counted(words.noAnswerYet, households.filter((h) => UNANSWERED.includes(h.status)).length)],
  ];
  if (households.some(phoneToFix))
    toggles.push(['phone-to-fix', fill(words.phonesToFix, { count: households.filter(phoneToFix).length })]);
  return (
    <ul className="status-counts" aria-label={words.progress}>
      {toggles.map(([status, label]) => (
        <li key={status}>
          <button
            type="button"
            className="button button--outline button--small"
            aria-pressed={view.status === status}
            onClick={() => setView({ ...view, status: view.status === status ? 'all' : status })}
          >
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
