import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';
import type { GuestListState } from './useGuestList';

/** Said while the shared guest list loads, or when it could not be: every room that reads it says it the same way. */
export function GuestListStatus({ state, what: named }: { state: GuestListState; what?: string }) {
  const words = guestWords(useAdminLanguage().language);
  const what = named ?? words.theGuestList;
  if (state.status === 'loading') return <p role="status">{fill(words.loading, { what })}</p>;
  if (state.status === 'error') {
    return (
      <p className="dashboard__status--error" role="alert">
        {fill(words.couldNotLoad, { What: `${what[0]?.toUpperCase()}${what.slice(1)}`, problem: state.message })}
      </p>
    );
  }
  return null;
}
