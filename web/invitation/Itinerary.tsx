import type { Site } from '../../src/site/schema';
import { longDate } from '../ui/format';
import { Icon } from '../ui/Icon';
import './Itinerary.css';

export function Itinerary({ site }: { site: Site }) {
  const venueName = new Map(site.venues.map((v) => [v.id, v.name]));
  return (
    <section id="itinerary" className="itinerary toran below-fold" tabIndex={-1} aria-labelledby="itinerary-title">
      <div className="section-heading">
        <h2 id="itinerary-title">Itinerary</h2>
        <p>Two days of celebration, from the first henna to the last dance.</p>
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
                    <p className="event__venue">{venueName.get(event.venue)}</p>
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
