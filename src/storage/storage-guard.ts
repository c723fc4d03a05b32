import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { type Outcome, refuse } from '../../shared/outcome';
import { createHealthProbe } from './health-probe';
import { createStorageWatch } from './storage-watch';

/** Why the site cannot take a write now, in words for the guest (message) and for the couple's log (detail). */
export interface StorageProblem {
  readonly error: 'database-gone' | 'disk-full' | 'database-unwritable';
  readonly message: string;
  readonly detail: string;
}

export interface StorageGuardOptions {
  readonly db: Database;
  /** The database file the connection was opened on. */
  readonly file: string;
  /** Below this much free space on the data folder's filesystem, guests' writes are refused. */
  readonly minFreeBytes: number;
  /** Told once each time the state changes (a problem starts, or ends), never once per request. */
  readonly onChange: (problem: StorageProblem | null) => void;
  /** The clock the health probe is spaced by; tests move it. */
  readonly now?: () => number;
}

/**
 * Checks, cheaply enough to run before every guest's write, that a write can be kept: the database file is still
 * the one the server opened (not deleted, not replaced by a restore under the running server), and the disk has
 * room. A write that fails anyway is still refused by SQLite and answered 503; this refuses earlier and says why.
 */
export function createStorageGuard({ db, file, minFreeBytes, onChange, now = Date.now }: StorageGuardOptions) {
  const watch = createStorageWatch(file, minFreeBytes, onChange);
  const probe = createHealthProbe(db, now);
  const refusal = (problem: StorageProblem) => refuse(problem.error, problem.message);

  return {
    /** The folder the database is in, where the backup commands leave word of the copies off the machine. */
    dataDir: path.dirname(file),
    /**
     * The one way the site writes what a guest or the couple sent: refused (503, with words for them) when the disk
     * cannot keep it, and otherwise done, with the guard told how it went. A write SQLite refuses anyway throws, after
     * /healthz has heard of it; the error handler answers it 503 too.
     */
    write<T>(work: () => T): Outcome<T> {
      const problem = watch.beforeWrite();
      if (problem) return refusal(problem);
      let done: T;
      try {
        done = work();
      } catch (err) {
        watch.writeFailed(err);
        throw err;
      }
      watch.writeSucceeded();
      return { done };
    },
    /** write() for work done in steps, with the event loop free between them (an import of a long sheet). */
    async writeInSteps<T>(work: () => Promise<T>): Promise<Outcome<T>> {
      const problem = watch.beforeWrite();
      if (problem) return refusal(problem);
      let done: T;
      try {
        done = await work();
      } catch (err) {
        watch.writeFailed(err);
        throw err;
      }
      watch.writeSucceeded();
      return { done };
    },
    /** What a write would meet now, for a route that must decide before it writes (the admin's sign-in). */
    beforeWrite: watch.beforeWrite,
    /** beforeWrite, then a real write of one row, so that a full or read-only disk shows before a guest meets it. */
    check(): StorageProblem | null {
      const problem = watch.beforeWrite();
      if (problem) return problem;
      const failedWrite = watch.failedWrite();
      if (failedWrite !== null) return watch.unwritable(failedWrite);
      const probeFailure = probe();
      return probeFailure === null ? watch.clear() : watch.unwritable(probeFailure);
    },
  };
}

export type StorageGuard = ReturnType<typeof createStorageGuard>;
