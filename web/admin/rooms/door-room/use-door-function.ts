import { useEffect, useState } from 'react';
import type { WeddingEvent } from '../../../../shared/site/events';
import { apiJson } from '../../../api';

// The function a door works at is the same all evening: kept on the phone across a reload or a card's link.
const CHOSEN_FUNCTION = 'wedding-door-function';

/** The function to open the door for: today's (or the next), by the wedding's dates; else the first. */
const functionOfToday = (events: readonly WeddingEvent[]) => {
  const today = new Date().toISOString().slice(0, 10);
  return (events.find((event) => event.date >= today) ?? events[0])?.id ?? '';
};

/** The itinerary's functions, the one this door works at, and the door's choice of another, kept on the phone. */
export function useDoorFunction(failed: (err: unknown) => void) {
  const [events, setEvents] = useState<WeddingEvent[]>([]);
  const [eventId, setEventId] = useState('');
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
  const choose = (next: string) => {
    setEventId(next);
    localStorage.setItem(CHOSEN_FUNCTION, next);
  };
  return { events, eventId, choose };
}
