// `schedule`: compose.yaml's second service, the same image beside the site on the same /data. A backup every night
// at BACKUP_AT (03:30 in TZ), keeping the newest BACKUP_KEEP (30), and, when RESTIC_REPOSITORY is set, a copy off
// the machine every OFFSITE_EVERY_MINUTES (15): what wedding-backup.timer and wedding-offsite.timer do for a systemd
// install (docs/deploy.md). Each runs dist/backup.mjs in a process of its own, one at a time; a failure is logged
// and the next run comes as planned. The admin page shows the last copy off the machine, as it does there.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nextDailyRun, timeOfDay, wholeNumber } from './schedule-times.mjs';

const backupCommand = fileURLToPath(new URL('../../dist/backup.mjs', import.meta.url));

let settings;
try {
  settings = {
    at: timeOfDay(process.env.BACKUP_AT ?? '03:30'),
    keep: wholeNumber(process.env.BACKUP_KEEP, 'BACKUP_KEEP', 30),
    offsiteEvery: wholeNumber(process.env.OFFSITE_EVERY_MINUTES, 'OFFSITE_EVERY_MINUTES', 15),
    offsite: Boolean(process.env.RESTIC_REPOSITORY || process.env.RESTIC_REPOSITORY_FILE),
  };
} catch (err) {
  console.error(err.message);
  process.exit(2);
}

const timers = new Set();
let running;
let queue = Promise.resolve();
let stopping = false;

function backup(args) {
  queue = queue.then(
    () =>
      new Promise((resolve) => {
        if (stopping) return resolve();
        running = spawn(process.execPath, [backupCommand, ...args], { stdio: 'inherit' });
        running.once('exit', (code, signal) => {
          running = undefined;
          if (code !== 0 && !stopping) console.error(`backup ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
          resolve();
        });
      }),
  );
}

function later(ms, work) {
  const timer = setTimeout(() => {
    timers.delete(timer);
    work();
  }, ms);
  timers.add(timer);
}

function nightly() {
  const next = nextDailyRun(new Date(), settings.at);
  console.log(`Next backup at ${next.toString()}, keeping the newest ${settings.keep}.`);
  later(next.getTime() - Date.now(), () => {
    backup(['--keep', String(settings.keep)]);
    nightly();
  });
}

function offsite() {
  backup(['--offsite']);
  later(settings.offsiteEvery * 60_000, offsite);
}

// A stop is passed on to a backup in progress (restic ends its copy cleanly), and the schedule exits once it has ended.
// Listened for before anything is said or started, so that a stop at once is not a kill.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    running?.kill('SIGTERM');
    queue.then(() => process.exit(0));
  });
}

nightly();
if (settings.offsite) {
  console.log(`Copies off the machine every ${settings.offsiteEvery} minutes, the first now.`);
  offsite();
} else {
  console.log('No copies off the machine: RESTIC_REPOSITORY is not set (docs/container.md, "Backups").');
}
