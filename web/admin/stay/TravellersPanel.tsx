import { stayWords } from '../../../shared/i18n/admin-stay';
import { fill } from '../../../shared/i18n/fill';
import type { StayOverview } from '../../../shared/stay/admin-views';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import type { StayChange } from '../rooms/StayRoom';
import { StayPanel } from './StayPanel';

/**
 * The households asked about their journey, each person with a room to choose (a select: by keyboard on a laptop,
 * by thumb on a phone), their needs beside them, and what is left to sort out above.
 */
export function TravellersPanel({ overview, change }: { overview: StayOverview; change: StayChange }) {
  const words = stayWords(useAdminLanguage().language);
  const rooms = overview.places.flatMap((place) =>
    place.rooms.map((room) => ({
      ...room,
      label: `${place.name} · ${room.name} (${room.guests.length}/${room.beds})`,
    })),
  );
  const { overfull, twice, noRoom } = overview.warnings;
  const move = (memberId: number, from: readonly number[], to: number | null) =>
    change(async () => {
      // One room a person: the one chosen, out of any other.
      for (const roomId of from)
        if (roomId !== to) await apiJson('DELETE', `/api/admin/stay/rooms/${roomId}/guests/${memberId}`);
      if (to !== null && !from.includes(to))
        await apiJson('POST', `/api/admin/stay/rooms/${to}/guests`, { memberIds: [memberId] });
    });
  return (
    <StayPanel id="stay-travellers" title={words.travellers} intro={words.travellersIntro}>
      {overfull.length + twice.length + noRoom.length > 0 ? (
        <div className="household-card__warning" role="note">
          <h3>{words.warnings}</h3>
          <ul>
            {overfull.map((entry) => (
              <li key={`o-${entry.place}-${entry.room}`}>{fill(words.overfull, entry)}</li>
            ))}
            {twice.map((entry) => (
              <li key={`t-${entry.memberId}`}>
                {fill(words.twice, { name: entry.name, rooms: entry.rooms.join(', ') })}
              </li>
            ))}
            {noRoom.map((entry) => (
              <li key={`n-${entry.memberId}`}>{fill(words.withoutRoom, entry)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {overview.travellers.length === 0 ? <p>{words.noTravellers}</p> : null}
      <ul className="household-list">
        {overview.travellers.map((household) => (
          <li key={household.householdId} className="household-card">
            <div className="household-card__head">
              <h3>{household.household}</h3>
              <span className="badge">
                {household.stay === 'own'
                  ? words.stayOwn
                  : household.stay === 'arranged'
                    ? words.stayArranged
                    : words.notTold}
              </span>
            </div>
            {household.needs ? (
              <p className="household-card__notes">{fill(words.needs, { needs: household.needs })}</p>
            ) : null}
            <ul className="stay-travellers">
              {household.people.map((person) => (
                <li key={person.memberId} className="field">
                  <label htmlFor={`room-of-${person.memberId}`}>{fill(words.roomFor, { name: person.name })}</label>
                  <select
                    id={`room-of-${person.memberId}`}
                    value={person.rooms[0] ?? ''}
                    onChange={(e) =>
                      void move(person.memberId, person.rooms, e.target.value === '' ? null : Number(e.target.value))
                    }
                  >
                    <option value="">{words.noRoom}</option>
                    {rooms.map((room) => (
                      <option key={room.id} value={room.id}>
                        {room.label}
                      </option>
                    ))}
                  </select>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </StayPanel>
  );
}
