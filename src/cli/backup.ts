// `npm run backup [-- --keep N]`: writes DATA_DIR/backups/wedding-<time>/, everything the site needs to come back
// (the database, site.json, the portrait), and with --keep deletes all but the newest N. Safe while the server runs.
import '../require-node';
import { backupWedding, pruneBackups } from '../storage/backup';
import { loadConfigOrExit } from '../config';
import { openWeddingDatabase } from '../storage/open-wedding-database';
import { countsInWords } from '../storage/wedding-counts';

async function main(): Promise<number> {
  const { config, flags } = loadConfigOrExit({ keep: { type: 'string' } });
  if (flags.keep !== undefined && !/^[1-9]\d*$/.test(flags.keep)) {
    process.stderr.write(`--keep must be a whole number of backups, 1 or more; got "${flags.keep}"\n`);
    return 2;
  }
  const keep = flags.keep === undefined ? undefined : Number(flags.keep);
  const db = openWeddingDatabase(config.dataDir, config.databaseFile, config.allowNewDatabase);
  try {
    const { folder, manifest } = await backupWedding(db, config.dataDir);
    const beside = Object.keys(manifest.files).filter((name) => name !== 'wedding.db');
    process.stdout.write(`Backed up ${countsInWords(manifest.counts)}${beside.map((name) => `, ${name}`).join('')} to ${folder}\n`);
    if (!beside.includes('site.json')) process.stdout.write(`There is no site.json in ${config.dataDir} to back up.\n`);
  } finally {
    db.close();
  }
  if (keep !== undefined) {
    for (const backup of pruneBackups(config.dataDir, keep)) process.stdout.write(`Deleted the older backup ${backup}\n`);
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
