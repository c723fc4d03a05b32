// SQLite's answers when a write cannot be kept: the disk is full or failing, the file is read-only, gone or damaged.
const SQLITE_FAILURES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|BUSY|LOCKED|PROTOCOL)/;
// The same for a file the site writes itself (site.json, a photo, the page cache, a backup): the filesystem is full,
// over its quota, mounted read-only, or failing.
const FILE_FAILURES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

/** A write the disk could not keep: the same request may succeed once the disk is fixed. */
export function isStorageFailure(err: unknown): boolean {
  if (!(err instanceof Error) || !('code' in err) || typeof err.code !== 'string') return false;
  return err.name === 'SqliteError' ? SQLITE_FAILURES.test(err.code) : FILE_FAILURES.has(err.code);
}
