import { useCallback, useEffect, useId, useState } from 'react';
import { doorWords } from '../../../shared/i18n/admin-door';
import { fill } from '../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../shared/site/events';
import { ApiError, apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { CardScanner } from '../door/CardScanner';
import { newClientId, sendMark, sendWaiting, waitingFor } from '../door/checkin-queue';
import { keepRoster, keptByCard, keptByName } from '../door/door-roster';
import { type DoorHousehold, HouseholdAtDoor } from '../door/HouseholdAtDoor';
import { RoomFrame } from './RoomFrame';

// The count is read again this often while the room is open: another door marks people too.
const COUNT_EVERY_MS = 15_000;
// The function a door works at is the same all evening: kept on the phone across a reload or a card's link.
const CHOSEN_FUNCTION = 'wedding-door-function';

/** No network, or no server behind the proxy (a 502 while it restarts): the phone's own list is the one to read. */
const serverAway = (err: unknown) => !(err instanceof ApiError) || err.status >= 500;

/** The function to open the door for: today's (or the next), by the wedding's dates; else the first. */
const functionOfToday = (events: readonly WeddingEvent[]) => {
  const today = new Date().toISOString().slice(0, 10);
  return (events.find((event) => event.date >= today) ?? events[0])?.id ?? '';
};

/**
 * /admin/door: the door at a function. Scan a household's card or find it by name, mark who arrived (all in one
 * tap), and read arrived against expected. Marks made without a network wait on the phone and go when it is back.
 */
export default function DoorRoom({ onSessionEnded }: RoomProps) {
  const { texts, language, failure } = useAdminLanguage();
  const words = doorWords(language);
  const id = useId();
  const [events, setEvents] = useState<WeddingEvent[]>([]);
  const [eventId, setEventId] = useState('');
  // The count of the function it was read for: a late answer for the one chosen before is never shown as this one's.
  const [count, setCount] = useState<{ eventId: string; expected: number; arrived: number } | null>(null);
  const [countUnread, setCountUnread] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const [household, setHousehold] = useState<DoorHousehold | null>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<DoorHousehold[] | null>(null);
  // A card read by the phone's own camera app opens its link; the server sends a door here with the card's token in
  // the fragment (never sent to any server), and it is opened once the function is known.
  const [card, setCard] = useState(() => /(?:^#|&)card=([\w-]+)/.exec(window.location.hash)?.[1] ?? null);

  const failed = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      // The server's sentence without its status: "404: …" means nothing at the door.
      else
        toast({
          variant: 'destructive',
          title: words.notMarked,
          description: failure(err, words.noServer).replace(/^\d{3}: /, ''),
        });
    },
    [onSessionEnded, failure, words],
  );

  useEffect(() => {
    apiJson<{ events: WeddingEvent[] }>('GET', '/api/admin/events').then((answer) => {
      setEvents(answer.events);
      // The function this phone's door last chose, while it is still in the itinerary; else today's.
      const chosen = localStorage.getItem(CHOSEN_FUNCTION);
      setEventId(
        (now) =>
          now || (answer.events.some((event) => event.id === chosen) && chosen) || functionOfToday(answer.events),
      );
    }, failed);
  }, [failed]);

  const recount = useCallback(async () => {
    if (!eventId) return;
    setWaiting(waitingFor(eventId).length);
    try {
      await sendWaiting(failed);
      setWaiting(waitingFor(eventId).length);
      const read = await apiJson<{ expected: number; arrived: number }>('GET', `/api/admin/checkins/${eventId}`);
      setCount({ eventId, ...read });
      setCountUnread(false);
      // The kept list follows the list's changes (a family added, a link replaced) while there is a network.
      void keepRoster(eventId).catch(() => undefined);
    } catch (err) {
      // No network: the count shown stays, with the marks waiting beside it. Signed out: sign in again, and they go.
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else setCountUnread(true);
    }
  }, [eventId, failed, onSessionEnded]);
  useEffect(() => {
    void recount();
    const every = setInterval(() => void recount(), COUNT_EVERY_MS);
    window.addEventListener('online', recount);
    return () => {
      clearInterval(every);
      window.removeEventListener('online', recount);
    };
  }, [recount]);

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

  useEffect(() => {
    if (!card || !eventId) return;
    setCard(null);
    window.history.replaceState(null, '', window.location.pathname);
    void openCard(card);
  }, [card, eventId, openCard]);

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
        <div className="field">
          <label htmlFor={`${id}-function`}>{words.function}</label>
          <select
            id={`${id}-function`}
            value={eventId}
            onChange={(event) => {
              const next = event.target.value;
              if (next === eventId) return;
              setEventId(next);
              localStorage.setItem(CHOSEN_FUNCTION, next);
              setHousehold(null);
              setCountUnread(false);
            }}
          >
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </select>
        </div>
        <p className="door__count" role="status">
          {count?.eventId === eventId ? fill(words.arrived, count) : countUnread ? words.countOffline : texts.loading}
          {waiting > 0 ? ` · ${fill(waiting === 1 ? words.waiting.one : words.waiting.other, { count: waiting })}` : ''}
        </p>
        <CardScanner words={words} onCard={(token) => void openCard(token)} />
        <search>
          <form
            className="household-form__row"
            onSubmit={(event) => {
              event.preventDefault();
              apiJson<DoorHousehold[]>(
                'GET',
                `/api/admin/checkins/${eventId}/households?q=${encodeURIComponent(query.trim())}`,
              ).then(setFound, (err: unknown) =>
                serverAway(err) ? setFound(keptByName(eventId, query)) : failed(err),
              );
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-find`}>{words.find}</label>
              <input
                id={`${id}-find`}
                type="search"
                placeholder={words.findHint}
                required
                maxLength={80}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
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
                  <button type="button" className="button button--outline" onClick={() => setHousehold(match)}>
                    {match.name}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {household ? (
          <HouseholdAtDoor key={household.id} household={household} words={words} onArrived={arrived} />
        ) : null}
      </div>
    </RoomFrame>
  );
}
