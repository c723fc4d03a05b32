import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { fill } from '../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../shared/site/events';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';

// Read again while the overview is open on the day: the door marks people all evening.
const EVERY_MS = 30_000;

/** On a function's day, its arrivals against those expected, from the door's count: the couple's glance at the day. */
export default function ArrivalsToday({ events }: { events: readonly WeddingEvent[] }) {
  const { texts } = useAdminLanguage();
  const [counts, setCounts] = useState<ReadonlyMap<string, { expected: number; arrived: number }>>(new Map());
  const ids = events.map((event) => event.id).join(' ');
  useEffect(() => {
    let current = true;
    const read = () =>
      Promise.all(
        ids
          .split(' ')
          .map((id) =>
            apiJson<{ expected: number; arrived: number }>('GET', `/api/admin/checkins/${encodeURIComponent(id)}`).then(
              (count) => [id, count] as const,
            ),
          ),
      ).then(
        (read) => current && setCounts(new Map(read)),
        () => undefined,
      );
    void read();
    const every = setInterval(read, EVERY_MS);
    return () => {
      current = false;
      clearInterval(every);
    };
  }, [ids]);
  return (
    <ul className="overview__steps" aria-label={texts.overview.today}>
      {events.map((event) => {
        const count = counts.get(event.id);
        return (
          <li key={event.id}>
            <span>
              {fill(texts.overview.arrivedAt, {
                title: event.title,
                arrived: count?.arrived ?? '…',
                expected: count?.expected ?? '…',
              })}
            </span>{' '}
            <Link href="/door">{texts.overview.toTheDoor}</Link>
          </li>
        );
      })}
    </ul>
  );
}
