import { useRef } from 'react';
import type { SiteFile } from '../../../shared/site/schema';
import { withDayMoved } from '../../../shared/site/move-days';
import { useGuestListHandle } from '../guests/guest-list-context';
import { IconSelect } from './IconSelect';
import { BilingualField, type Localised } from './BilingualField';
import {
  EVENT_TIME,
  englishOf,
  isEmpty,
  LONG_TEXT,
  type SectionProps,
  SHORT_TEXT,
  type SiteEvent,
  withMoment,
  writtenTime,
} from './draft';
import { useAdminLanguage } from '../admin-language';
import { type ContentWords, contentWords, counted } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';

/** The households a function is sent to and the people who answered for it, from the guest list's counts. */
function useReach() {
  const { state } = useGuestListHandle();
  const counts = new Map(state.status === 'ready' ? state.headcounts.map((count) => [count.eventId, count]) : []);
  const households =
    state.status === 'ready'
      ? (id: string) => state.households.filter((household) => household.events.includes(id)).length
      : () => 0;
  return (id: string | undefined) => {
    const count = id ? counts.get(id) : undefined;
    return { households: id ? households(id) : 0, answered: count ? count.attending + count.declined : 0 };
  };
}

/**
 * What saving a change of privacy does, said before it is saved: a function made private leaves the open page and
 * the open form, and stays on the pages of the households invited to it; one made public is shown to anyone.
 */
function privacyNote(
  event: SiteEvent,
  saved: SiteEvent | undefined,
  households: number,
  words: ContentWords,
): string | null {
  const now = event.private === true;
  if (!saved || (saved.private === true) === now) return null;
  return fill(now ? words.nowPrivate : words.nowPublic, { households: counted(words.households, households) });
}

const newFunction = (venue: string): SiteEvent =>
  ({ title: { en: '' }, time: { en: '' }, description: { en: '' }, venue, icon: 'party-popper' }) as SiteEvent;

/**
 * The days and their functions: each one's title, time (entered once as a start and end), venue, description, icon
 * and privacy, every text in both languages. A function taken out that households are invited to, or that has
 * answers, is retired (kept, unshown) once the couple has said so; nothing anyone answered is lost.
 */
export function FunctionsSection({ site, saved, set, errorAt }: SectionProps & { saved: SiteFile }) {
  const reach = useReach();
  const dateWhenFocused = useRef('');
  const { language } = useAdminLanguage();
  const words = contentWords(language);
  const savedEvents = new Map(
    saved.days.flatMap((day) => day.events).flatMap((event) => (event.id ? [[event.id, event] as const] : [])),
  );
  const setEvent = (d: number, e: number, change: (target: SiteEvent) => void) =>
    set((draft) => {
      const target = draft.days[d]?.events[e];
      if (target) change(target);
    });
  const remove = (d: number, e: number, event: SiteEvent) => {
    const title = englishOf(event.title as Localised) || words.thisFunction;
    const { households, answered } = reach(event.id);
    const lastOfDay = site.days[d]?.events.length === 1;
    const question =
      households > 0 || answered > 0
        ? fill(words.takeOutAnswered, {
            title,
            households: counted(words.householdsInvited, households),
            people: counted(words.peopleAnswered, answered),
          })
        : fill(words.takeOutUnanswered, { title });
    if (!window.confirm(lastOfDay ? fill(words.lastOfDay, { question }) : question)) return;
    set((draft) => {
      const day = draft.days[d];
      if (!day) return;
      day.events.splice(e, 1);
      if (day.events.length === 0) draft.days.splice(d, 1);
      if (event.id && (households > 0 || answered > 0)) {
        draft.retiredEvents = [...new Set([...(draft.retiredEvents ?? []), event.id])];
      }
    });
  };

  return (
    <section className="content-editor__group" aria-labelledby="content-functions">
      <h2 id="content-functions">{words.functions}</h2>
      {site.days.map((day, d) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: days have no id; they are edited in place
        <div key={d} className="content-editor__day-group">
          <div className="field">
            <label htmlFor={`content-day-${d}`}>{fill(words.day, { number: d + 1 })}</label>
            <input
              id={`content-day-${d}`}
              type="date"
              value={day.date}
              aria-invalid={errorAt(`days[${d}].date`) ? true : undefined}
              onFocus={() => {
                dateWhenFocused.current = day.date;
              }}
              onChange={(change) =>
                set((draft) => {
                  const target = draft.days[d];
                  if (target) target.date = change.target.value;
                })
              }
              // Its functions follow once the date is typed: a year typed digit by digit is 0002, 0020… on the way.
              onBlur={(change) => {
                const from = dateWhenFocused.current;
                const to = change.target.value;
                if (from !== to) set((draft) => Object.assign(draft, withDayMoved(draft, d, to, from)));
              }}
            />
            {errorAt(`days[${d}].date`) ? <p className="field__error">{errorAt(`days[${d}].date`)}</p> : null}
          </div>
          {day.events.map((event, e) => {
            const at = `days[${d}].events[${e}]`;
            const title = englishOf(event.title as Localised);
            const note = privacyNote(
              event,
              event.id ? savedEvents.get(event.id) : undefined,
              reach(event.id).households,
              words,
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a new function has no id before it is saved
              <fieldset key={`${d}-${e}`} className="content-editor__function">
                <legend>
                  {title || words.newFunction} <span className="content-editor__day">{day.date}</span>
                  {event.private ? <span className="badge badge--private">{words.private}</span> : null}
                </legend>
                <BilingualField
                  label={words.title}
                  value={event.title as Localised}
                  maxLength={SHORT_TEXT}
                  error={errorAt(`${at}.title`)}
                  onChange={(next) =>
                    setEvent(d, e, (target) => {
                      target.title = next as typeof target.title;
                    })
                  }
                />
                <div className="content-editor__dates">
                  {(['start', 'end'] as const).map((field) => (
                    <div key={field} className="field">
                      <label htmlFor={`content-${d}-${e}-${field}`}>
                        {field === 'start' ? words.starts : words.ends}
                      </label>
                      <input
                        id={`content-${d}-${e}-${field}`}
                        type="datetime-local"
                        value={event[field] ?? ''}
                        disabled={field === 'end' && event.start === undefined}
                        aria-invalid={errorAt(`${at}.${field}`) ? true : undefined}
                        onChange={(change) =>
                          set((draft) => {
                            const target = draft.days[d];
                            const old = target?.events[e];
                            if (target && old) target.events[e] = withMoment(old, field, change.target.value);
                          })
                        }
                      />
                      {errorAt(`${at}.${field}`) ? <p className="field__error">{errorAt(`${at}.${field}`)}</p> : null}
                    </div>
                  ))}
                </div>
                <BilingualField
                  label={words.time}
                  value={event.time as Localised}
                  maxLength={EVENT_TIME}
                  error={errorAt(`${at}.time`)}
                  onChange={(next) =>
                    setEvent(d, e, (target) => {
                      target.time = next as typeof target.time;
                    })
                  }
                />
                {(() => {
                  // A time written by hand stays when the start moves; one tap writes it from the start again.
                  const written = writtenTime(event.start, event.end);
                  return written && JSON.stringify(written) !== JSON.stringify(event.time) ? (
                    <button
                      type="button"
                      className="button button--outline button--small"
                      onClick={() =>
                        setEvent(d, e, (target) => {
                          target.time = written as typeof target.time;
                        })
                      }
                    >
                      {fill(words.writeTime, {
                        time: typeof written === 'string' ? written : (written[language] ?? written.en ?? ''),
                      })}
                    </button>
                  ) : null;
                })()}
                <div className="content-editor__dates">
                  <div className="field">
                    <label htmlFor={`content-${d}-${e}-venue`}>{words.venue}</label>
                    <select
                      id={`content-${d}-${e}-venue`}
                      value={event.venue}
                      aria-invalid={errorAt(`${at}.venue`) ? true : undefined}
                      onChange={(change) =>
                        setEvent(d, e, (target) => {
                          target.venue = change.target.value;
                        })
                      }
                    >
                      {site.venues.map((venue) => (
                        <option key={venue.id} value={venue.id}>
                          {englishOf(venue.name as Localised) || venue.id}
                        </option>
                      ))}
                    </select>
                    {errorAt(`${at}.venue`) ? <p className="field__error">{errorAt(`${at}.venue`)}</p> : null}
                  </div>
                  <IconSelect
                    id={`content-${d}-${e}-icon`}
                    value={event.icon}
                    onChange={(icon) =>
                      setEvent(d, e, (target) => {
                        target.icon = icon;
                      })
                    }
                  />
                </div>
                <BilingualField
                  label={words.description}
                  value={event.description as Localised}
                  maxLength={LONG_TEXT}
                  multiline
                  error={errorAt(`${at}.description`)}
                  onChange={(next) =>
                    setEvent(d, e, (target) => {
                      target.description = next as typeof target.description;
                    })
                  }
                />
                <BilingualField
                  label={words.dressCode}
                  value={(event.dressCode ?? '') as Localised}
                  maxLength={SHORT_TEXT}
                  error={errorAt(`${at}.dressCode`)}
                  onChange={(next) =>
                    setEvent(d, e, (target) => {
                      if (isEmpty(next)) delete target.dressCode;
                      else target.dressCode = next as NonNullable<SiteEvent['dressCode']>;
                    })
                  }
                />
                <label className="household-form__check">
                  <input
                    type="checkbox"
                    checked={event.private === true}
                    onChange={(change) =>
                      setEvent(d, e, (target) => {
                        if (change.target.checked) target.private = true;
                        else delete target.private;
                      })
                    }
                  />
                  {words.privateCheck}
                </label>
                {note ? (
                  <p className="content-editor__note" role="note">
                    {note}
                  </p>
                ) : null}
                <button
                  type="button"
                  className="button button--outline button--small"
                  onClick={() => remove(d, e, event)}
                >
                  {fill(words.takeOut, { title: title || words.thisFunction })}
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() =>
              set((draft) => {
                draft.days[d]?.events.push(newFunction(draft.venues[0]?.id ?? ''));
              })
            }
          >
            {fill(words.addFunction, { number: d + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() =>
          set((draft) => {
            const last = draft.days.at(-1)?.date ?? draft.endDate;
            const next = new Date(`${last}T12:00:00Z`);
            next.setUTCDate(next.getUTCDate() + 1);
            const date = next.toISOString().slice(0, 10);
            draft.days.push({ date, events: [newFunction(draft.venues[0]?.id ?? '')] });
            // A day after the last one makes the wedding a day longer: the last day is the new one.
            if (date > draft.endDate) draft.endDate = date;
          })
        }
      >
        {words.addDay}
      </button>
    </section>
  );
}
