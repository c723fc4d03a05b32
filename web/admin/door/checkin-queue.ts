import { ApiError, apiJson } from '../../api';

/** A mark made at the door: who of a household arrived at a function, with the phone's own id for it. */
export interface DoorMark {
  readonly householdId: number;
  readonly memberIds: readonly number[];
  /** How many of the household's extra guests have arrived in all, when this mark says so. */
  readonly guests?: number;
  readonly eventId: string;
  readonly clientId: string;
}

// Marks not yet taken by the server live here, on the phone, across a reload or a dead battery's restart: a venue's
// network comes and goes, and a mark made meanwhile must not be lost. Each keeps its own id, so a mark the server
// took but whose answer was lost is counted once when it is sent again.
const KEPT = 'wedding-door-marks';

const kept = (): DoorMark[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEPT) ?? '[]');
    return Array.isArray(parsed) ? (parsed as DoorMark[]) : [];
  } catch {
    return [];
  }
};
const keep = (marks: readonly DoorMark[]) => localStorage.setItem(KEPT, JSON.stringify(marks));

/** A new mark's id (client-id.ts). */
export { newClientId } from '../client-id';

/** The marks waiting for the network, for a function. */
export const waitingFor = (eventId: string) => kept().filter((mark) => mark.eventId === eventId);

// Refusals that no retry changes: the mark itself is wrong (the household un-invited meanwhile, a person taken off
// the list). Anything else (no network, a signed-out session, a portal's or proxy's page, a server in trouble) keeps
// the mark on the phone: it goes once that is mended.
const REFUSED_FOR_GOOD = new Set([400, 404, 409]);

/**
 * Sends a mark; while it cannot go it waits on the phone and `false` says so. A mark refused for good is dropped and
 * its refusal thrown; a signed-out session is thrown too (the mark still waits), so the page can ask to sign in.
 */
export async function sendMark(mark: DoorMark): Promise<boolean> {
  keep([...kept().filter((other) => other.clientId !== mark.clientId), mark]);
  try {
    await apiJson('POST', '/api/admin/checkins', mark);
  } catch (err) {
    if (err instanceof ApiError && REFUSED_FOR_GOOD.has(err.status)) {
      keep(kept().filter((other) => other.clientId !== mark.clientId));
      throw err;
    }
    if (err instanceof ApiError && err.status === 401) throw err;
    return false;
  }
  keep(kept().filter((other) => other.clientId !== mark.clientId));
  return true;
}

/**
 * Sends every mark still waiting, oldest first; stops at the first that cannot go yet. Each one refused for good is
 * said through `onRefused`; a signed-out session is thrown, with every mark still waiting.
 */
export async function sendWaiting(onRefused: (err: unknown) => void): Promise<void> {
  for (const mark of kept()) {
    try {
      if (!(await sendMark(mark))) return;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) throw err;
      onRefused(err);
    }
  }
}
