/**
 * Counts events per key over a fixed window, in memory: how many answers a household gave, how many wrong links a
 * network tried. A flood of new keys cannot grow it without end: past `maxKeys`, the oldest key is forgotten.
 */
export function createWindowCounter({
  max,
  windowMs,
  now = Date.now,
  maxKeys = 50_000,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** Seconds until `key` is under its limit again, or 0 when it is now. */
    waitSeconds(key: string): number {
      const entry = current(key);
      return entry && entry.count >= max ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0;
    },
    record(key: string): void {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { count: 1, resetAt: now() + windowMs });
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;
