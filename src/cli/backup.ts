// `npm run backup [-- --keep N]`: writes DATA_DIR/backups/wedding-<time>.db, a consistent snapshot of the live
// database, and with --keep deletes all but the newest N. Safe while the server runs.
import '../require-node';
import path from 'node:path';
import { backupDatabase, pruneBackups } from '../storage/backup';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../storage/db';

function splitKeep(argv: string[]): { keep: number | undefined; rest: string[] } {
  const rest: string[] = [];
  let keep: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--keep' || arg.startsWith('--keep=')) {
      const text = arg.includes('=') ? arg.slice('--keep='.length) : argv[++i];
      if (!text || !/^[1-9]\d*$/.test(text)) throw new ConfigError(`--keep must be a whole number of backups, 1 or more; got "${text ?? ''}"`);
      keep = Number(text);
    } else {
      rest.push(arg);
    }
  }
  return { keep, rest };
}

async function main(): Promise<number> {
  let config;
  let keep;
  try {
    const args = splitKeep(process.argv.slice(2));
    keep = args.keep;
    config = loadConfig(process.env, args.rest);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 2;
    }
    throw err;
  }
  const db = openDatabase(path.join(config.dataDir, 'wedding.db'));
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
