import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { PORTRAIT_FILES } from '../pages/portrait';
import { type BackupManifest, DATABASE_FILE, flushToDisk, MANIFEST_FILE, SITE_FILE, sha256 } from './backup';
import { countsInWords, countWedding, type WeddingCounts } from './wedding-counts';

/** The restore was not done, and nothing in the data folder was changed; the message says why and what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface Restored {
  counts: WeddingCounts;
  files: string[];
  takenAt: string | undefined;
  /** Where what the data folder held before now is, if it held anything. */
  setAside: string | undefined;
}

const JOURNAL_FILES = [`${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`];

/**
 * The files a backup holds, by name, checked against its manifest; an earlier release's backup is its database alone.
 */
function readBackup(source: string): { files: Map<string, string>; takenAt: string | undefined } {
  if (!existsSync(source)) throw new RestoreRefused(`There is no backup at ${source}.`);
  if (!statSync(source).isDirectory()) return { files: new Map([[DATABASE_FILE, source]]), takenAt: undefined };
  const manifestFile = path.join(source, MANIFEST_FILE);
  if (!existsSync(manifestFile))
    throw new RestoreRefused(`${source} is not a backup of this site: it has no ${MANIFEST_FILE}.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch (err) {
    throw new RestoreRefused(
      `${manifestFile} cannot be read (${(err as Error).message}); the backup is damaged: restore an older one.`,
    );
  }
  const files = new Map<string, string>();
  for (const [name, digest] of Object.entries(manifest.files ?? {})) {
    if (path.basename(name) !== name)
      throw new RestoreRefused(`${manifestFile} names a file outside the backup (${name}).`);
    const file = path.join(source, name);
    if (!existsSync(file) || sha256(file) !== digest) {
      throw new RestoreRefused(
        `${file} is missing or not what was backed up; the backup is damaged: restore an older one.`,
      );
    }
    files.set(name, file);
  }
  if (!files.has(DATABASE_FILE)) throw new RestoreRefused(`${source} holds no ${DATABASE_FILE}.`);
  return { files, takenAt: manifest.takenAt };
}

function countAndCheck(databaseFile: string): WeddingCounts {
  let db;
  try {
    // Not read-only: a read-only connection to a database in WAL mode leaves its -wal and -shm files behind.
    db = new BetterSqlite3(databaseFile, { fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    return countWedding(db);
  } catch (err) {
    throw new RestoreRefused(
      `${databaseFile} is not a sound database of this site (${(err as Error).message}); restore an older backup.`,
    );
  } finally {
    db?.close();
  }
}

/**
 * Puts a backup in place in DATA_DIR: its database, site.json and portrait. A data folder that already holds a site
 * is replaced only when `force` says so, and what it held is moved to DATA_DIR/replaced-<time>/, never deleted. The
 * old database's journal goes with it: replayed onto the backup, it would undo the restore. Run with the site stopped.
 */
export function restoreWedding(source: string, dataDir: string, force: boolean, at = new Date()): Restored {
  const { files, takenAt } = readBackup(path.resolve(source));
  const counts = countAndCheck(files.get(DATABASE_FILE) ?? '');
  const databaseOnly = !files.has(SITE_FILE);
  const here = (name: string) => path.join(dataDir, name);

  if (databaseOnly && !existsSync(here(SITE_FILE))) {
    throw new RestoreRefused(
      `${source} holds the database alone (a backup made before backups held site.json), ` +
        `and ${dataDir} has no site.json: put the couple's site.json there first, then run the restore again. ` +
        'Without it the site would start as the sample wedding.',
    );
  }
  if (!force && (existsSync(here(DATABASE_FILE)) || (!databaseOnly && existsSync(here(SITE_FILE))))) {
    const held = existsSync(here(DATABASE_FILE)) ? countsIfReadable(here(DATABASE_FILE)) : undefined;
    const now = held ? ` (${countsInWords(held)})` : '';
    throw new RestoreRefused(
      `${dataDir} already holds a site${now}. ` +
        'To replace it with the backup, stop the site, then run the restore again ' +
        `with --force; what is there now is moved to ${path.join(dataDir, 'replaced-…')}, not deleted.`,
    );
  }

  const replaced = [DATABASE_FILE, ...JOURNAL_FILES, ...(databaseOnly ? [] : [SITE_FILE, ...PORTRAIT_FILES])].filter(
    (name) => existsSync(here(name)),
  );
  let setAside: string | undefined;
  mkdirSync(dataDir, { recursive: true });
  if (replaced.length > 0) {
    setAside = here(`replaced-${at.toISOString().replaceAll(':', '-').replace('.', '-')}`);
    mkdirSync(setAside);
    for (const name of replaced) renameSync(here(name), path.join(setAside, name));
  }
  // Each file is written whole under another name, then renamed: a restore cut short leaves no half a database.
  for (const [name, file] of files) {
    const partial = here(`${name}.restoring`);
    copyFileSync(file, partial);
    flushToDisk(partial);
    renameSync(partial, here(name));
  }
  flushToDisk(dataDir);
  return { counts, files: [...files.keys()], takenAt, setAside };
}

function countsIfReadable(databaseFile: string): WeddingCounts | undefined {
  try {
    return countAndCheck(databaseFile);
  } catch {
    return undefined;
  }
}
