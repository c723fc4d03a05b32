import { useCallback, useEffect, useState } from 'react';
import type { Gift } from '../../../shared/day/schemas';
import { daysWords } from '../../../shared/i18n/admin-days';
import { apiJson } from '../../api';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { GiftsPanel } from '../days/GiftsPanel';
import { type PostedUpdate, UpdatesPanel } from '../days/UpdatesPanel';
import { useMe } from '../me';
import { RoomFrame } from './RoomFrame';
import { useRoomData } from './use-room-data';

/**
 * /admin/days: the days themselves. For the couple, the updates the guests read at the top of their pages, and the
 * register of shagun and gifts for the thank-you notes; for an organiser the couple allows, the register alone.
 */
export default function DaysRoom({ onSessionEnded, publicUrl, site }: RoomProps) {
  const { texts, language } = useAdminLanguage();
  const words = daysWords(language);
  const me = useMe(onSessionEnded);
  const couple = me?.role === 'couple';
  const [search, setSearch] = useState('');
  const read = useCallback(
    () =>
      Promise.all([
        couple ? apiJson<PostedUpdate[]>('GET', '/api/admin/updates') : [],
        apiJson<Gift[]>('GET', `/api/admin/gifts?q=${encodeURIComponent(search)}`),
      ]),
    [search, couple],
  );
  const { data, problem, load, change } = useRoomData(read, onSessionEnded, words);
  useEffect(() => {
    // Who is signed in decides what there is to read.
    if (me) void load();
  }, [me, load]);

  const [updates, gifts] = data ?? [[], []];
  return (
    <RoomFrame title={texts.titles.days}>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="days">
        {couple ? (
          <UpdatesPanel
            updates={updates}
            siteAddress={`${publicUrl ?? window.location.origin}/`}
            change={change}
            site={site}
            onSessionEnded={onSessionEnded}
          />
        ) : null}
        <GiftsPanel gifts={gifts} search={search} onSearch={setSearch} change={change} />
      </div>
    </RoomFrame>
  );
}
