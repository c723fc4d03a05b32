import { useId, useState } from 'react';
import type { DoorWords } from '../../../shared/i18n/admin-door';
import { fill } from '../../../shared/i18n/fill';

/** A household as the door reads it: its name, and its people (who said they come, who has arrived). */
export interface DoorHousehold {
  readonly id: number;
  readonly name: string;
  readonly people: ReadonlyArray<{ memberId: number; name: string; coming: boolean; arrived: boolean }>;
  /** Its extra guests, named only in its answer, who said they come; and how many of them have arrived. */
  readonly guests: { readonly names: readonly string[]; readonly arrived: number };
}

/**
 * One household at the door: "All of them arrived" in one tap, or a tick for each person who did, and how many of
 * their extra guests came. Those marked already stay ticked and cannot be marked twice.
 */
export function HouseholdAtDoor({
  household,
  words,
  onArrived,
}: {
  household: DoorHousehold;
  words: DoorWords;
  /** `guests`: how many of the extra guests have arrived in all, when the door says more than before. */
  onArrived: (memberIds: number[], guests?: number) => void;
}) {
  const id = useId();
  const notYet = household.people.filter((person) => !person.arrived);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const { names, arrived: guestsArrived } = household.guests;
  const [guests, setGuests] = useState(guestsArrived);
  const mostGuests = Math.max(names.length, guestsArrived);
  const moreGuests = (count: number) => (count > guestsArrived ? count : undefined);
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
      {mostGuests > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-guests`}>{fill(words.theirGuests, { names: names.join(', ') })}</label>
          <select id={`${id}-guests`} value={guests} onChange={(event) => setGuests(Number(event.target.value))}>
            {Array.from({ length: mostGuests - guestsArrived + 1 }, (_, index) => guestsArrived + index).map(
              (count) => (
                <option key={count} value={count}>
                  {fill(words.guestsOf, { count, of: names.length })}
                </option>
              ),
            )}
          </select>
        </div>
      ) : null}
      <div className="household-form__actions">
        <button
          type="button"
          className="button"
          disabled={notYet.length === 0 && guestsArrived >= names.length}
          onClick={() =>
            onArrived(
              notYet.map((person) => person.memberId),
              moreGuests(names.length),
            )
          }
        >
          {words.allArrived}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={ticked.size === 0 && guests <= guestsArrived}
          onClick={() => onArrived([...ticked], moreGuests(guests))}
        >
          {words.theseArrived}
        </button>
      </div>
    </section>
  );
}
