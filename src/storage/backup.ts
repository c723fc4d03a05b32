import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { PORTRAIT_FILES } from '../pages/portrait';
import { countWedding, type WeddingCounts } from './wedding-counts';

export const BACKUP_DIR = 'backups';
export const MANIFEST_FILE = 'backup.json';
const SITE_FILE = 'site.json';
const DATABASE_FILE = 'wedding.db';
/** Backups of this release are folders; those of earlier releases were the database alone, wedding-<time>.db. */
const NAME = /^wedding-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z(?:\.db)?$/;

export interface BackupManifest {
  format: 1;
  takenAt: string;
  counts: WeddingCounts;
  /** Each file of the backup beside this one, with its SHA-256, so a restore can tell a damaged copy. */
  files: Record<string, string>;
}

export interface Backup {
  folder: string;
  manifest: BackupManifest;
}

/** "wedding-2025-05-15T02-30-00-000Z": sorts by time, and has no colon for filesystems that refuse one. */
function backupName(at: Date): string {
  return `wedding-${at.toISOString().replaceAll(':', '-').replace('.', '-')}`;
}

export function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** fsync: the bytes (or a folder's new names) are on the storage, not only in the OS's memory. */
export function flushToDisk(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Everything the site needs to come back on another machine, in one folder: a consistent copy of the live database
 * (SQLite's online backup, so the server keeps answering and writing while it runs, and the copy is one moment's
 * state), the couple's site.json and portrait, and a manifest of what it holds. The secrets (the admin's password
 * hash, the key of the sign-in cookies) are in the database. Written under a temporary name and renamed when whole,
 * so a backup cut short by a full disk or a kill never looks like one.
 */
export async function backupWedding(
  db: Database,
  dataDir: string,
  into = path.join(dataDir, BACKUP_DIR),
  at = new Date(),
): Promise<Backup> {
  mkdirSync(into, { recursive: true });
  const folder = path.join(into, backupName(at));
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  try {
    await db.backup(path.join(partial, DATABASE_FILE));
    // The copy stands alone: one file, no journal beside it to lose on the way to another machine.
    const copy = new BetterSqlite3(path.join(partial, DATABASE_FILE));
    let counts: WeddingCounts;
    try {
      copy.pragma('journal_mode = DELETE');
      counts = countWedding(copy);
    } finally {
      copy.close();
    }
    for (const name of [SITE_FILE, ...PORTRAIT_FILES]) {
      if (existsSync(path.join(dataDir, name))) copyFileSync(path.join(dataDir, name), path.join(partial, name));
    }
    const files = Object.fromEntries(
      readdirSync(partial)
        .sort()
        .map((name) => [name, sha256(path.join(partial, name))]),
    );
    const manifest: BackupManifest = { format: 1, takenAt: at.toISOString(), counts, files };
    writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    for (const name of readdirSync(partial)) flushToDisk(path.join(partial, name));
    renameSync(partial, folder);
    flushToDisk(into);
    return { folder, manifest };
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

/** The backups in DATA_DIR/backups, oldest first: this release's folders and earlier releases' single files. */
export function listBackups(dataDir: string, folder = BACKUP_DIR): string[] {
  const dir = path.join(dataDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort((a, b) => a.replace(/\.db$/, '').localeCompare(b.replace(/\.db$/, '')))
    .map((name) => path.join(dir, name));
}

/** Deletes all but the newest `keep` backups; returns what it deleted. */
export function pruneBackups(dataDir: string, keep: number, folder = BACKUP_DIR): string[] {
  const backups = listBackups(dataDir, folder);
  const doomed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const backup of doomed) rmSync(backup, { recursive: true });
  return doomed;
}

export { DATABASE_FILE, SITE_FILE };
