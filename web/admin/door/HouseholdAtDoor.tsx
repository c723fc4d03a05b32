import { useId, useState } from 'react';
import type { DoorWords } from '../../../shared/i18n/admin-door';

/** A household as the door reads it: its name, and its people (who said they come, who has arrived). */
export interface DoorHousehold {
  readonly id: number;
  readonly name: string;
  readonly people: ReadonlyArray<{ memberId: number; name: string; coming: boolean; arrived: boolean }>;
}

/**
 * One household at the door: "All of them arrived" in one tap, or a tick for each person who did. Those marked
 * already stay ticked and cannot be marked twice.
 */
export function HouseholdAtDoor({
  household,
  words,
  onArrived,
}: {
  household: DoorHousehold;
  words: DoorWords;
  onArrived: (memberIds: number[]) => void;
}) {
  const id = useId();
  const notYet = household.people.filter((person) => !person.arrived);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  return (
    <section className="admin-card door-household" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`}>{household.name}</h2>
      <ul className="door-household__people">
        {household.people.map((person) => (
          <li key={person.memberId}>
            <label className="choice">
              <input
                type="checkbox"
                checked={person.arrived || ticked.has(person.memberId)}
                disabled={person.arrived}
                onChange={(event) => {
                  const next = new Set(ticked);
                  if (event.target.checked) next.add(person.memberId);
                  else next.delete(person.memberId);
                  setTicked(next);
                }}
              />
              <span>
                {person.name}{' '}
                <small>{person.arrived ? words.arrivedMark : person.coming ? words.coming : words.notComing}</small>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="household-form__actions">
        <button
          type="button"
          className="button"
          disabled={notYet.length === 0}
          onClick={() => onArrived(notYet.map((person) => person.memberId))}
        >
          {words.allArrived}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={ticked.size === 0}
          onClick={() => onArrived([...ticked])}
        >
          {words.theseArrived}
        </button>
      </div>
    </section>
  );
}
