import Search from 'lucide-react/icons/search';
import { useEffect, useState } from 'react';
import { RSVP_LIMITS } from '../../shared/rsvp/rules';
import type { RsvpListView } from './useRsvpList';

// Long enough that typing a name asks the server once, short enough to feel immediate.
const SEARCH_PAUSE_MS = 300;

/** A search over names, e-mails and dietary notes, and attending / declined / all; both run on the server. */
export function RsvpFilters({
  view,
  onChange,
}: {
  view: RsvpListView;
  onChange: (next: Pick<RsvpListView, 'q' | 'attending'>) => void;
}) {
  const [typed, setTyped] = useState(view.q);
  useEffect(() => {
    if (typed === view.q) return;
    const timer = setTimeout(() => onChange({ q: typed, attending: view.attending }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, view.q, view.attending, onChange]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is newer than the WebViews of the phones this must run on
    <form
      className="rsvp-filters"
      role="search"
      aria-label="Search the responses"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: typed, attending: view.attending });
      }}
    >
      <div className="field rsvp-filters__search">
        <label htmlFor="rsvp-search">Search</label>
        <div className="rsvp-filters__input">
          <Search aria-hidden="true" size={18} />
          <input
            id="rsvp-search"
            type="search"
            placeholder="Name, email or dietary note"
            value={typed}
            maxLength={RSVP_LIMITS.searchMaxLength}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </div>
      <div className="field rsvp-filters__attending">
        <label htmlFor="rsvp-attending">Show</label>
        <select
          id="rsvp-attending"
          value={view.attending}
          onChange={(event) => onChange({ q: typed, attending: event.target.value as RsvpListView['attending'] })}
        >
          <option value="all">Everyone</option>
          <option value="yes">Attending</option>
          <option value="no">Not attending</option>
        </select>
      </div>
    </form>
  );
}
