import { CalendarPlus } from 'lucide-react';
import type { Site } from '../../src/site/schema';
import { eventIdOf } from '../../src/site/events';
import { longDate } from '../ui/format';
import { Icon } from '../ui/Icon';
import { googleCalendarLink, hasStart } from '../../src/reach/calendar-times';
import './Itinerary.css';

// The server's default, repeated here so the page need not carry the server's module for one string.
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The itinerary; `calendarPath` is where its .ics file is served (the open one, or the household's own). */
export function Itinerary({ site, calendarPath }: { site: Site; calendarPath: string }) {
  const venues = new Map(site.venues.map((v) => [v.id, v]));
  const couple = `${site.couple.first} & ${site.couple.second}`;
  const timeZone = site.timeZone ?? DEFAULT_TIME_ZONE;
  const anyStart = site.days.some((day) => day.events.some(hasStart));
  return (
    <section id="itinerary" className="itinerary toran below-fold" tabIndex={-1} aria-labelledby="itinerary-title">
      <div className="section-heading">
        <h2 id="itinerary-title">Itinerary</h2>
        <p>Two days of celebration, from the first henna to the last dance.</p>
        {anyStart && (
          <p className="itinerary__calendar">
            <a href={calendarPath} className="calendar-link">
              <CalendarPlus aria-hidden="true" focusable="false" size={20} strokeWidth={1.75} />
              Add every function to your calendar
            </a>
          </p>
        )}
      </div>
      <div className="itinerary__days">
        {site.days.map((day, index) => (
          <article key={day.date} className="day" aria-labelledby={`day-${index}`}>
            <h3 id={`day-${index}`} className="day__title">
              <span className="day__number">Day {index + 1}</span>
              <span className="day__date">{longDate(day.date)}</span>
            </h3>
            <ol className="day__events">
              {day.events.map((event) => (
                <li key={`${event.time}-${event.title}`} className="event">
                  <span className="icon-circle">
                    <Icon name={event.icon} />
                  </span>
                  <div>
                    <p className="event__time">{event.time}</p>
                    <h4 className="event__title">{event.title}</h4>
                    <p className="event__description">{event.description}</p>
                    <p className="event__venue">{venues.get(event.venue)?.name}</p>
                    {hasStart(event) && (
                      <p className="event__calendar">
                        <a href={`${calendarPath}?event=${encodeURIComponent(eventIdOf(event))}`} className="calendar-link">
                          Add to calendar<span className="visually-hidden">: {event.title}</span>
                        </a>
                        <a
                          href={googleCalendarLink(event, { couple, timeZone, place: placeOf(venues.get(event.venue)) })}
                          className="calendar-link"
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          Google Calendar<span className="visually-hidden">: {event.title} (opens Google)</span>
                        </a>
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}

const placeOf = (venue: { name: string; address: string } | undefined) => (venue ? `${venue.name}, ${venue.address}` : '');
