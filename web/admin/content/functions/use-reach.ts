import { useGuestListHandle } from '../../guests/guest-list-context';

/** The households a function is sent to and the people who answered for it, from the guest list's counts. */
export function useReach() {
  const { state } = useGuestListHandle();
  const counts = new Map(state.status === 'ready' ? state.headcounts.map((count) => [count.eventId, count]) : []);
  const households =
    state.status === 'ready'
      ? (id: string) => state.households.filter((household) => household.events.includes(id)).length
      : () => 0;
  return (id: string | undefined) => {
    const count = id ? counts.get(id) : undefined;
    return { households: id ? households(id) : 0, answered: count ? count.attending + count.declined : 0 };
  };
}
