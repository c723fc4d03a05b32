import { type FormEvent, useId, useState } from 'react';
import { stayWords } from '../../../shared/i18n/admin-stay';
import { fill } from '../../../shared/i18n/fill';
import { STAY_LIMITS } from '../../../shared/limits/stay';
import type { Board } from '../../../shared/stay/admin-views';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import type { StayChange } from '../rooms/StayRoom';

type Window = Board[number]['arrivals'][number]['windows'][number];

/** Arrivals and departures, day by day, by station or airport and two-hour window; a driver for each window. */
export function ArrivalsBoard({ board, change }: { board: Board; change: StayChange }) {
  const words = stayWords(useAdminLanguage().language);
  return (
    <section className="admin-card guest-list" aria-labelledby="stay-arrivals">
      <h2 id="stay-arrivals">{words.arrivals}</h2>
      <p className="submissions__text">{words.arrivalsIntro}</p>
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
    </section>
  );
}

function WindowCard({
  window,
  direction,
  place,
  change,
}: {
  window: Window;
  direction: 'arrive' | 'leave';
  place: string;
  change: StayChange;
}) {
  const words = stayWords(useAdminLanguage().language);
  const id = useId();
  const assigned = window.people.find((person) => person.driver);
  const [driver, setDriver] = useState(assigned?.driver ?? '');
  const [phone, setPhone] = useState(assigned?.driverPhone ?? '');
  const label = fill(words.window, { from: window.from, to: window.to });
  const wanted = window.people.filter((person) => person.wanted);
  const assign = (done: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    void change(() =>
      apiJson('POST', '/api/admin/stay/pickups', {
        memberIds: (wanted.length > 0 ? wanted : window.people).map((person) => person.memberId),
        direction,
        driver: driver.trim() || null,
        driverPhone: phone.trim() || null,
        done,
      }),
    );
  };
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
      <form
        className="household-form__row stay-driver"
        onSubmit={assign(false)}
        aria-label={fill(words.driverFor, { window: `${place} ${label}` })}
      >
        <div className="field">
          <label htmlFor={`${id}-driver`}>{words.driver}</label>
          <input
            id={`${id}-driver`}
            maxLength={STAY_LIMITS.driverMaxLength}
            value={driver}
            onChange={(e) => setDriver(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>{words.driverPhone}</label>
          <input
            id={`${id}-phone`}
            type="tel"
            maxLength={STAY_LIMITS.driverPhoneMaxLength}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <div className="household-form__actions">
          <button type="submit" className="button button--small">
            {words.assign}
          </button>
          <button type="button" className="button button--outline button--small" onClick={() => assign(true)()}>
            {words.markDone}
          </button>
        </div>
      </form>
    </div>
  );
}
