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
  // FULL: every commit waits for the WAL to reach the storage before the guest gets the 201. A crash of the
  // process loses nothing either way (the OS holds the writes); FULL is for a power cut, the usual end of a
  // Pi's uptime. Then every acknowledged RSVP survives and the database opens consistent; what is lost is
  // only a request still in flight, whose guest saw no confirmation and can send again. (NORMAL would be
  // about twice as fast here but could lose the last acknowledged RSVPs.) The one risk left is an SD card that
  // claims to have written what it has not; the nightly backups are for that. A wedding gets a few hundred
  // RSVPs, and FULL still takes thousands a second.
  db.pragma('synchronous = FULL');
  // SQLite leaves foreign keys unenforced unless asked; sessions must not outlive their user.
  db.pragma('foreign_keys = ON');
  // Scripts such as a backup may hold the lock briefly; wait for them rather than fail a guest's RSVP.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
