import { useEffect, useState } from 'react';
import type { finderNow as FinderNow } from '../name-finder';

let finderNow: typeof FinderNow | undefined;

/**
 * The finder of names for what is typed in the guest list's search, once its chunk is here (web/admin/name-finder.ts);
 * until then, or without a network to fetch it, none, and the list is searched as written.
 */
export function useNameFinder(typed: string) {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (typed.trim())
      import('../name-finder')
        .then((finders) => finders.readyFor(typed))
        .then(
          (ready) => {
            finderNow = ready.finderNow;
            setLoaded((times) => times + 1);
          },
          () => {},
        );
  }, [typed]);
  return finderNow?.(typed);
}
