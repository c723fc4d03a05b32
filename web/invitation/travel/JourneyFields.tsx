import { STAY_LIMITS } from '../../../shared/limits/stay';
import type { JourneyDraft } from '../../../shared/stay/travel-form';
import { TRAVEL_MODES } from '../../../shared/stay/travel-modes';
import type { TravelWords } from '../../i18n/texts';

/** One way of a person's journey: the day, the time, how, the train's or flight's number, the station; and a pickup or a drop. */
export function JourneyFields({
  byLabel,
  prefix,
  name,
  wantedName,
  words,
  title,
  journey,
  onChange,
  wanted,
  wantedLabel,
  onWanted,
}: {
  /** How they come, or how they go: the mode's label, which some languages word apart. */
  byLabel: string;
  prefix: string;
  /** The fields' names ("3.arrive.date"): what the form holds before the script has taken it over. */
  name: string;
  wantedName: string;
  words: TravelWords;
  title: string;
  journey: JourneyDraft;
  onChange: (journey: JourneyDraft) => void;
  wanted: boolean;
  wantedLabel: string;
  onWanted: (wanted: boolean) => void;
}) {
  const set = (field: keyof JourneyDraft, value: string) => onChange({ ...journey, [field]: value });
  return (
    <fieldset className="travel__journey">
      <legend>{title}</legend>
      <div className="travel__row">
        <div className="field">
          <label htmlFor={`${prefix}-date`}>{words.date}</label>
          <input
            id={`${prefix}-date`}
            name={`${name}.date`}
            type="date"
            value={journey.date}
            onChange={(e) => set('date', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-time`}>{words.time}</label>
          <input
            id={`${prefix}-time`}
            name={`${name}.time`}
            type="time"
            value={journey.time}
            required={journey.date !== ''}
            onChange={(e) => set('time', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-mode`}>{byLabel}</label>
          <select
            id={`${prefix}-mode`}
            name={`${name}.mode`}
            value={journey.mode}
            onChange={(e) => set('mode', e.target.value)}
          >
            {TRAVEL_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {words.modes[mode]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="travel__row">
        <div className="field">
          <label htmlFor={`${prefix}-number`}>{words.number}</label>
          <input
            id={`${prefix}-number`}
            name={`${name}.number`}
            maxLength={STAY_LIMITS.journeyNumberMaxLength}
            value={journey.number}
            onChange={(e) => set('number', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-place`}>{words.place}</label>
          <input
            id={`${prefix}-place`}
            name={`${name}.place`}
            maxLength={STAY_LIMITS.stationMaxLength}
            value={journey.place}
            onChange={(e) => set('place', e.target.value)}
          />
        </div>
      </div>
      <label className="choice">
        <input type="checkbox" name={wantedName} checked={wanted} onChange={(e) => onWanted(e.target.checked)} />
        <span>{wantedLabel}</span>
      </label>
    </fieldset>
  );
}
