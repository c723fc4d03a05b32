// SQLite's answers when a write cannot be kept: the disk is full or failing, the file is read-only, gone or damaged.
const STORAGE_FAILURES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|BUSY|LOCKED|PROTOCOL)/;

/** A write SQLite could not keep: the same request may succeed once the disk is fixed. */
export function isStorageFailure(err: unknown): boolean {
  return (
    err instanceof Error &&
    err.name === 'SqliteError' &&
    'code' in err &&
    typeof err.code === 'string' &&
    STORAGE_FAILURES.test(err.code)
  );
}
