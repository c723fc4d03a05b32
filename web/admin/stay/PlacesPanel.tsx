import { useState } from 'react';
import { stayWords } from '../../../shared/i18n/admin-stay';
import { fill } from '../../../shared/i18n/fill';
import { STAY_LIMITS } from '../../../shared/limits/stay';
import type { Place } from '../../../shared/stay/schemas';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import { InputField, SelectField } from '../form/fields';
import type { StayChange } from '../rooms/StayRoom';
import { AddForm } from './AddForm';
import { StayPanel } from './StayPanel';

/** The hotels and houses, each with its rooms and who sleeps in each; a place or a room added, one taken away. */
export function PlacesPanel({ places, change }: { places: readonly Place[]; change: StayChange }) {
  const words = stayWords(useAdminLanguage().language);
  return (
    <StayPanel id="stay-places" className="stay-places" title={words.places} intro={words.placesIntro}>
      {places.length === 0 ? <p>{words.noPlaces}</p> : null}
      {places.map((place) => (
        <article key={place.id} className="stay-place" aria-label={place.name}>
          <div className="headcounts__head">
            <h3>{place.name}</h3>
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => {
                const guests = place.rooms.some((room) => room.guests.length > 0);
                if (guests && !window.confirm(fill(words.removePlaceConfirm, { place: place.name }))) return;
                void change(() => apiJson('DELETE', `/api/admin/stay/places/${place.id}${guests ? '?confirm=1' : ''}`));
              }}
            >
              {fill(words.removePlace, { place: place.name })}
            </button>
          </div>
          <p className="submissions__text">
            {[
              place.address,
              place.checkIn && `${words.checkIn} ${place.checkIn}`,
              place.checkOut && `${words.checkOut} ${place.checkOut}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ul className="stay-rooms">
            {place.rooms.map((room) => (
              <li key={room.id} className="stay-room">
                <strong>{fill(words.room, { room: room.name })}</strong>{' '}
                <span className={room.guests.length > room.beds ? 'household-card__warning' : undefined}>
                  {fill(words.bedsTaken, { taken: room.guests.length, beds: room.beds })}
                </span>
                {room.floor ? ` · ${words.floor} ${room.floor}` : ''}
                {room.guests.length === 0 ? (
                  <span> · {words.empty}</span>
                ) : (
                  <ul className="stay-room__guests">
                    {room.guests.map((guest, position) => (
                      // Another side's guests all have id 0: their place in the room tells them apart.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list is redrawn whole after every change
                      <li key={`${guest.memberId}-${position}`}>
                        {guest.name}{' '}
                        {guest.memberId === 0 ? null : (
                          <button
                            type="button"
                            className="button button--outline button--small"
                            aria-label={fill(words.takeOut, { name: guest.name, room: room.name })}
                            onClick={() =>
                              void change(() =>
                                apiJson('DELETE', `/api/admin/stay/rooms/${room.id}/guests/${guest.memberId}`),
                              )
                            }
                          >
                            ×
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                <button
                  type="button"
                  className="button button--outline button--small"
                  onClick={() => {
                    if (room.guests.length > 0 && !window.confirm(fill(words.removeRoomConfirm, { room: room.name })))
                      return;
                    void change(() =>
                      apiJson(
                        'DELETE',
                        `/api/admin/stay/rooms/${room.id}${room.guests.length > 0 ? '?confirm=1' : ''}`,
                      ),
                    );
                  }}
                >
                  {fill(words.removeRoom, { room: room.name })}
                </button>
              </li>
            ))}
          </ul>
          <RoomForm place={place} change={change} />
        </article>
      ))}
      <PlaceForm change={change} />
    </StayPanel>
  );
}

function PlaceForm({ change }: { change: StayChange }) {
  const words = stayWords(useAdminLanguage().language);
  const [kind, setKind] = useState<'hotel' | 'house'>('hotel');
  const [address, setAddress] = useState('');
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  return (
    <AddForm
      heading="h3"
      title={words.addPlace}
      nameLabel={words.placeName}
      nameMaxLength={STAY_LIMITS.placeNameMaxLength}
      submit={words.addPlace}
      change={change}
      add={(name) =>
        apiJson('POST', '/api/admin/stay/places', {
          name,
          kind,
          address: address.trim() || null,
          checkIn: checkIn || null,
          checkOut: checkOut || null,
        })
      }
    >
      {(id) => (
        <>
          <SelectField
            id={`${id}-kind`}
            label={words.kind}
            value={kind}
            choices={[
              { value: 'hotel', label: words.hotel },
              { value: 'house', label: words.house },
            ]}
            onValue={setKind}
          />
          <InputField
            id={`${id}-address`}
            label={words.address}
            maxLength={STAY_LIMITS.placeAddressMaxLength}
            value={address}
            onValue={setAddress}
          />
          <InputField id={`${id}-in`} label={words.checkIn} type="date" value={checkIn} onValue={setCheckIn} />
          <InputField id={`${id}-out`} label={words.checkOut} type="date" value={checkOut} onValue={setCheckOut} />
        </>
      )}
    </AddForm>
  );
}

function RoomForm({ place, change }: { place: Place; change: StayChange }) {
  const words = stayWords(useAdminLanguage().language);
  const [beds, setBeds] = useState(2);
  const [floor, setFloor] = useState('');
  return (
    <AddForm
      heading="h4"
      title={fill(words.addRoom, { place: place.name })}
      nameLabel={words.roomName}
      nameMaxLength={STAY_LIMITS.roomNameMaxLength}
      submit={words.add}
      change={change}
      add={(name) =>
        apiJson('POST', `/api/admin/stay/places/${place.id}/rooms`, { name, beds, floor: floor.trim() || null })
      }
    >
      {(id) => (
        <>
          <InputField
            id={`${id}-beds`}
            label={words.beds}
            type="number"
            min={1}
            max={20}
            value={beds}
            onValue={(typed) => setBeds(Math.max(1, Math.min(20, Number(typed) || 1)))}
          />
          <InputField
            id={`${id}-floor`}
            label={words.floor}
            maxLength={STAY_LIMITS.roomFloorMaxLength}
            value={floor}
            onValue={setFloor}
          />
        </>
      )}
    </AddForm>
  );
}
