import Download from 'lucide-react/icons/download';
import { useCallback, useEffect, useState } from 'react';
import { stayWords } from '../../../shared/i18n/admin-stay';
import { fill } from '../../../shared/i18n/fill';
import type { Board, StayOverview } from '../../../shared/stay/admin-views';
import { ApiError, apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { ArrivalsBoard } from '../stay/ArrivalsBoard';
import { PlacesPanel } from '../stay/PlacesPanel';
import { TravellersPanel } from '../stay/TravellersPanel';
import { RoomFrame } from './RoomFrame';

/** What the room's panels do to the stay: a call, told in a toast when it fails, and everything loaded again. */
export type StayChange = (call: () => Promise<unknown>) => Promise<boolean>;

/**
 * /admin/stay: where guests sleep and who meets them. The places and their rooms, the travellers with a room for each
 * person, the arrivals and departures with their drivers, and the lists for the hotel and the drivers.
 */
export default function StayRoom({ onSessionEnded }: RoomProps) {
  const { texts, language, failure } = useAdminLanguage();
  const words = stayWords(language);
  const [overview, setOverview] = useState<StayOverview | null>(null);
  const [board, setBoard] = useState<Board>([]);
  const [problem, setProblem] = useState('');

  const load = useCallback(async () => {
    try {
      const [next, days] = await Promise.all([
        apiJson<StayOverview>('GET', '/api/admin/stay'),
        apiJson<Board>('GET', '/api/admin/arrivals'),
      ]);
      setOverview(next);
      setBoard(days);
      setProblem('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else setProblem(failure(err, words.noServer));
    }
  }, [onSessionEnded, failure, words]);
  useEffect(() => {
    void load();
  }, [load]);

  const change: StayChange = async (call) => {
    try {
      await call();
      await load();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else toast({ variant: 'destructive', title: words.notSaved, description: failure(err, words.noServer) });
      return false;
    }
  };

  return (
    <RoomFrame title={texts.titles.stay}>
      {problem ? <p role="alert">{problem}</p> : null}
      {overview ? (
        <>
          <section className="admin-card guest-list" aria-labelledby="stay-exports">
            <h2 id="stay-exports">{words.exports}</h2>
            <div className="dashboard__actions">
              <a className="button button--outline button--small" href="/api/admin/rooming-list.csv" download>
                <Download aria-hidden="true" size={18} />
                {words.roomingList}
              </a>
              <a
                className="button button--outline button--small"
                href="/api/admin/rooming-list.csv?language=hi"
                download
              >
                <Download aria-hidden="true" size={18} />
                {words.roomingListHi}
              </a>
              <a
                className="button button--outline button--small"
                href="/admin/print/rooming-list"
                target="_blank"
                rel="noopener"
              >
                {words.printRooming}
              </a>
              <a
                className="button button--outline button--small"
                href="/admin/print/rooming-list?language=hi"
                target="_blank"
                rel="noopener"
              >
                {words.printInHindi}
              </a>
              {board.map((day) => (
                <span key={day.date} className="stay__sheet">
                  <a
                    className="button button--outline button--small"
                    href={`/api/admin/arrivals.csv?date=${day.date}`}
                    download
                  >
                    <Download aria-hidden="true" size={18} />
                    {fill(words.driversSheet, { date: day.date })}
                  </a>
                  <a
                    className="button button--outline button--small"
                    href={`/api/admin/arrivals.csv?date=${day.date}&language=hi`}
                    download
                  >
                    {words.driversSheetHi}
                    <span className="visually-hidden"> {day.date}</span>
                  </a>
                  <a
                    className="button button--outline button--small"
                    href={`/admin/print/drivers?date=${day.date}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {fill(words.printDrivers, { date: day.date })}
                  </a>
                  <a
                    className="button button--outline button--small"
                    href={`/admin/print/drivers?date=${day.date}&language=hi`}
                    target="_blank"
                    rel="noopener"
                  >
                    {words.printInHindi}
                    <span className="visually-hidden"> {day.date}</span>
                  </a>
                </span>
              ))}
            </div>
          </section>
          <PlacesPanel places={overview.places} change={change} />
          <TravellersPanel overview={overview} change={change} />
          <ArrivalsBoard board={board} change={change} />
        </>
      ) : problem ? null : (
        <p role="status">{words.loading}</p>
      )}
    </RoomFrame>
  );
}
