import { useId, useState } from 'react';
import { doorWords } from '../../../../shared/i18n/admin-door';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { keptByName } from '../../door/door-roster';
import type { DoorHousehold } from '../../door/HouseholdAtDoor';
import { InputField } from '../../form/fields';
import { serverAway } from './server-away';

/**
 * The households found by a family's or a person's name, by the server or without a network on the phone's own list;
 * one of them picked to mark who arrived.
 */
export function FindByName({
  eventId,
  found,
  onFound,
  onPick,
  failed,
}: {
  eventId: string;
  /** The last search's households; none before a search, or after a card was read. */
  found: readonly DoorHousehold[] | null;
  onFound: (found: DoorHousehold[]) => void;
  onPick: (household: DoorHousehold) => void;
  failed: (err: unknown) => void;
}) {
  const words = doorWords(useAdminLanguage().language);
  const id = useId();
  const [query, setQuery] = useState('');
  return (
    <>
      <search>
        <form
          className="household-form__row"
          onSubmit={(event) => {
            event.preventDefault();
            apiJson<DoorHousehold[]>(
              'GET',
              `/api/admin/checkins/${eventId}/households?q=${encodeURIComponent(query.trim())}`,
            ).then(onFound, (err: unknown) =>
              serverAway(err) ? keptByName(eventId, query).then(onFound) : failed(err),
            );
          }}
        >
          <InputField
            id={`${id}-find`}
            label={words.find}
            type="search"
            placeholder={words.findHint}
            required
            maxLength={80}
            value={query}
            onValue={setQuery}
          />
          <button type="submit" className="button button--outline">
            {words.find}
          </button>
        </form>
      </search>
      {found ? (
        found.length === 0 ? (
          <p>{words.none}</p>
        ) : (
          <ul className="door__found">
            {found.map((match) => (
              <li key={match.id}>
                <button type="button" className="button button--outline" onClick={() => onPick(match)}>
                  {match.name}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}
