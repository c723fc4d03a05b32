import { useCallback, useId, useState } from 'react';
import { doorWords } from '../../../shared/i18n/admin-door';
import { fill } from '../../../shared/i18n/fill';
import { apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { CardScanner } from '../door/CardScanner';
import { newClientId, sendMark } from '../door/checkin-queue';
import { keptByCard } from '../door/door-roster';
import { type DoorHousehold, HouseholdAtDoor } from '../door/HouseholdAtDoor';
import { SelectField } from '../form/fields';
import { FindByName } from './door-room/FindByName';
import { serverAway } from './door-room/server-away';
import { useCardLink } from './door-room/use-card-link';
import { useDoorCount } from './door-room/use-door-count';
import { useDoorFailure } from './door-room/use-door-failure';
import { useDoorFunction } from './door-room/use-door-function';
import { RoomFrame } from './RoomFrame';

/**
 * /admin/door: the door at a function. Scan a household's card or find it by name, mark who arrived (all in one
 * tap), and read arrived against expected. Marks made without a network wait on the phone and go when it is back.
 */
export default function DoorRoom({ onSessionEnded }: RoomProps) {
  const { texts, language } = useAdminLanguage();
  const words = doorWords(language);
  const id = useId();
  const failed = useDoorFailure(onSessionEnded);
  const { events, eventId, choose } = useDoorFunction(failed);
  const { count, countUnread, setCountUnread, waiting, recount } = useDoorCount(eventId, failed, onSessionEnded);
  const [household, setHousehold] = useState<DoorHousehold | null>(null);
  const [found, setFound] = useState<DoorHousehold[] | null>(null);

  const show = useCallback((next: DoorHousehold) => {
    setHousehold(next);
    setFound(null);
  }, []);
  /** A card read: found by the server, or without a network on the phone's own list. */
  const openCard = useCallback(
    (token: string) =>
      apiJson<DoorHousehold>('POST', `/api/admin/checkins/${eventId}/card`, { token }).then(show, (err: unknown) => {
        const kept = serverAway(err) ? keptByCard(eventId, token) : null;
        if (kept) show(kept);
        else failed(err);
      }),
    [eventId, show, failed],
  );
  useCardLink(eventId, openCard);

  const arrived = async (memberIds: number[], guests?: number) => {
    if (!household) return;
    try {
      const sent = await sendMark({
        householdId: household.id,
        memberIds,
        ...(guests !== undefined && { guests }),
        eventId,
        clientId: newClientId(),
      });
      toast({ title: fill(sent ? words.marked : words.markedOffline, { household: household.name }) });
      setHousehold({
        ...household,
        people: household.people.map((person) =>
          memberIds.includes(person.memberId) ? { ...person, arrived: true } : person,
        ),
        guests: { ...household.guests, arrived: Math.max(household.guests.arrived, guests ?? 0) },
      });
      await recount();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <RoomFrame title={texts.titles.door}>
      <div className="door">
        <SelectField
          id={`${id}-function`}
          label={words.function}
          value={eventId}
          choices={events.map((event) => ({ value: event.id, label: event.title }))}
          onValue={(next) => {
            if (next === eventId) return;
            choose(next);
            setHousehold(null);
            setCountUnread(false);
          }}
        />
        <p className="door__count" role="status">
          {count ? fill(words.arrived, count) : countUnread ? words.countOffline : texts.loading}
          {waiting > 0 ? ` · ${fill(words.waiting[waiting === 1 ? 'one' : 'other'], { count: waiting })}` : ''}
        </p>
        <CardScanner words={words} onCard={(token) => void openCard(token)} />
        <FindByName eventId={eventId} found={found} onFound={setFound} onPick={setHousehold} failed={failed} />
        {household ? (
          <HouseholdAtDoor key={household.id} household={household} words={words} onArrived={arrived} />
        ) : null}
      </div>
    </RoomFrame>
  );
}
