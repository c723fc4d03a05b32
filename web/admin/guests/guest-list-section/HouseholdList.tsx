import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { guestListSummary } from '../../../../shared/guests/guest-list-summary';
import type { Household } from '../../../../shared/guests/schemas';
import { guestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import { useAdminLanguage } from '../../admin-language';
import type { finderNow } from '../../name-finder';
import { GuestFilters } from '../GuestFilters';
import { GuestListCards } from '../GuestListCards';
import { filterHouseholds, groupsOf, type HouseholdView } from '../household-filter';
import { StatusCounts } from '../StatusCounts';
import type { GuestListData } from '../useGuestList';

const PAGE = 50;
const EVERY_HOUSEHOLD: HouseholdView = { q: '', status: 'all', eventId: '', side: '', group: '', sort: 'name' };

/**
 * Which households the list shows: those the filters find, a page at a time. Names are found by their sounds in any
 * script once the finder of names has come (web/admin/name-finder.ts, fetched at the first letter typed); until
 * then, or without a network to fetch it, as written.
 */
export function useFoundHouseholds(households: readonly Household[]) {
  const [view, setView] = useState<HouseholdView>(EVERY_HOUSEHOLD);
  const [shown, setShown] = useState(PAGE);
  const [finders, setFinders] = useState<{ finderNow: typeof finderNow }>();
  useEffect(() => {
    if (view.q.trim()) import('../../name-finder').then((module) => module.readyFor(view.q)).then(setFinders, () => {});
  }, [view.q]);
  const finds = finders?.finderNow(view.q);
  const found = useMemo(() => filterHouseholds(households, view, finds), [households, view, finds]);
  return { view, setView, found, shown, showMore: () => setShown(shown + PAGE) };
}

/** The list's counts and filters, then the households found, each drawn by `card`, and a button for the next page. */
export function HouseholdList({
  list,
  found: { view, setView, found, shown, showMore },
  card,
}: {
  list: GuestListData;
  found: ReturnType<typeof useFoundHouseholds>;
  card: (household: Household) => ReactNode;
}) {
  const words = guestWords(useAdminLanguage().language);
  const { households } = list;
  const summary = useMemo(() => guestListSummary(households), [households]);
  return (
    <>
      {households.length > 0 ? <GuestListCards summary={summary} /> : null}
      {households.length > 0 ? <StatusCounts households={households} view={view} onView={setView} /> : null}
      <GuestFilters view={view} onView={setView} events={list.events} groups={groupsOf(households)} />
      {found.length === 0 ? (
        <p className="rsvp-table__empty">{households.length === 0 ? words.none : words.noMatch}</p>
      ) : (
        <ul className="household-list">{found.slice(0, shown).map((household) => card(household))}</ul>
      )}
      {found.length > shown ? (
        <button type="button" className="button button--outline button--small" onClick={showMore}>
          {fill(words.showMore, { count: Math.min(PAGE, found.length - shown), left: found.length - shown })}
        </button>
      ) : null}
    </>
  );
}
