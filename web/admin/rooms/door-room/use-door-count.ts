import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiJson } from '../../../api';
import { sendWaiting, waitingFor } from '../../door/checkin-queue';
import { keepRoster } from '../../door/door-roster';

// The count is read again this often while the room is open: another door marks people too.
const COUNT_EVERY_MS = 15_000;

/**
 * Arrived against expected at a function, read again every little while and when the network is back, after the
 * marks waiting on the phone are sent; how many still wait; and whether the last reading failed.
 */
export function useDoorCount(eventId: string, failed: (err: unknown) => void, onSessionEnded: () => void) {
  // The count of the function it was read for: a late answer for the one chosen before is never shown as this one's.
  const [count, setCount] = useState<{ eventId: string; expected: number; arrived: number } | null>(null);
  const [countUnread, setCountUnread] = useState(false);
  const [waiting, setWaiting] = useState(0);

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

  return { count: count?.eventId === eventId ? count : null, countUnread, setCountUnread, waiting, recount };
}
