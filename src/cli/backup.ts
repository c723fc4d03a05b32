// `npm run backup [-- --keep N]`: writes DATA_DIR/backups/wedding-<time>.db, a consistent snapshot of the live
// database, and with --keep deletes all but the newest N. Safe while the server runs.
import '../require-node';
import { backupDatabase, pruneBackups } from '../storage/backup';
import { loadConfigOrExit } from '../config';
import { openWeddingDatabase } from '../storage/open-wedding-database';

async function main(): Promise<number> {
  const { config, flags } = loadConfigOrExit({ keep: { type: 'string' } });
  if (flags.keep !== undefined && !/^[1-9]\d*$/.test(flags.keep)) {
    process.stderr.write(`--keep must be a whole number of backups, 1 or more; got "${flags.keep}"\n`);
    return 2;
  }
  const keep = flags.keep === undefined ? undefined : Number(flags.keep);
  const db = openWeddingDatabase(config.dataDir, config.databaseFile, config.allowNewDatabase);
  try {
    const file = await backupDatabase(db, config.dataDir);
    const count = db.prepare('SELECT count(*) FROM rsvps').pluck().get();
    process.stdout.write(`Backed up ${count} RSVPs to ${file}\n`);
  } finally {
    db.close();
  }
  if (keep !== undefined) {
    for (const file of pruneBackups(config.dataDir, keep)) process.stdout.write(`Deleted the older backup ${file}\n`);
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
