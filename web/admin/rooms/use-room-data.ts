import { useCallback, useState } from 'react';
import { ApiError } from '../../api';
import { toast } from '../../ui/useToast';
import { useAdminLanguage } from '../admin-language';

/** The words a room says its calls' failures in. */
export interface CallWords {
  readonly notSaved: string;
  readonly noServer: string;
}

/**
 * A room's data as `read` reads it, and its changes to it. A read that fails is the room's problem, said in the
 * reader's words; a change that fails is said in a toast; a lost session (401) ends at the sign-in either way.
 * `read` is kept by the caller (useCallback): `load` changes with it.
 */
export function useRoomData<Data>(read: () => Promise<Data>, onSessionEnded: () => void, words: CallWords) {
  const { failure } = useAdminLanguage();
  const [data, setData] = useState<Data | null>(null);
  const [problem, setProblem] = useState('');
  const load = useCallback(async () => {
    try {
      setData(await read());
      setProblem('');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else setProblem(failure(err, words.noServer));
    }
  }, [read, onSessionEnded, failure, words]);

  /** A change that did not happen, told in a toast. */
  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.status === 401) onSessionEnded();
    else toast({ variant: 'destructive', title: words.notSaved, description: failure(err, words.noServer) });
  };

  /** Makes a call, says it was `done` (a call that says what it did in its own words gives none), reads again. */
  const change = async (call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
      if (done) toast({ title: done });
      await load();
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  };

  return { data, problem, load, change, failed };
}
