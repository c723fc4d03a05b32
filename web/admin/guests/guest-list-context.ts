import { createContext, useContext } from 'react';
import type { GuestListState } from './useGuestList';

export interface GuestListHandle {
  readonly state: GuestListState;
  reload(): Promise<void>;
}

/**
 * The guest list, loaded once for every room of the admin that reads it (the overview, the list, the functions,
 * sending), and again after a change: moving between rooms asks the server for nothing.
 */
export const GuestListContext = createContext<GuestListHandle>({
  state: { status: 'loading' },
  reload: () => Promise.resolve(),
});

export const useGuestListHandle = () => useContext(GuestListContext);
