import { ApiError, apiJson } from '../../api';

/** A mark made at the door: who of a household arrived at a function, with the phone's own id for it. */
export interface DoorMark {
  readonly householdId: number;
  readonly memberIds: readonly number[];
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

/** A new mark's id: random enough that two phones never make the same one. */
export const newClientId = () => `${Date.now().toString(36)}-${crypto.randomUUID()}`;

/** The marks waiting for the network, for a function. */
export const waitingFor = (eventId: string) => kept().filter((mark) => mark.eventId === eventId);

/**
 * Sends a mark; without a network (no answer at all) it waits on the phone and `false` says so. A refusal (the
 * household was un-invited meanwhile, the person signed out) is thrown: waiting would not change it.
 */
export async function sendMark(mark: DoorMark): Promise<boolean> {
  keep([...kept().filter((other) => other.clientId !== mark.clientId), mark]);
  try {
    await apiJson('POST', '/api/admin/checkins', mark);
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) {
      keep(kept().filter((other) => other.clientId !== mark.clientId));
      throw err;
    }
    return false;
  }
  keep(kept().filter((other) => other.clientId !== mark.clientId));
  return true;
}

/** Sends every mark still waiting, oldest first; stops at the first the network does not take. */
export async function sendWaiting(): Promise<void> {
  for (const mark of kept()) {
    try {
      if (!(await sendMark(mark))) return;
    } catch {
      // Refused for good: already dropped by sendMark; the next one may go.
    }
  }
}
