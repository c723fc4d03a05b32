// Slows down password guessing at /api/admin/login, in memory (one process; a restart forgets, which is fine:
// a restart takes longer than the window a guesser saves).
//
// Every attempt counts as a failure until it succeeds, so that a burst of parallel guesses from one address
// cannot all slip in before the first wrong answer is recorded.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ADDRESS = 5;
// Many addresses together (a botnet) get this many guesses per window in all. A signed-in couple keeps its
// session meanwhile; only new sign-ins wait.
export const MAX_FAILURES_OVERALL = 100;
// Bounds the memory a flood of distinct addresses can take; the oldest are forgotten first.
const MAX_TRACKED_ADDRESSES = 10_000;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createLoginThrottle(now: () => number = Date.now) {
  const byAddress = new Map<string, number[]>();
  let overall: number[] = [];

  const recent = (times: number[], at: number) => times.filter((t) => t > at - LOGIN_WINDOW_MS);
  const retryAfter = (oldest: number, at: number) => Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - at) / 1000));

  return {
    /** Call before checking a password: refuses, or records the attempt as a failure until told otherwise. */
    attempt(address: string): ThrottleDecision {
      const at = now();
      overall = recent(overall, at);
      const mine = recent(byAddress.get(address) ?? [], at);
      if (mine.length >= MAX_FAILURES_PER_ADDRESS) {
        byAddress.set(address, mine);
        return { allowed: false, retryAfterSeconds: retryAfter(mine[0] ?? at, at) };
      }
      if (overall.length >= MAX_FAILURES_OVERALL) {
        return { allowed: false, retryAfterSeconds: retryAfter(overall[0] ?? at, at) };
      }
      mine.push(at);
      overall.push(at);
      byAddress.delete(address); // re-inserted last, so Map order is oldest-first for eviction
      byAddress.set(address, mine);
      if (byAddress.size > MAX_TRACKED_ADDRESSES) {
        const oldest = byAddress.keys().next().value;
        if (oldest !== undefined) byAddress.delete(oldest);
      }
      return { allowed: true };
    },

    /** The password was right: the attempt was no failure, and this address starts afresh. */
    succeeded(address: string): void {
      const mine = byAddress.get(address);
      const last = mine?.at(-1);
      byAddress.delete(address);
      if (last === undefined) return;
      const index = overall.lastIndexOf(last);
      if (index >= 0) overall.splice(index, 1);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
