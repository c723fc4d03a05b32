import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { sendingWords } from '../../../shared/i18n/admin-sending';
import { fill } from '../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../shared/site/events';
import { useAdminLanguage } from '../admin-language';
import type { HouseholdView } from './household-filter';
import { SideGroupFields } from './SideGroupFields';

/** Search, status, function and order: what part of the guest list is shown, and how. */
export function GuestFilters({
  view,
  onView: setView,
  events,
  groups,
}: {
  view: HouseholdView;
  onView: (view: HouseholdView) => void;
  events: readonly WeddingEvent[];
  /** The groups households are filed under; the filter appears once there is one. */
  groups: readonly string[];
}) {
  const { language } = useAdminLanguage();
  const words = sendingWords(language);
  const guest = guestWords(language);
  // On a phone the list comes first: the filters fold into one control, open where there is room for them.
  const [folded, setFolded] = useState(() => !window.matchMedia('(min-width: 640px)').matches);
  const active = [view.status !== 'all', view.eventId !== '', view.side !== '', view.group !== ''].filter(
    Boolean,
  ).length;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is newer than the WebViews of older phones */}
      <form
        className="rsvp-filters guest-filters"
        role="search"
        aria-label={guest.searchList}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field rsvp-filters__search">
          <label htmlFor="guest-search">{guest.search}</label>
          <div className="rsvp-filters__input">
            <Search aria-hidden="true" size={18} />
            <input
              id="guest-search"
              type="search"
              placeholder={guest.searchHint}
              value={view.q}
              onChange={(e) => setView({ ...view, q: e.target.value })}
            />
          </div>
        </div>
        <details
          className="guest-filters__more"
          open={folded === false}
          onToggle={(e) => setFolded(!(e.currentTarget as HTMLDetailsElement).open)}
        >
          <summary>{active > 0 ? fill(guest.filtersOn, { count: active }) : guest.filters}</summary>
          <div className="guest-filters__fields">
            <div className="field">
              <label htmlFor="guest-status">{guest.status}</label>
              <select
                id="guest-status"
                value={view.status}
                onChange={(e) => setView({ ...view, status: e.target.value as HouseholdView['status'] })}
              >
                <option value="all">{guest.all}</option>
                <option value="unanswered">{guest.noAnswerYet}</option>
                {Object.entries(guest.statuses).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
                <option value="phone-to-fix">{guest.phoneToFix}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="guest-event">{guest.function}</label>
              <select
                id="guest-event"
                value={view.eventId}
                onChange={(e) => setView({ ...view, eventId: e.target.value })}
              >
                <option value="">{guest.allFunctions}</option>
                {events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.title}
                  </option>
                ))}
              </select>
            </div>
            <SideGroupFields
              idPrefix="guest"
              sideLabel={words.side}
              side={view.side}
              group={view.group}
              groups={groups}
              onSide={(side) => setView({ ...view, side })}
              onGroup={(group) => setView({ ...view, group })}
            />
            <div className="field">
              <label htmlFor="guest-sort">{guest.sortBy}</label>
              <select
                id="guest-sort"
                value={view.sort}
                onChange={(e) => setView({ ...view, sort: e.target.value as HouseholdView['sort'] })}
              >
                <option value="name">{guest.byName}</option>
                <option value="last-answer">{guest.byLatest}</option>
                <option value="status">{guest.byStatus}</option>
              </select>
            </div>
          </div>
        </details>
      </form>
    </>
  );
}
