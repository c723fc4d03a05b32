import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { weddingEvents } from '../../shared/site/events';
import type { Site } from '../../shared/site/schema';
import { createGuestList, type GuestList } from '../../src/guests/guest-list';
import { loadPhoneLibrary } from '../../src/reach/phone';
import { type Database, openDatabase } from '../../src/storage/db';

/** What a bench's filling is given: the new database, its guest list, and the ids of the site's functions. */
export interface Filling {
  db: Database;
  guestList: GuestList;
  events: string[];
}

/**
 * A new data folder for `site`, its database filled by `fill` straight through the guest list (no server, and no
 * waiting on the disk: the filling is thrown away after the bench), then closed, for a server to start on.
 */
export async function filledDataDir<T>(
  prefix: string,
  site: Site,
  fill: (filling: Filling) => T,
): Promise<{ dir: string; filled: T }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site));
  await loadPhoneLibrary();
  const events = weddingEvents(site).map((event) => event.id);
  const db = openDatabase(path.join(dir, 'wedding.db'));
  try {
    db.pragma('synchronous = OFF');
    return { dir, filled: fill({ db, guestList: createGuestList(db, { eventOrder: events }), events }) };
  } finally {
    db.close();
  }
}
