import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';

export type { Database } from 'better-sqlite3';

/** Opens (creating if needed) the wedding's database, sets it up for a small always-on server, and migrates it. */
export function openDatabase(file: string): Database.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL: the admin's reads never wait for a guest's write, and a write is one append instead of a page rewrite.
  db.pragma('journal_mode = WAL');
  // FULL fsyncs the WAL at every commit, so an RSVP that got its 201 is on disk even if the power goes next.
  // A wedding gets a few hundred RSVPs; the cost (a few thousand writes a second here) is far beyond need.
  db.pragma('synchronous = FULL');
  // SQLite leaves foreign keys unenforced unless asked; sessions must not outlive their user.
  db.pragma('foreign_keys = ON');
  // Scripts such as a backup may hold the lock briefly; wait for them rather than fail a guest's RSVP.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
