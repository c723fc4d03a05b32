import type { Database } from 'better-sqlite3';

/**
 * "The family opened its link" is a note, not anyone's answer, and a thousand families open their links in the first
 * hour: a flush of the disk for each (2 ms here, far more on an SD card) held every guest behind it. In WAL mode,
 * synchronous=NORMAL still survives the process being killed; only a power cut may lose the last few such notes,
 * and the next answer's commit (FULL again) flushes them with it.
 */
export function unsyncedWrites(db: Database) {
  return (write: () => unknown): void => {
    const level = Number(db.pragma('synchronous', { simple: true }));
    db.pragma(`synchronous = ${Math.min(level, 1)}`);
    try {
      write();
    } finally {
      db.pragma(`synchronous = ${level}`);
    }
  };
}
