import { useCallback, useEffect, useRef, useState } from 'react';
import type { RsvpRecord } from '../../src/rsvp/schemas';
import { ApiError, apiJson } from '../api';

export type RsvpListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; rsvps: RsvpRecord[]; refreshing: boolean };

/**
 * The admin's list of responses: fetched once, then again only when asked (no polling, no refetch on focus,
 * no retry: SPEC §7). A 401 means the session has ended, which the page answers by locking itself.
 */
export function useRsvpList(onSignedOut: () => void) {
  const [state, setState] = useState<RsvpListState>({ status: 'loading' });
  const latestRequest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latestRequest.current;
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    try {
      const rsvps = await apiJson<RsvpRecord[]>('GET', '/api/rsvps');
      if (request === latestRequest.current) setState({ status: 'ready', rsvps, refreshing: false });
    } catch (err) {
      if (request !== latestRequest.current) return;
      if (err instanceof ApiError && err.status === 401) onSignedOut();
      else setState({ status: 'error' });
    }
  }, [onSignedOut]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, refresh: load };
}
