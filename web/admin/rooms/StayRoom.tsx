import { useEffect } from 'react';
import { stayWords } from '../../../shared/i18n/admin-stay';
import type { Board, StayOverview } from '../../../shared/stay/admin-views';
import { apiJson } from '../../api';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { ArrivalsBoard } from '../stay/ArrivalsBoard';
import { PlacesPanel } from '../stay/PlacesPanel';
import { TravellersPanel } from '../stay/TravellersPanel';
import { RoomFrame } from './RoomFrame';
import { StayExports } from './stay-room/StayExports';
import { useRoomData } from './use-room-data';

/** What the room's panels do to the stay: a call, told in a toast when it fails, and everything loaded again. */
export type StayChange = (call: () => Promise<unknown>) => Promise<boolean>;

const readStay = () =>
  Promise.all([apiJson<StayOverview>('GET', '/api/admin/stay'), apiJson<Board>('GET', '/api/admin/arrivals')]);

/**
 * /admin/stay: where guests sleep and who meets them. The places and their rooms, the travellers with a room for each
 * person, the arrivals and departures with their drivers, and the lists for the hotel and the drivers.
 */
export default function StayRoom({ onSessionEnded }: RoomProps) {
  const { texts, language } = useAdminLanguage();
  const words = stayWords(language);
  const { data, problem, load, change } = useRoomData(readStay, onSessionEnded, words);
  useEffect(() => {
    void load();
  }, [load]);

  const [overview, board] = data ?? [null, []];
  return (
    <RoomFrame title={texts.titles.stay}>
      {problem ? <p role="alert">{problem}</p> : null}
      {overview ? (
        <>
          <StayExports board={board} />
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
