// `npm run restore -- <backup> [--force]`: puts a backup made by `npm run backup` (a folder in DATA_DIR/backups, or
// one brought back from off the machine) in place in DATA_DIR. Run it with the site stopped.
// `--offsite [--snapshot ID]`: fetches the newest copy (or the one named) from the restic repository first.
import '../require-node';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { fetchOffsite, OffsiteError } from '../storage/offsite';
import { RestoreRefused, restoreWedding } from '../storage/restore';
import { countsInWords } from '../storage/wedding-counts';

const USAGE =
  'usage: restore <backup folder> [--force], or restore --offsite [--snapshot ID] [--force]\n' +
  '  (the backups are in DATA_DIR/backups; --offsite fetches one from the restic repository; ' +
  '--force replaces a site that is there)';

async function main(): Promise<number> {
  const { config, flags, positionals } = loadConfigOrExit(
    { force: { type: 'boolean' }, offsite: { type: 'boolean' }, snapshot: { type: 'string' } },
    true,
  );
  const offsite = flags.offsite === true;
  if (positionals.length !== (offsite ? 0 : 1) || (flags.snapshot !== undefined && !offsite)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const fetched = offsite ? mkdtempSync(path.join(os.tmpdir(), 'wedding-offsite-')) : undefined;
  try {
    const source = fetched ? await fetchOffsite(fetched, process.env, flags.snapshot) : (positionals[0] ?? '');
    const restored = restoreWedding(source, config.dataDir, flags.force === true);
    const taken = restored.takenAt ? `, taken ${restored.takenAt}` : '';
    process.stdout.write(
      `Restored ${restored.files.join(', ')} into ${config.dataDir}${taken}: ${countsInWords(restored.counts)}.\n`,
    );
    if (restored.setAside) process.stdout.write(`What the data folder held before is in ${restored.setAside}.\n`);
    process.stdout.write('Start the site now (sudo systemctl start wedding, or npm start).\n');
    return 0;
  } catch (err) {
    if (!(err instanceof RestoreRefused) && !(err instanceof OffsiteError)) throw err;
    process.stderr.write(`Not restored: ${err.message}\n`);
    return 1;
  } finally {
    if (fetched) rmSync(fetched, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
