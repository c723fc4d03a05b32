import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { commandLine } from '../command-line';
import { listBackups } from './backup';
import { openDatabase } from './db';

/** The database cannot be opened as it is; the message names the file and says how to restore a backup. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

function restoreAdvice(dataDir: string): string {
  const newest = listBackups(dataDir).at(-1);
  if (!newest) return `No backup was found in ${path.join(dataDir, 'backups')}.`;
  return (
    `To restore the newest backup: stop the site, then \`${commandLine('restore', dataDir)} ${newest} --force\` ` +
    '(docs/deploy.md, "Restoring").'
  );
}

/**
 * Opens DATA_DIR/wedding.db for the server and the commands alike. A folder the server has used before (it has its
 * page cache or backups) but no database means the database was lost or moved: starting empty would hide that, so it is
 * refused unless `allowNew` says a new one is wanted. A file that is not a database, is damaged or cannot be
 * written is refused with its name and the way back, instead of a stack trace.
 */
export function openWeddingDatabase(dataDir: string, file: string, allowNew: boolean): Database {
  if (!existsSync(file) && !allowNew) {
    // Traces only the server leaves (its page cache, backups, a journal); a site.json alone may have been put
    // there by hand before a first start.
    const signs = ['backups', 'cache', `${path.basename(file)}-wal`].filter((name) =>
      existsSync(path.join(dataDir, name)),
    );
    if (signs.length > 0) {
      throw new DatabaseOpenError(
        `there is no database at ${file}, though this data folder has been used (it holds ${signs.join(' and ')}). ` +
          `${restoreAdvice(dataDir)} To start with an empty database on purpose, start once with NEW_DATABASE=yes.`,
      );
    }
  }
  try {
    return openDatabase(file);
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    const reason =
      code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT'
        ? 'it is not a database, or it is damaged'
        : code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_IOERR')
          ? 'it cannot be written (check that the file and its folder belong to the user the site runs as, ' +
            'and that the disk has room)'
          : undefined;
    if (!reason) throw err;
    throw new DatabaseOpenError(
      `cannot open the database ${file}: ${reason} (${err instanceof Error ? err.message : String(err)}). ` +
        restoreAdvice(dataDir),
    );
  }
}
