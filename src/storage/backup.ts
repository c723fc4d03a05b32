import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

const BACKUP_DIR = 'backups';
const NAME = /^wedding-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z\.db$/;

/** "wedding-2025-05-15T02-30-00-000Z.db": sorts by time, and has no colon for filesystems that refuse one. */
function backupFileName(at: Date): string {
  return `wedding-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.db`;
}

/**
 * A consistent copy of the live database, taken with SQLite's online backup: the server keeps answering and
 * writing while it runs, and the copy is one moment's state, never half of a write.
 */
export async function backupDatabase(db: Database, dataDir: string, at = new Date()): Promise<string> {
  const dir = path.join(dataDir, BACKUP_DIR);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(at));
  await db.backup(file);
  return file;
}

/** Deletes all but the newest `keep` backups; returns what it deleted. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = path.join(dataDir, BACKUP_DIR);
  const backups = readdirSync(dir).filter((name) => NAME.test(name)).sort();
  const doomed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of doomed) rmSync(path.join(dir, name));
  return doomed.map((name) => path.join(dir, name));
}
