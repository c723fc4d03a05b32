import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { type GuestWords, guestWords } from '../../../shared/i18n/admin-guests';
import { sendingWords } from '../../../shared/i18n/admin-sending';
import { fill } from '../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../shared/site/events';
import { useAdminLanguage } from '../admin-language';
import { type Choice, SelectField } from '../form/fields';
import type { HouseholdView } from './household-filter';
import { SideGroupFields } from './SideGroupFields';

interface FilterProps {
  view: HouseholdView;
  onView: (view: HouseholdView) => void;
  events: readonly WeddingEvent[];
  /** The groups households are filed under; the filter appears once there is one. */
  groups: readonly string[];
}

/** Search, status, function and order: what part of the guest list is shown, and how. */
export function GuestFilters(props: FilterProps) {
  const { view, onView: setView } = props;
  const guest = guestWords(useAdminLanguage().language);
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
          <FilterFields {...props} />
        </details>
      </form>
    </>
  );
}

const statusChoices = (guest: GuestWords): Choice<HouseholdView['status']>[] => [
  { value: 'all', label: guest.all },
  { value: 'unanswered', label: guest.noAnswerYet },
  ...Object.entries(guest.statuses).map(([value, label]) => ({ value: value as HouseholdView['status'], label })),
  { value: 'phone-to-fix', label: guest.phoneToFix },
];

/** The filters that fold away on a phone: status, function, side and group, and the order. */
function FilterFields({ view, onView: setView, events, groups }: FilterProps) {
  const { language } = useAdminLanguage();
  const guest = guestWords(language);
  return (
    <div className="guest-filters__fields">
      <SelectField
        id="guest-status"
        label={guest.status}
        value={view.status}
        choices={statusChoices(guest)}
        onValue={(status) => setView({ ...view, status })}
      />
      <SelectField
        id="guest-event"
        label={guest.function}
        value={view.eventId}
        choices={[{ value: '', label: guest.allFunctions }, ...events.map((e) => ({ value: e.id, label: e.title }))]}
        onValue={(eventId) => setView({ ...view, eventId })}
      />
      <SideGroupFields
        idPrefix="guest"
        sideLabel={sendingWords(language).side}
        side={view.side}
        group={view.group}
        groups={groups}
        onSide={(side) => setView({ ...view, side })}
        onGroup={(group) => setView({ ...view, group })}
      />
      <SelectField
        id="guest-sort"
        label={guest.sortBy}
        value={view.sort}
        choices={[
          { value: 'name', label: guest.byName },
          { value: 'last-answer', label: guest.byLatest },
          { value: 'status', label: guest.byStatus },
        ]}
        onValue={(sort) => setView({ ...view, sort })}
      />
    </div>
  );
}
