import { contentWords } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import { useAdminLanguage } from '../../admin-language';
import { CheckField } from '../../form/CheckField';
import { OutlineButton, SelectField } from '../../form/fields';
import { EVENT_TIME, isEmpty, LONG_TEXT, type SectionProps, SHORT_TEXT, type SiteEvent } from '../draft';
import { IconSelect } from '../IconSelect';
import { type Localised, LocalTextField } from '../LocalTextField';
import { useShownText } from '../wedding-languages';
import { FunctionMoments } from './FunctionMoments';
import { WriteTimeButton } from './WriteTimeButton';

/** A function's texts the couple writes in the wedding's languages; the dress code may be left out. */
type EventText = 'title' | 'time' | 'description' | 'dressCode';

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
  const shown = useShownText();
  const event = site.days[d]?.events[e];
  if (!event) return null;
  const at = `days[${d}].events[${e}]`;
  const title = shown(event.title);
  const setEvent = (change: (target: SiteEvent) => void) =>
    set((draft) => {
      const target = draft.days[d]?.events[e];
      if (target) change(target);
    });
  const put =
    <Key extends keyof SiteEvent>(key: Key) =>
    (value: SiteEvent[Key]) =>
      setEvent((target) => {
        target[key] = value;
      });
  const text = (field: EventText, label: string, maxLength: number, multiline = false) => (
    <LocalTextField
      label={label}
      value={(event[field] ?? '') as Localised}
      maxLength={maxLength}
      multiline={multiline}
      error={errorAt(`${at}.${field}`)}
      onChange={(next) =>
        setEvent((target) => {
          if (field === 'dressCode' && isEmpty(next)) delete target.dressCode;
          else target[field] = next as SiteEvent['title'];
        })
      }
    />
  );
  return (
    <fieldset className="content-editor__function">
      <legend>
        {title || words.newFunction} <span className="content-editor__day">{date}</span>
        {event.private ? <span className="badge badge--private">{words.private}</span> : null}
      </legend>
      {text('title', words.title, SHORT_TEXT)}
      <FunctionMoments d={d} e={e} event={event} set={set} errorAt={errorAt} />
      {text('time', words.time, EVENT_TIME)}
      <WriteTimeButton event={event} onWrite={(written) => put('time')(written as SiteEvent['time'])} />
      <div className="content-editor__dates">
        <SelectField
          id={`content-${d}-${e}-venue`}
          label={words.venue}
          value={event.venue}
          error={errorAt(`${at}.venue`)}
          choices={site.venues.map((venue) => ({
            value: venue.id,
            label: shown(venue.name) || venue.id,
          }))}
          onValue={put('venue')}
        />
        <IconSelect id={`content-${d}-${e}-icon`} value={event.icon} onChange={put('icon')} />
      </div>
      {text('description', words.description, LONG_TEXT, true)}
      {text('dressCode', words.dressCode, SHORT_TEXT)}
      <CheckField
        label={words.privateCheck}
        checked={event.private === true}
        onTick={(ticked) =>
          setEvent((target) => {
            if (ticked) target.private = true;
            else delete target.private;
          })
        }
      />
      {note ? (
        <p className="content-editor__note" role="note">
          {note}
        </p>
      ) : null}
      <OutlineButton onClick={onTakeOut}>{fill(words.takeOut, { title: title || words.thisFunction })}</OutlineButton>
    </fieldset>
  );
}
