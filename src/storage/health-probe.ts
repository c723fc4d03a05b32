import type { Database } from 'better-sqlite3';

const PROBE_EVERY_MS = 5_000;

/**
 * A real write of one row, so that a full or read-only disk shows before a guest meets it: SQLite's words when it
 * failed, null when it was kept. The probe is a synced write: a monitor (or anyone) calling /healthz in a loop must
 * not turn it into a stream of disk flushes that slows every guest. Written at most every PROBE_EVERY_MS; the answer
 * in between is the last one.
 */
export function createHealthProbe(db: Database, now: () => number) {
  const probe = db.prepare('UPDATE health_probe SET checked_at = ? WHERE id = 1');
  let probedAt = Number.NEGATIVE_INFINITY;
  let probeFailure: string | null = null;
  return (): string | null => {
    if (now() - probedAt >= PROBE_EVERY_MS) {
      probedAt = now();
      try {
        probe.run(probedAt);
        probeFailure = null;
      } catch (err) {
        probeFailure = err instanceof Error ? err.message : String(err);
      }
    }
    return probeFailure;
  };
}
