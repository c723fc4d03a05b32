// The database file deleted or replaced under the running server, lost between two starts, or not a database at
// all: never a 201 that is not kept, never a silent start on an empty database, never a stack trace.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { createRsvp, listRsvps } from '../helpers/server-api';
import { startServer } from '../helpers/spawn-server';

const GUEST = { fullName: 'Nisha Kapoor', email: 'nisha@example.com', guestCount: 1, attending: true };

function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'wedding-lost-'));
}

async function postStatus(url: string): Promise<{ status: number; error: string }> {
  const response = await fetch(`${url}/api/rsvp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(GUEST),
  });
  return { status: response.status, error: ((await response.json()) as { error?: string }).error ?? '' };
}

/** Starts the server expecting it to refuse; gives what it said. */
async function refusedStart(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const error = await startServer({ dataDir, env }).then(
    async (server) => {
      await server.stop();
      return null;
    },
    (err: Error) => err,
  );
  assert.ok(error, 'the server started');
  return error.message;
}

describe('the database file under a running server', () => {
  for (const what of ['deleted', 'replaced'] as const) {
    test(`${what}: answers 503 instead of 201, and /healthz says so`, async () => {
      const dataDir = tempDataDir();
      const server = await startServer({ dataDir });
      try {
        await createRsvp(server.url, GUEST);
        const file = path.join(dataDir, 'wedding.db');
        if (what === 'deleted') {
          for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
        } else {
          // What restoring a backup with the site still running would do.
          copyFileSync(file, `${file}.copy`);
          rmSync(file);
          copyFileSync(`${file}.copy`, file);
        }
        assert.deepEqual(await postStatus(server.url), { status: 503, error: 'database-gone' });
        const health = await fetch(`${server.url}/healthz`);
        assert.equal(health.status, 503);
        assert.equal(((await health.json()) as { error: string }).error, 'database-gone');
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});

describe('starting on a data folder whose database is lost or broken', () => {
  test('no database where the folder was used before: refused, naming the newest backup; NEW_DATABASE=yes starts afresh', async () => {
    const dataDir = tempDataDir();
    try {
      const first = await startServer({ dataDir });
      await createRsvp(first.url, GUEST);
      await first.stop();
      execFileSync(process.execPath, [path.join('dist', 'backup.mjs')], { env: { ...process.env, DATA_DIR: dataDir } });
      for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(dataDir, `wedding.db${suffix}`), { force: true });

      // Started as a unit starts it (no npm), so the advice names the built command.
      const said = await refusedStart(dataDir, { npm_lifecycle_event: '' });
      assert.match(
        said,
        /Cannot start: there is no database at .*wedding\.db, though this data folder has been used \(it holds backups and cache\)/,
      );
      const advice =
        /To restore the newest backup: stop the site, then `DATA_DIR=(\S+) node (\S+restore\.mjs) (\S+backups\/wedding-\S+) --force`/.exec(
          said,
        );
      assert.ok(advice, said);
      assert.doesNotMatch(said, /^\s+at /m);

      // The advice, followed to the letter, brings the answer back.
      const [, adviceDataDir = '', restoreCommand = '', backup = ''] = advice;
      execFileSync(process.execPath, [restoreCommand, backup, '--force'], {
        env: { ...process.env, DATA_DIR: adviceDataDir },
      });
      const restored = await startServer({ dataDir });
      try {
        assert.deepEqual(
          (await listRsvps(restored.url)).map((r) => r.fullName),
          [GUEST.fullName],
        );
      } finally {
        await restored.stop();
      }
      for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(dataDir, `wedding.db${suffix}`), { force: true });
      const fresh = await startServer({ dataDir, env: { NEW_DATABASE: 'yes' } });
      await fresh.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const broken: Array<[string, (file: string) => void, RegExp]> = [
    [
      'garbage',
      (file) => writeFileSync(file, 'this is not a database, it is a shopping list\n'.repeat(200)),
      /it is not a database, or it is damaged/,
    ],
    ['truncated', (file) => truncateSync(file, 1500), /it is not a database, or it is damaged/],
  ];
  for (const [what, breakIt, reason] of broken) {
    test(`a ${what} database file: refused, naming the file and the way back`, async () => {
      const dataDir = tempDataDir();
      try {
        const first = await startServer({ dataDir });
        await createRsvp(first.url, GUEST);
        await first.stop();
        const file = path.join(dataDir, 'wedding.db');
        mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
        writeFileSync(path.join(dataDir, 'backups', 'wedding-2025-05-14T03-30-00-000Z.db'), readFileSync(file));
        for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
        breakIt(file);
        const said = await refusedStart(dataDir);
        assert.match(
          said,
          new RegExp(`Cannot start: cannot open the database ${file.replaceAll('/', '\\/')}: ${reason.source}`),
        );
        assert.match(said, /wedding-2025-05-14T03-30-00-000Z\.db/);
        assert.doesNotMatch(said, /^\s+at /m);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }

  test('a database on a read-only disk: refused, saying it cannot be written', async () => {
    const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'wedding-ro-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
    try {
      const first = await startServer({ dataDir: mountPoint });
      await first.stop();
      execFileSync('mount', ['-o', 'remount,ro', mountPoint]);
      const said = await refusedStart(mountPoint);
      assert.match(said, /Cannot start: cannot open the database .*wedding\.db: it cannot be written/);
      assert.doesNotMatch(said, /^\s+at /m);
    } finally {
      execFileSync('umount', ['-l', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });
});
