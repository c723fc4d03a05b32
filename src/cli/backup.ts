// `npm run backup [-- --keep N]`: writes DATA_DIR/backups/wedding-<time>/, everything the site needs to come back
// (the database, site.json, the portrait), and with --keep deletes all but the newest N. Safe while the server runs.
// `--offsite`: the backup goes to DATA_DIR/offsite/ instead (only the newest is kept there), then off the machine
// through restic (src/storage/offsite.ts); the timer of deploy/wedding-offsite.timer runs it every 15 minutes.
import '../require-node';
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { backupWedding, pruneBackups } from '../storage/backup';
import { copyOffsite, OffsiteError, offsiteProblem } from '../storage/offsite';
import { openWeddingDatabase } from '../storage/open-wedding-database';
import { countsInWords } from '../storage/wedding-counts';

const OFFSITE_DIR = 'offsite';

async function main(): Promise<number> {
  const { config, flags } = loadConfigOrExit({ keep: { type: 'string' }, offsite: { type: 'boolean' } });
  if (flags.keep !== undefined && !/^[1-9]\d*$/.test(flags.keep)) {
    process.stderr.write(`--keep must be a whole number of backups, 1 or more; got "${flags.keep}"\n`);
    return 2;
  }
  const keep = flags.keep === undefined ? undefined : Number(flags.keep);
  const offsite = flags.offsite === true;
  const problem = offsite ? offsiteProblem(process.env) : null;
  if (problem) {
    process.stderr.write(`${problem}\n`);
    return 2;
  }
  const db = openWeddingDatabase(config.dataDir, config.databaseFile, config.allowNewDatabase);
  let made: string;
  try {
    const { folder, manifest } = await backupWedding(
      db,
      config.dataDir,
      offsite ? path.join(config.dataDir, OFFSITE_DIR) : undefined,
    );
    made = folder;
    const beside = Object.keys(manifest.files).filter((name) => name !== 'wedding.db');
    process.stdout.write(
      `Backed up ${countsInWords(manifest.counts)}${beside.map((name) => `, ${name}`).join('')} to ${folder}\n`,
    );
    if (!beside.includes('site.json')) process.stdout.write(`There is no site.json in ${config.dataDir} to back up.\n`);
  } finally {
    db.close();
  }
  if (offsite) {
    for (const older of pruneBackups(config.dataDir, 1, OFFSITE_DIR))
      process.stdout.write(`Deleted the older ${older}\n`);
    try {
      const snapshot = await copyOffsite(made, config.dataDir, process.env);
      process.stdout.write(`Copied off the machine: restic snapshot ${snapshot}\n`);
    } catch (err) {
      if (!(err instanceof OffsiteError)) throw err;
      process.stderr.write(`Not copied off the machine: ${err.message}\n`);
      return 1;
    }
  }
  if (keep !== undefined) {
    for (const backup of pruneBackups(config.dataDir, keep))
      process.stdout.write(`Deleted the older backup ${backup}\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
