import { useCallback, useEffect, useRef, useState } from 'react';
import type { RsvpLookAlike, RsvpRecord, RsvpSummary } from '../../shared/rsvp/schemas';
import { ApiError, apiJson, apiRequest } from '../api';

// A page of rows keeps the table quick to draw on a phone however many guests answer.
export const ROWS_PER_PAGE = 50;

/** What the couple asked to see: a search, attending or declined or all, and which page. */
export interface RsvpListView {
  readonly q: string;
  readonly attending: 'all' | 'yes' | 'no';
  readonly page: number;
}

export type RsvpListState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      rsvps: RsvpRow[];
      /** The page these rows are: the pager reads it, not the page asked for, until that one has arrived. */
      page: number;
      matching: number;
      summary: RsvpSummary;
      refreshing: boolean;
    };

/** A row of the table: the record, and the other answers that look like the same guest's, if any. */
export type RsvpRow = RsvpRecord & {
  readonly likelyDuplicates?: readonly number[];
  /** The household on the list this answer is counted with, if the couple linked it. */
  readonly linkedTo?: { readonly id: number; readonly name: string };
};

function listQuery(view: RsvpListView): string {
  const params = new URLSearchParams({ limit: String(ROWS_PER_PAGE), offset: String(view.page * ROWS_PER_PAGE) });
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.attending !== 'all') params.set('attending', view.attending);
  return params.toString();
}

/**
 * The admin's list of responses: the page in view and the summary, both asked of the server, again whenever the
 * view changes or Refresh is pressed (no polling, no refetch on focus, no retry: SPEC §7). A 401 means the session
 * has ended, which the page answers by locking itself.
 */
export function useRsvpList(onSignedOut: () => void) {
  const [state, setState] = useState<RsvpListState>({ status: 'loading' });
  const [view, setView] = useState<RsvpListView>({ q: '', attending: 'all', page: 0 });
  const latestRequest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latestRequest.current;
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    try {
      const query = listQuery(view);
      const [response, summary, lookAlikes] = await Promise.all([
        apiRequest('GET', `/api/rsvps?${query}`),
        apiJson<RsvpSummary>('GET', '/api/rsvps/summary'),
        apiJson<RsvpLookAlike[]>('GET', `/api/rsvps/look-alikes?${query}`),
      ]);
      const known = new Map(lookAlikes.map((entry) => [entry.id, entry]));
      const rsvps = ((await response.json()) as RsvpRecord[]).map((record): RsvpRow => {
        const { likelyDuplicates = [], linkedTo } = known.get(record.id) ?? {};
        return {
          ...record,
          ...(likelyDuplicates.length > 0 ? { likelyDuplicates } : {}),
          ...(linkedTo ? { linkedTo } : {}),
        };
      });
      const matching = Number(response.headers.get('X-Total-Count') ?? rsvps.length);
      if (request === latestRequest.current)
        setState({ status: 'ready', rsvps, page: view.page, matching, summary, refreshing: false });
    } catch (err) {
      if (request !== latestRequest.current) return;
      if (err instanceof ApiError && err.status === 401) onSignedOut();
      else setState({ status: 'error' });
    }
  }, [onSignedOut, view]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, view, setView, refresh: load };
}
