import { contentWords } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import { useAdminLanguage } from '../../admin-language';
import { BilingualField, type Localised } from '../BilingualField';
import { EVENT_TIME, englishOf, isEmpty, LONG_TEXT, type SectionProps, SHORT_TEXT, type SiteEvent } from '../draft';
import { IconSelect } from '../IconSelect';
import { FunctionMoments } from './FunctionMoments';
import { WriteTimeButton } from './WriteTimeButton';

/** One function of a day: its title, start and end, time as written, venue, icon, description, dress code, privacy. */
export function FunctionFields({
  site,
  set,
  errorAt,
  d,
  e,
  date,
  note,
  onTakeOut,
}: SectionProps & {
  d: number;
  e: number;
  /** Its day's date, shown beside its title. */
  date: string;
  /** What saving its change of privacy does, if it changed. */
  note: string | null;
  onTakeOut: () => void;
}) {
  const words = contentWords(useAdminLanguage().language);
  const event = site.days[d]?.events[e];
  if (!event) return null;
  const at = `days[${d}].events[${e}]`;
  const title = englishOf(event.title as Localised);
  const setEvent = (change: (target: SiteEvent) => void) =>
    set((draft) => {
      const target = draft.days[d]?.events[e];
      if (target) change(target);
    });
  return (
    <fieldset className="content-editor__function">
      <legend>
        {title || words.newFunction} <span className="content-editor__day">{date}</span>
        {event.private ? <span className="badge badge--private">{words.private}</span> : null}
      </legend>
      <BilingualField
        label={words.title}
        value={event.title as Localised}
        maxLength={SHORT_TEXT}
        error={errorAt(`${at}.title`)}
        onChange={(next) =>
          setEvent((target) => {
            target.title = next as typeof target.title;
          })
        }
      />
      <FunctionMoments d={d} e={e} event={event} set={set} errorAt={errorAt} />
      <BilingualField
        label={words.time}
        value={event.time as Localised}
        maxLength={EVENT_TIME}
        error={errorAt(`${at}.time`)}
        onChange={(next) =>
          setEvent((target) => {
            target.time = next as typeof target.time;
          })
        }
      />
      <WriteTimeButton
        event={event}
        onWrite={(written) =>
          setEvent((target) => {
            target.time = written as typeof target.time;
          })
        }
      />
      <div className="content-editor__dates">
        <div className="field">
          <label htmlFor={`content-${d}-${e}-venue`}>{words.venue}</label>
          <select
            id={`content-${d}-${e}-venue`}
            value={event.venue}
            aria-invalid={errorAt(`${at}.venue`) ? true : undefined}
            onChange={(change) =>
              setEvent((target) => {
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
            setEvent((target) => {
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
          setEvent((target) => {
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
          setEvent((target) => {
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
            setEvent((target) => {
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
      <button type="button" className="button button--outline button--small" onClick={onTakeOut}>
        {fill(words.takeOut, { title: title || words.thisFunction })}
      </button>
    </fieldset>
  );
}
