import type { InvitationView } from '../../../shared/guests/invitation-view';
import { Filled, type TravelWords } from '../../i18n/texts';

type DateOf = (isoDate: string) => string;

/** The room and the pickups, once the couple has decided them. */
export function StayDecided({ view, words, dateOf }: { view: InvitationView; words: TravelWords; dateOf: DateOf }) {
  const rooms = view.rooms ?? [];
  const pickups = view.pickups ?? [];
  if (rooms.length === 0 && pickups.length === 0) return null;
  return (
    <div className="travel__decided">
      {rooms.length > 0 ? <RoomsDecided rooms={rooms} words={words} dateOf={dateOf} /> : null}
      {pickups.length > 0 ? <PickupsDecided pickups={pickups} words={words} dateOf={dateOf} /> : null}
    </div>
  );
}

function RoomsDecided({
  rooms,
  words,
  dateOf,
}: {
  rooms: NonNullable<InvitationView['rooms']>;
  words: TravelWords;
  dateOf: DateOf;
}) {
  return (
    <div>
      <h3>{words.whereYouStay}</h3>
      <ul>
        {rooms.map((room) => (
          <li key={`${room.place}-${room.name}`}>
            <strong>
              <Filled text={words.room} values={{ place: room.place, room: room.name }} />
            </strong>
            {room.address ? <span className="travel__address">{room.address}</span> : null}
            <span>{room.people.join(', ')}</span>
            {room.sharedWith.length > 0 ? (
              <span>
                <Filled text={words.sharing} values={{ names: room.sharedWith.join(', ') }} />
              </span>
            ) : null}
            {room.checkIn || room.checkOut ? (
              <span>
                {room.checkIn ? <Filled text={words.checkIn} values={{ date: dateOf(room.checkIn) }} /> : null}
                {room.checkIn && room.checkOut ? ', ' : null}
                {room.checkOut ? <Filled text={words.checkOut} values={{ date: dateOf(room.checkOut) }} /> : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PickupsDecided({
  pickups,
  words,
  dateOf,
}: {
  pickups: NonNullable<InvitationView['pickups']>;
  words: TravelWords;
  dateOf: DateOf;
}) {
  // One line per journey: the people met together at one time and place.
  const together = new Map<string, typeof pickups>();
  for (const pickup of pickups) {
    const key = [pickup.direction, pickup.date, pickup.time, pickup.place, pickup.driver].join('|');
    together.set(key, [...(together.get(key) ?? []), pickup]);
  }
  return (
    <div>
      <h3>{words.pickups}</h3>
      <ul>
        {[...together.values()].map((group) => {
          const [one] = group;
          if (!one) return null;
          return (
            <li key={`${one.direction}-${one.date}-${one.time}-${one.memberId}`}>
              <span>
                <Filled
                  text={one.direction === 'arrive' ? words.pickupLine : words.dropLine}
                  values={{
                    names: group.map((pickup) => pickup.name).join(', '),
                    date: dateOf(one.date),
                    time: one.time,
                    place: one.place ?? '',
                  }}
                />
              </span>
              {one.driver ? (
                <span>
                  <Filled text={words.driver} values={{ driver: one.driver }} />
                  {one.driverPhone ? (
                    <>
                      {' · '}
                      {/* A number reads left to right on a right-to-left page too (dir isolates it). */}
                      <a href={`tel:${one.driverPhone.replace(/[^0-9+]/g, '')}`} dir="ltr">
                        {one.driverPhone}
                      </a>
                    </>
                  ) : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
