import { useRef } from 'react';
import type { InvitationView } from '../../../shared/guests/invitation-view';
import type { CalendarLinks } from '../../../shared/reach/calendar-times';
import { mealName } from '../../../shared/site/meals';
import type { Site } from '../../../shared/site/schema';
import { Filled, inItsLanguage, useTexts } from '../../i18n/texts';
import { Words } from '../../ui/Words';

/** The calendar entries of the functions someone in the household is coming to, by the function's id. */
function comingTo(view: InvitationView, site: Site, calendar: CalendarLinks | null | undefined) {
  const coming = new Set(
    (view.response?.people ?? []).flatMap((person) =>
      Object.entries(person.events).flatMap(([id, yes]) => (yes ? [id] : [])),
    ),
  );
  return site.days.flatMap((day, d) =>
    day.events.flatMap((event, e) => {
      const link = calendar?.days[d]?.[e];
      return link && event.id && coming.has(event.id) ? [{ id: event.id, title: event.title, link }] : [];
    }),
  );
}

/**
 * What the household answered, person by person: what the couple will count. Just after it is sent, a thank-you in
 * the family's language, the calendar entries of the functions they are coming to, and until when it can change.
 */
export function AnswerSummary({
  view,
  site,
  calendar,
  thanks,
}: {
  view: InvitationView;
  site: Site;
  calendar?: CalendarLinks | null | undefined;
  thanks: boolean;
}) {
  const texts = useTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  const entries = thanks ? comingTo(view, site, calendar) : [];
  return (
    <div className="answer-summary">
      <h3 ref={heading} tabIndex={-1}>
        {thanks ? texts.thanksHousehold : texts.yourAnswer}
      </h3>
      {thanks ? (
        <p>
          <Filled text={texts.changeUntil} values={{ deadline: inItsLanguage(texts, site.rsvpDeadline) }} />
        </p>
      ) : null}
      <ul>
        {view.response?.people.map((person) => (
          <li key={`${person.memberId ?? 'guest'}-${person.name}`}>
            <strong>
              <Words text={person.name} />
            </strong>
            <ul>
              {view.events.map((event) => (
                <li key={event.id}>
                  {inItsLanguage(texts, event.title)}:{' '}
                  {person.events[event.id] === undefined
                    ? texts.noAnswerYet
                    : person.events[event.id]
                      ? texts.comingLower
                      : texts.notComingLower}
                </li>
              ))}
              {person.meal ? (
                <li>
                  <Filled text={texts.mealLine} values={{ meal: mealName(view.meals, person.meal) }} />
                </li>
              ) : null}
              {person.dietaryRestrictions ? (
                <li>
                  <Filled text={texts.dietaryLine} values={{ note: person.dietaryRestrictions }} />
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
      {view.response?.message ? <p className="answer-summary__message">“{view.response.message}”</p> : null}
      {entries.length > 0 ? (
        <div className="answer-summary__calendar">
          <h4>{texts.inYourCalendar}</h4>
          <ul>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a href={entry.link.file} className="calendar-link">
                  {entry.title}
                </a>{' '}
                <a href={entry.link.google} className="calendar-link" target="_blank" rel="noopener noreferrer">
                  {texts.googleCalendar}
                  <span className="visually-hidden">
                    : {entry.title} {texts.opensGoogle}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
