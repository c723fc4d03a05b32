import { statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { type Outcome, refuse } from '../../shared/outcome';
import { isStorageFailure } from './storage-failure';

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

const PROBE_EVERY_MS = 5_000;

const TRY_LATER =
  'Your answer could not be saved just now. Please try again in a little while; nothing you typed is lost.';

/**
 * Checks, cheaply enough to run before every guest's write, that a write can be kept: the database file is still
 * the one the server opened (not deleted, not replaced by a restore under the running server), and the disk has
 * room. A write that fails anyway is still refused by SQLite and answered 503; this refuses earlier and says why.
 */
export function createStorageGuard({ db, file, minFreeBytes, onChange, now = Date.now }: StorageGuardOptions) {
  const opened = statSync(file);
  const probe = db.prepare('UPDATE health_probe SET checked_at = ? WHERE id = 1');
  // The probe is a synced write: a monitor (or anyone) calling /healthz in a loop must not turn it into a stream of
  // disk flushes that slows every guest. Written at most every PROBE_EVERY_MS; the answer in between is the last one.
  let probedAt = Number.NEGATIVE_INFINITY;
  let probeFailure: string | null = null;
  let last: StorageProblem | null = null;
  // A guest's write that SQLite refused, and none kept since: a small probe may still fit where an RSVP did not.
  let failedWrite: string | null = null;

  const report = (problem: StorageProblem | null) => {
    if (problem?.detail !== last?.detail) onChange(problem);
    last = problem;
    return problem;
  };

  function beforeWrite(): StorageProblem | null {
    let now;
    try {
      now = statSync(file);
    } catch {
      now = null;
    }
    if (!now || now.ino !== opened.ino || now.dev !== opened.dev) {
      return report({
        error: 'database-gone',
        message: TRY_LATER,
        detail: `${file} was ${now ? 'replaced' : 'deleted'} while the server ran; restart it (after restoring a backup, if that was the intent)`,
      });
    }
    const fs = statfsSync(file);
    const free = fs.bavail * fs.bsize;
    if (free < minFreeBytes) {
      return report({
        error: 'disk-full',
        message: TRY_LATER,
        detail: `only ${Math.round(free / 1e6)} MB free on the disk of ${file} (the floor is ${Math.round(minFreeBytes / 1e6)} MB): free some space; guests' answers are refused until then`,
      });
    }
    return report(null);
  }

  /** A write failed in SQLite (the disk filled, the file went read-only): /healthz says so until one succeeds. */
  function writeFailed(err: unknown): void {
    // An error that stopped a write part of the way carries SQLite's as its cause (guests/apply-import.ts).
    const failure = isStorageFailure(err)
      ? err
      : err instanceof Error && isStorageFailure(err.cause)
        ? err.cause
        : null;
    if (!(failure instanceof Error)) return;
    failedWrite = failure.message;
    report({ error: 'database-unwritable', message: TRY_LATER, detail: `${file} cannot be written: ${failedWrite}` });
  }

  function writeSucceeded(): void {
    if (failedWrite === null) return;
    failedWrite = null;
    report(null);
  }

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
      const problem = beforeWrite();
      if (problem) return refusal(problem);
      let done: T;
      try {
        done = work();
      } catch (err) {
        writeFailed(err);
        throw err;
      }
      writeSucceeded();
      return { done };
    },
    /** write() for work done in steps, with the event loop free between them (an import of a long sheet). */
    async writeInSteps<T>(work: () => Promise<T>): Promise<Outcome<T>> {
      const problem = beforeWrite();
      if (problem) return refusal(problem);
      let done: T;
      try {
        done = await work();
      } catch (err) {
        writeFailed(err);
        throw err;
      }
      writeSucceeded();
      return { done };
    },
    /** What a write would meet now, for a route that must decide before it writes (the admin's sign-in). */
    beforeWrite,
    /** beforeWrite, then a real write of one row, so that a full or read-only disk shows before a guest meets it. */
    check(): StorageProblem | null {
      const problem = beforeWrite();
      if (problem) return problem;
      if (failedWrite !== null)
        return report({
          error: 'database-unwritable',
          message: TRY_LATER,
          detail: `${file} cannot be written: ${failedWrite}`,
        });
      if (now() - probedAt >= PROBE_EVERY_MS) {
        probedAt = now();
        try {
          probe.run(probedAt);
          probeFailure = null;
        } catch (err) {
          probeFailure = err instanceof Error ? err.message : String(err);
        }
      }
      return report(
        probeFailure === null
          ? null
          : { error: 'database-unwritable', message: TRY_LATER, detail: `${file} cannot be written: ${probeFailure}` },
      );
    },
  };
}

export type StorageGuard = ReturnType<typeof createStorageGuard>;
