import { stayWords } from '../../../shared/i18n/admin-stay';
import { fill } from '../../../shared/i18n/fill';
import type { Board } from '../../../shared/stay/admin-views';
import { useAdminLanguage } from '../admin-language';
import type { StayChange } from '../rooms/StayRoom';
import { DriverForm } from './DriverForm';
import { StayPanel } from './StayPanel';

/** Two hours of one day's arrivals (or departures) at one station or airport, and who comes in them. */
export type PickupWindow = Board[number]['arrivals'][number]['windows'][number];

/** Arrivals and departures, day by day, by station or airport and two-hour window; a driver for each window. */
export function ArrivalsBoard({ board, change }: { board: Board; change: StayChange }) {
  const words = stayWords(useAdminLanguage().language);
  return (
    <StayPanel id="stay-arrivals" title={words.arrivals} intro={words.arrivalsIntro}>
      {board.length === 0 ? <p>{words.noArrivals}</p> : null}
      {board.map((day) => (
        <article key={day.date} className="stay-day" aria-label={day.date}>
          <h3>{day.date}</h3>
          {(
            [
              ['arrive', words.arriving, day.arrivals],
              ['leave', words.leaving, day.departures],
            ] as const
          ).map(([direction, title, places]) =>
            places.length === 0 ? null : (
              <div key={direction}>
                <h4>{title}</h4>
                {places.map((place) => (
                  <div key={place.place} className="stay-place">
                    <h5>{place.place || '—'}</h5>
                    {place.windows.map((window) => (
                      <WindowCard
                        key={window.from}
                        window={window}
                        direction={direction}
                        place={place.place}
                        change={change}
                      />
                    ))}
                  </div>
                ))}
              </div>
            ),
          )}
        </article>
      ))}
    </StayPanel>
  );
}

function WindowCard({
  window,
  direction,
  place,
  change,
}: {
  window: PickupWindow;
  direction: 'arrive' | 'leave';
  place: string;
  change: StayChange;
}) {
  const words = stayWords(useAdminLanguage().language);
  const label = fill(words.window, { from: window.from, to: window.to });
  return (
    <div className="stay-window">
      <p>
        <strong>{label}</strong> ·{' '}
        {fill(window.people.length === 1 ? words.people.one : words.people.other, {
          count: window.people.length,
          pickups: window.pickups,
        })}
      </p>
      <ul>
        {window.people.map((person) => (
          <li key={person.memberId}>
            {fill(words.person, {
              name: person.name,
              household: person.household,
              time: person.journey.time,
              how: [
                words.modes[person.journey.mode as keyof typeof words.modes] ?? person.journey.mode,
                person.journey.number,
              ]
                .filter(Boolean)
                .join(' '),
            })}
            {person.wanted ? ` · ${direction === 'arrive' ? words.wantsPickup : words.wantsDrop}` : ''}
            {person.driver ? ` · ${fill(words.assigned, { driver: person.driver })}` : ''}
            {person.done ? ` · ${words.done}` : ''}
            {person.changed ? (
              <>
                {' · '}
                <strong>{words.changed}</strong>
              </>
            ) : null}
            {person.phone ? (
              <>
                {' · '}
                <a href={`tel:${person.phone.replace(/[^0-9+]/g, '')}`}>{person.phone}</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <DriverForm window={window} direction={direction} name={`${place} ${label}`} change={change} />
    </div>
  );
}
