// `npm run restore -- <backup> [--force]`: puts a backup made by `npm run backup` (a folder in DATA_DIR/backups, or
// one brought back from off the machine) in place in DATA_DIR. Run it with the site stopped.
import '../require-node';
import { loadConfigOrExit } from '../config';
import { RestoreRefused, restoreWedding } from '../storage/restore';
import { countsInWords } from '../storage/wedding-counts';

const USAGE = 'usage: restore <backup folder> [--force]   (the backups are in DATA_DIR/backups; --force replaces a site that is there)';

function main(): number {
  const { config, flags, positionals } = loadConfigOrExit({ force: { type: 'boolean' } }, true);
  if (positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const [source = ''] = positionals;
  try {
    const restored = restoreWedding(source, config.dataDir, flags.force === true);
    const taken = restored.takenAt ? `, taken ${restored.takenAt}` : '';
    process.stdout.write(`Restored ${restored.files.join(', ')} into ${config.dataDir}${taken}: ${countsInWords(restored.counts)}.\n`);
    if (restored.setAside) process.stdout.write(`What the data folder held before is in ${restored.setAside}.\n`);
    process.stdout.write('Start the site now (sudo systemctl start wedding, or npm start).\n');
    return 0;
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    process.stderr.write(`Not restored: ${err.message}\n`);
    return 1;
  }
}

try {
  process.exit(main());
} catch (err) {
  process.stderr.write(`restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
