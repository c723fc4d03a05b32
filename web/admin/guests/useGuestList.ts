import { useCallback, useEffect, useState } from 'react';
import type { Role } from '../../../shared/admin/people';
import type { Headcount, HouseholdLanguage } from '../../../shared/guests/admin-shapes';
import type { Household } from '../../../shared/guests/schemas';
import type { WeddingEvent } from '../../../shared/site/events';
import type { MealChoice } from '../../../shared/site/meals';
import { ApiError, apiJson } from '../../api';

export interface GuestListData {
  households: Household[];
  headcounts: Headcount[];
  events: WeddingEvent[];
  meals: MealChoice[];
  /** The languages a household may read, the wedding's first, named from the registry by the server. */
  languages: HouseholdLanguage[];
}

export type GuestListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & GuestListData);

/**
 * The guest list, the headcounts and the itinerary's events, loaded together and again after every change: as much
 * of them as the signed-in person's role may read (the caterer: no households; the door: the events). Waits until
 * the role is known.
 */
export function useGuestList(onSessionEnded: () => void, role: Role | undefined) {
  const [state, setState] = useState<GuestListState>({ status: 'loading' });
  const load = useCallback(async () => {
    if (!role) return;
    const readsHouseholds = role === 'couple' || role === 'organiser';
    try {
      const [households, headcounts, { events, meals, languages }] = await Promise.all([
        readsHouseholds ? apiJson<Household[]>('GET', '/api/admin/households') : [],
        role === 'door' ? [] : apiJson<Headcount[]>('GET', '/api/admin/headcounts'),
        apiJson<Pick<GuestListData, 'events' | 'meals' | 'languages'>>('GET', '/api/admin/events'),
      ]);
      setState({ status: 'ready', households, headcounts, events, meals, languages });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onSessionEnded();
      setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  }, [onSessionEnded, role]);
  useEffect(() => void load(), [load]);
  return { state, reload: load };
}
