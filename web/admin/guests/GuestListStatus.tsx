import type { GuestListState } from './useGuestList';

/** Said while the shared guest list loads, or when it could not be: every room that reads it says it the same way. */
export function GuestListStatus({ state, what = 'the guest list' }: { state: GuestListState; what?: string }) {
  if (state.status === 'loading') return <p role="status">{`Loading ${what}...`}</p>;
  if (state.status === 'error') {
    return (
      <p className="dashboard__status--error" role="alert">
        {`${what[0]?.toUpperCase()}${what.slice(1)} could not be loaded: ${state.message}`}
      </p>
    );
  }
  return null;
}
