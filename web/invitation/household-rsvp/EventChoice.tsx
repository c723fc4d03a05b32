import { type Choice, fieldName, type PersonAnswer } from '../../../shared/forms/household-answer';
import type { InvitationView } from '../../../shared/guests/invitation-view';
import { inItsLanguage, useTexts } from '../../i18n/texts';

/** Whether one person comes to one function: "Coming" or "Not coming", marked while it is still to choose. */
export function EventChoice({
  event,
  index,
  person,
  missing,
  errorId,
  onChange,
}: {
  event: InvitationView['events'][number];
  index: number;
  person: PersonAnswer;
  missing: boolean;
  errorId: string;
  onChange: (person: PersonAnswer) => void;
}) {
  const texts = useTexts();
  return (
    <fieldset className="person__event" aria-describedby={missing ? errorId : undefined}>
      <legend>{inItsLanguage(texts, event.title)}</legend>
      <div className="choices choices--inline">
        {(
          [
            ['yes', texts.coming],
            ['no', texts.notComing],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={fieldName.event(index, event.id)}
              value={value}
              checked={person.events[event.id] === value}
              aria-invalid={missing ? true : undefined}
              onChange={() => onChange({ ...person, events: { ...person.events, [event.id]: value as Choice } })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {missing ? (
        <p id={errorId} className="field__error">
          {texts.chooseComing}
        </p>
      ) : null}
    </fieldset>
  );
}
