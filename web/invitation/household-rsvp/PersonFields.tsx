import { fieldName, type PersonAnswer } from '../../../shared/forms/household-answer';
import type { InvitationView } from '../../../shared/guests/invitation-view';
import { GUEST_LIMITS } from '../../../shared/limits/guests';
import { Filled, useTexts } from '../../i18n/texts';
import { Words } from '../../ui/Words';
import { EventChoice } from './EventChoice';

/** One person's answers: each function they are invited to, their meal and what they cannot eat. */
export function PersonFields({
  person,
  index,
  view,
  everyoneMeal,
  openedMeal,
  missing,
  onChange,
}: {
  person: PersonAnswer;
  index: number;
  view: InvitationView;
  /** The meal chosen for everyone: shown as the meal of a person who chose none, and stored as theirs. */
  everyoneMeal: string;
  /** The meal this person had when the form opened: one not chosen again on this visit gives way to everyone's. */
  openedMeal: string;
  missing: Set<string>;
  onChange: (person: PersonAnswer) => void;
}) {
  const texts = useTexts();
  const id = `p${index}`;
  const isGuest = person.id === undefined;
  return (
    <fieldset className="person">
      <legend>
        {isGuest ? (
          <Filled text={texts.extraGuest} values={{ number: index - view.household.members.length + 1 }} />
        ) : person.child ? (
          <Filled text={texts.childName} values={{ name: <Words text={person.name} /> }} />
        ) : (
          <Words text={person.name} />
        )}
      </legend>
      {isGuest ? (
        <div className="field">
          <label htmlFor={`${id}-name`}>{texts.theirName}</label>
          <input
            id={`${id}-name`}
            name={fieldName.name(index)}
            autoComplete="off"
            maxLength={GUEST_LIMITS.nameMaxLength}
            value={person.name}
            onChange={(e) => onChange({ ...person, name: e.target.value })}
          />
        </div>
      ) : null}
      {view.events.map((event) => (
        <EventChoice
          key={event.id}
          event={event}
          index={index}
          person={person}
          missing={missing.has(`${index}:${event.id}`)}
          errorId={`${id}-${event.id}-error`}
          onChange={onChange}
        />
      ))}
      {view.meals.length > 0 ? (
        // Large options, one tap each, rather than a select a thumb and older eyes struggle with.
        <fieldset className="person__meal">
          <legend>{texts.meal}</legend>
          <div className="choices">
            {[{ id: '', name: texts.noPreference }, ...view.meals].map((meal) => (
              <label key={meal.id || 'none'} className="choice">
                <input
                  type="radio"
                  name={fieldName.meal(index)}
                  value={meal.id}
                  checked={
                    (person.meal !== '' && person.meal !== openedMeal ? person.meal : everyoneMeal || person.meal) ===
                    meal.id
                  }
                  onChange={() => onChange({ ...person, meal: meal.id })}
                />
                <span>{meal.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-note`}>{texts.dietaryNeeds}</label>
        <input
          id={`${id}-note`}
          name={fieldName.note(index)}
          maxLength={GUEST_LIMITS.noteMaxLength}
          value={person.dietary}
          onChange={(e) => onChange({ ...person, dietary: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
