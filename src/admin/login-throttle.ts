// Slows down password guessing at /api/admin/login, in memory (one process; a restart forgets, which is fine:
// a restart takes longer than the window a guesser saves), without ever letting strangers lock the couple out.
//
// - A client (an IPv4 address, or an IPv6 /64: see clientKey) gets 5 wrong passwords per 15 minutes.
// - All clients together: past 100 wrong passwords in 15 minutes the site is under attack, and strangers'
//   attempts are slowed to one every 10 seconds for each account, rather than stopped: an attack on the couple's
//   account leaves every helper's sign-in as it was, and a couple on a new phone waits seconds, not the window.
//   Whoever asks first when an account's slot opens takes it, so a flood can still keep a new device waiting on the
//   attacked account: a signed-in device's one-time code (sign-in-codes.ts) is the way past it.
// - A device the couple signed in on before (its signed cookie: known-devices.ts) is exempt from both; it gets
//   10 wrong passwords per 15 minutes of its own, so a stolen laptop cannot guess for ever either.
//
// Every attempt counts as a failure until it succeeds, so that a burst of parallel guesses cannot all slip in
// before the first wrong answer is recorded.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_CLIENT = 5;
export const MAX_FAILURES_PER_KNOWN_DEVICE = 10;
export const UNDER_ATTACK_FAILURES = 100;
export const SLOWED_ATTEMPT_EVERY_MS = 10_000;
// Bounds the memory a flood of distinct addresses can take; the oldest are forgotten first.
const MAX_TRACKED = 10_000;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Who is trying: the client's key (clientKey of its address), and the known device it proved to be, if any. */
export interface LoginClient {
  readonly key: string;
  readonly knownDevice: string | null;
  /** The account it tries (or one word for names that are no one's): each has its own slot under attack. */
  readonly account?: string;
}

function createFailureLog(limit: number) {
  const byName = new Map<string, number[]>();
  return {
    /** The failures of the last window, oldest first (and forgets older ones). */
    recent(name: string, at: number): number[] {
      const times = (byName.get(name) ?? []).filter((t) => t > at - LOGIN_WINDOW_MS);
      if (times.length === 0) byName.delete(name);
      else byName.set(name, times);
      return times;
    },
    full: (times: number[]) => times.length >= limit,
    add(name: string, at: number): void {
      const times = byName.get(name) ?? [];
      byName.delete(name); // re-inserted last, so Map order is oldest-first for eviction
      byName.set(name, [...times, at]);
      if (byName.size > MAX_TRACKED) {
        const oldest = byName.keys().next().value;
        if (oldest !== undefined) byName.delete(oldest);
      }
    },
    /** Takes back the latest failure: the attempt it stood for succeeded. */
    forgive(name: string): number | undefined {
      const times = byName.get(name);
      const last = times?.pop();
      if (times?.length === 0) byName.delete(name);
      return last;
    },
    clear(name: string): void {
      byName.delete(name);
    },
  };
}

export function createLoginThrottle(now: () => number = Date.now) {
  const clients = createFailureLog(MAX_FAILURES_PER_CLIENT);
  const devices = createFailureLog(MAX_FAILURES_PER_KNOWN_DEVICE);
  let overall: number[] = [];
  // Under attack, the last slowed attempt at each account. Bounded like the logs: past that many, the oldest goes.
  const lastSlowedAttempt = new Map<string, number>();

  const retryAfter = (until: number, at: number) => ({
    allowed: false as const,
    retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)),
  });

  return {
    /** Call before checking a password: refuses, or records the attempt as a failure until told otherwise. */
    attempt(client: LoginClient): ThrottleDecision {
      const at = now();
      if (client.knownDevice) {
        const mine = devices.recent(client.knownDevice, at);
        if (devices.full(mine)) return retryAfter((mine[0] ?? at) + LOGIN_WINDOW_MS, at);
        devices.add(client.knownDevice, at);
        return { allowed: true };
      }
      const mine = clients.recent(client.key, at);
      if (clients.full(mine)) return retryAfter((mine[0] ?? at) + LOGIN_WINDOW_MS, at);
      overall = overall.filter((t) => t > at - LOGIN_WINDOW_MS);
      if (overall.length >= UNDER_ATTACK_FAILURES) {
        const account = client.account ?? '';
        const last = lastSlowedAttempt.get(account) ?? Number.NEGATIVE_INFINITY;
        if (at - last < SLOWED_ATTEMPT_EVERY_MS) return retryAfter(last + SLOWED_ATTEMPT_EVERY_MS, at);
        lastSlowedAttempt.delete(account);
        lastSlowedAttempt.set(account, at);
        if (lastSlowedAttempt.size > MAX_TRACKED) {
          const oldest = lastSlowedAttempt.keys().next().value;
          if (oldest !== undefined) lastSlowedAttempt.delete(oldest);
        }
      }
      clients.add(client.key, at);
      overall.push(at);
      return { allowed: true };
    },

    /** The password was right: the attempt was no failure, and this client starts afresh. */
    succeeded(client: LoginClient): void {
      if (client.knownDevice) {
        devices.clear(client.knownDevice);
        return;
      }
      const last = clients.forgive(client.key);
      clients.clear(client.key);
      if (last === undefined) return;
      const index = overall.lastIndexOf(last);
      if (index >= 0) overall.splice(index, 1);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
