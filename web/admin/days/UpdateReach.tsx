import { useCallback, useEffect, useState } from 'react';
import type { Update, UpdateHousehold } from '../../../shared/day/schemas';
import type { Household } from '../../../shared/guests/schemas';
import { daysWords } from '../../../shared/i18n/admin-days';
import { fill } from '../../../shared/i18n/fill';
import type { Site } from '../../../shared/site/schema';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import { useRoomData } from '../rooms/use-room-data';
import { ReachList } from './update-reach/ReachList';
import { ReachWalk } from './update-reach/ReachWalk';

/**
 * Who has had an update: each household it is for, seen on its page or not, and sent by the couple or not; and the
 * send walk through those who have not seen it, one message each from the couple's own phone, in its language and
 * with its own link. The walk is fixed when it starts, so the list does not move under a thumb.
 */
export function UpdateReach({
  update,
  site,
  households,
  onSessionEnded,
}: {
  update: Update;
  site: Site;
  households: readonly Household[];
  onSessionEnded: () => void;
}) {
  const words = daysWords(useAdminLanguage().language);
  const read = useCallback(
    () => apiJson<UpdateHousehold[]>('GET', `/api/admin/updates/${update.id}/households`),
    [update.id],
  );
  const { data: reach, problem, load, failed } = useRoomData(read, onSessionEnded, words);
  const [walk, setWalk] = useState<readonly number[] | null>(null);
  useEffect(() => {
    void load();
  }, [load]);

  // Only those the guest list still holds (one deleted since would end the walk early).
  const unseen = (reach ?? []).filter(
    (household) => household.seenAt === null && households.some((listed) => listed.id === household.id),
  );
  return (
    <div className="update-reach">
      {problem ? <p role="alert">{problem}</p> : null}
      {reach && walk === null ? (
        unseen.length === 0 ? (
          <p>{words.allSeen}</p>
        ) : (
          <button
            type="button"
            className="button button--small"
            onClick={() => setWalk(unseen.map((household) => household.id))}
          >
            {fill(words.sendUnseen, { count: unseen.length })}
          </button>
        )
      ) : null}
      {walk ? (
        <ReachWalk
          update={update}
          walk={walk}
          site={site}
          failed={failed}
          onEnd={() => {
            setWalk(null);
            void load();
          }}
        />
      ) : null}
      {reach ? <ReachList reach={reach} /> : null}
    </div>
  );
}
