import { longDate } from '../../shared/format';
import type { CalendarLinks } from '../../shared/reach/calendar-times';
import type { Site } from '../../shared/site/schema';
import { Filled, inItsLanguage, useTexts } from '../i18n/texts';
import { Icon } from '../ui/Icon';
import { mapsSearchUrl } from './maps-search';
import './Itinerary.css';

/** The itinerary, with the calendar links the server made for it (the open page's, or the household's own). */
export function Itinerary({ site, calendar }: { site: Site; calendar: CalendarLinks | null | undefined }) {
  const texts = useTexts();
  const venues = new Map(site.venues.map((v) => [v.id, v]));
  // Each function's card takes the next of the look's five tones, counted across the days.
  const firstOfDay = site.days.map((_, index) =>
    site.days.slice(0, index).reduce((count, day) => count + day.events.length, 0),
  );
  return (
    <section id="itinerary" className="itinerary toran below-fold" tabIndex={-1} aria-labelledby="itinerary-title">
      <div className="section-heading">
        <h2 id="itinerary-title">{texts.itineraryTitle}</h2>
        <p>{site.tagline ? inItsLanguage(texts, site.tagline) : texts.itineraryIntro}</p>
        {calendar && (
          <p className="itinerary__calendar">
            <a href={calendar.all} className="calendar-link">
              {texts.addAllToCalendar}
            </a>
          </p>
        )}
      </div>
      <div className="itinerary__days">
        {site.days.map((day, index) => (
          <article key={day.date} className="day" aria-labelledby={`day-${index}`}>
            <h3 id={`day-${index}`} className="day__title">
              <span className="day__number">
                <Filled text={texts.dayNumber} values={{ number: index + 1 }} />
              </span>
              <span className="day__date">{longDate(day.date, texts)}</span>
            </h3>
            <ol className="day__events">
              {day.events.map((event, eventIndex) => {
                const links = calendar?.days[index]?.[eventIndex];
                return (
                  <li
                    key={`${event.time}-${event.title}`}
                    className={`event tone-${(((firstOfDay[index] ?? 0) + eventIndex) % 5) + 1}`}
                  >
                    <span className="icon-circle">
                      <Icon name={event.icon} />
                    </span>
                    <div>
                      <p className="event__time">{inItsLanguage(texts, event.time)}</p>
                      <h4 className="event__title">{inItsLanguage(texts, event.title)}</h4>
                      <p className="event__description">{inItsLanguage(texts, event.description)}</p>
                      {event.dressCode ? (
                        <p className="event__dress">
                          <Filled text={texts.dressCode} values={{ dress: inItsLanguage(texts, event.dressCode) }} />
                        </p>
                      ) : null}
                      {(() => {
                        // The venue, as a link to its map: the way there from the function's own card.
                        const venue = venues.get(event.venue);
                        return venue ? (
                          <p className="event__venue">
                            <a href={mapsSearchUrl(venue)} target="_blank" rel="noopener noreferrer">
                              {inItsLanguage(texts, venue.name)}
                              <span className="visually-hidden"> {texts.opensMap}</span>
                            </a>
                          </p>
                        ) : null;
                      })()}
                      {links && (
                        <p className="event__calendar">
                          <a href={links.file} className="calendar-link">
                            {texts.addToCalendar}
                            <span className="visually-hidden">: {event.title}</span>
                          </a>
                          <a href={links.google} className="calendar-link" target="_blank" rel="noopener noreferrer">
                            {texts.googleCalendar}
                            <span className="visually-hidden">
                              : {event.title} {texts.opensGoogle}
                            </span>
                          </a>
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
