import { clientKey } from './client-key';

/**
 * Counts one client's wrong guesses (links that lead nowhere) over a window, in memory. A family that mistypes a
 * link a few times never meets it; a script walking through tokens stops after `maxMisses`. Only misses count, so
 * a household that opens its own link a hundred times is never throttled.
 */
export function createMissThrottle({ maxMisses = 20, windowMs = 10 * 60 * 1000, now = Date.now, maxClients = 50_000 } = {}) {
  const misses = new Map<string, { count: number; resetAt: number }>();

  const current = (ip: string) => {
    const key = clientKey(ip);
    const entry = misses.get(key);
    if (entry && entry.resetAt <= now()) {
      misses.delete(key);
      return { key, entry: undefined };
    }
    return { key, entry };
  };

  return {
    /** Seconds until this client may guess again, or 0 when it may now. */
    waitSeconds(ip: string): number {
      const { entry } = current(ip);
      return entry && entry.count >= maxMisses ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    recordMiss(ip: string): void {
      const { key, entry } = current(ip);
      if (entry) {
        entry.count += 1;
        return;
      }
      // A flood from many addresses must not grow the map without end: the oldest entries go first.
      if (misses.size >= maxClients) {
        const oldest = misses.keys().next().value;
        if (oldest !== undefined) misses.delete(oldest);
      }
      misses.set(key, { count: 1, resetAt: now() + windowMs });
    },
  };
}

export type MissThrottle = ReturnType<typeof createMissThrottle>;
