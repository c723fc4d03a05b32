import { useCallback, useEffect, useState } from 'react';
import type { Gift } from '../../../shared/day/schemas';
import { daysWords } from '../../../shared/i18n/admin-days';
import { ApiError, apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import type { RoomProps } from '../AdminRooms';
import { useAdminLanguage } from '../admin-language';
import { GiftsPanel } from '../days/GiftsPanel';
import { type PostedUpdate, UpdatesPanel } from '../days/UpdatesPanel';
import { useGuestListHandle } from '../guests/guest-list-context';
import { useMe } from '../me';
import { RoomFrame } from './RoomFrame';

/**
 * /admin/days: the days themselves. For the couple, the updates the guests read at the top of their pages, and the
 * register of shagun and gifts for the thank-you notes; for an organiser the couple allows, the register alone.
 */
export default function DaysRoom({ onSessionEnded, publicUrl, site }: RoomProps) {
  const { texts, language, failure } = useAdminLanguage();
  const words = daysWords(language);
  const { state } = useGuestListHandle();
  const me = useMe(onSessionEnded);
  const couple = me?.role === 'couple';
  const [updates, setUpdates] = useState<PostedUpdate[]>([]);
  const [gifts, setGifts] = useState<Gift[]>([]);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState('');

  const load = useCallback(async () => {
    try {
      const [posted, given] = await Promise.all([
        couple ? apiJson<PostedUpdate[]>('GET', '/api/admin/updates') : [],
        apiJson<Gift[]>('GET', `/api/admin/gifts?q=${encodeURIComponent(search)}`),
      ]);
      setUpdates(posted);
      setGifts(given);
      setProblem('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else setProblem(failure(err, words.noServer));
    }
  }, [search, couple, onSessionEnded, failure, words]);
  useEffect(() => {
    // Who is signed in decides what there is to read.
    if (me) void load();
  }, [me, load]);

  const change = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      // A call that says what it did in its own words gives no `done`.
      if (done) toast({ title: done });
      await load();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else toast({ variant: 'destructive', title: words.notSaved, description: failure(err, words.noServer) });
      return false;
    }
  };

  const events = state.status === 'ready' ? state.events : [];
  const households = state.status === 'ready' ? state.households : [];
  return (
    <RoomFrame title={texts.titles.days}>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="days">
        {couple ? (
          <UpdatesPanel
            words={words}
            updates={updates}
            events={events}
            siteAddress={`${publicUrl ?? window.location.origin}/`}
            change={change}
            reachProps={{ site, households, language, onSessionEnded, failure }}
          />
        ) : null}
        <GiftsPanel
          words={words}
          gifts={gifts}
          events={events}
          households={households}
          search={search}
          onSearch={setSearch}
          change={change}
        />
      </div>
    </RoomFrame>
  );
}
