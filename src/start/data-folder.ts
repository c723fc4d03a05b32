// The data folder made ready before anything else: its database opened, and a wedding whose site.json went missing
// refused, rather than greeted with the sample wedding's names.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { commandLine } from '../command-line';
import type { Config } from '../config';
import { DatabaseOpenError, openWeddingDatabase } from '../storage/open-wedding-database';
import { countsInWords, countWedding } from '../storage/wedding-counts';
import { cannotStart } from './cannot-start';

export function openDataFolder(config: Config): Database {
  mkdirSync(config.dataDir, { recursive: true });
  // First, before anything writes to the data folder: a first start writes site.json, which would make a lost
  // database look like a first start.
  let db: Database;
  try {
    db = openWeddingDatabase(config.dataDir, config.databaseFile, config.allowNewDatabase);
  } catch (err) {
    if (err instanceof DatabaseOpenError) cannotStart(err.message);
    throw err;
  }
  // A lost site.json beside a database full of answers is a restore gone wrong (the database alone copied back):
  // the sample wedding written in its place would greet the family with someone else's names.
  const siteFile = path.join(config.dataDir, 'site.json');
  const held = countWedding(db);
  if (!existsSync(siteFile) && held.rsvps + held.households > 0 && !config.allowSampleSite) {
    cannotStart(
      `there is no ${siteFile}, though the database holds a wedding (${countsInWords(held)}). ` +
        `Put the couple's site.json back: ${commandLine('restore', config.dataDir)} <backup> brings back a backup's ` +
        '(docs/deploy.md, "Restoring"). To start from the sample wedding instead, start once with NEW_SITE=yes.',
    );
  }
  return db;
}
