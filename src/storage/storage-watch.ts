import { statfsSync, statSync } from 'node:fs';
import { isStorageFailure } from './storage-failure';
import type { StorageProblem } from './storage-guard';

const TRY_LATER =
  'Your answer could not be saved just now. Please try again in a little while; nothing you typed is lost.';

/**
 * What the storage guard last found of the database file and its disk: the file still the one the server opened,
 * room on the disk, and whether SQLite refused the last write. `onChange` hears of each change of state, once.
 */
export function createStorageWatch(
  file: string,
  minFreeBytes: number,
  onChange: (problem: StorageProblem | null) => void,
) {
  const opened = statSync(file);
  let last: StorageProblem | null = null;
  // A guest's write that SQLite refused, and none kept since: a small probe may still fit where an RSVP did not.
  let failedWrite: string | null = null;

  const report = (problem: StorageProblem | null) => {
    if (problem?.detail !== last?.detail) onChange(problem);
    last = problem;
    return problem;
  };
  const unwritable = (reason: string) =>
    report({ error: 'database-unwritable', message: TRY_LATER, detail: `${file} cannot be written: ${reason}` });

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
        detail:
          `${file} was ${now ? 'replaced' : 'deleted'} while the server ran; ` +
          'restart it (after restoring a backup, if that was the intent)',
      });
    }
    const fs = statfsSync(file);
    const free = fs.bavail * fs.bsize;
    if (free < minFreeBytes) {
      return report({
        error: 'disk-full',
        message: TRY_LATER,
        detail:
          `only ${Math.round(free / 1e6)} MB free on the disk of ${file} ` +
          `(the floor is ${Math.round(minFreeBytes / 1e6)} MB): ` +
          "free some space; guests' answers are refused until then",
      });
    }
    return report(null);
  }

  return {
    beforeWrite,
    /** A write failed in SQLite (the disk filled, the file went read-only): /healthz says so until one succeeds. */
    writeFailed(err: unknown): void {
      // An error that stopped a write part of the way carries SQLite's as its cause (guests/apply-import.ts).
      const failure = isStorageFailure(err)
        ? err
        : err instanceof Error && isStorageFailure(err.cause)
          ? err.cause
          : null;
      if (!(failure instanceof Error)) return;
      failedWrite = failure.message;
      unwritable(failedWrite);
    },
    writeSucceeded(): void {
      if (failedWrite === null) return;
      failedWrite = null;
      report(null);
    },
    /** SQLite's words for the last write it refused, while no write has been kept since. */
    failedWrite: () => failedWrite,
    /** The database cannot be written, for this reason. */
    unwritable,
    /** Nothing stands in a write's way. */
    clear: () => report(null),
  };
}
