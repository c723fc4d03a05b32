import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { runCommand } from '../helpers/run-command';
import { createRsvp, listRsvps } from '../helpers/server-api';
import { type RunningServer, startServer } from '../helpers/spawn-server';

const submit = (server: RunningServer, fullName: string) =>
  createRsvp(server.url, { fullName, email: 'guest@example.com', guestCount: 1, attending: true });

describe('npm run backup', () => {
  test('snapshots the live database while guests write, and the documented restore brings it back', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-backup-'));
    try {
      const server = await startServer({ dataDir });
      for (let i = 0; i < 20; i++) await submit(server, `Before ${i}`);

      // Guests keep writing while the backup runs.
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++) await submit(server, `During ${i}`);
      })();
      const result = await runCommand('backup', { env: { DATA_DIR: dataDir } });
      writing = false;
      await writer;
      assert.equal(result.code, 0, result.stderr);
      const folder = /^Backed up \d+ RSVPs, 0 households \(0 answered\), site\.json to (\S+)$/m.exec(
        result.stdout,
      )?.[1];
      assert.ok(folder, result.stdout);
      assert.equal(path.dirname(folder), path.join(dataDir, 'backups'));
      const file = path.join(folder, 'wedding.db');

      const snapshot = new Database(file, { readonly: true });
      const snapshotNames = snapshot.prepare('SELECT full_name FROM rsvps ORDER BY id DESC').pluck().all() as string[];
      assert.equal(snapshot.pragma('integrity_check', { simple: true }), 'ok');
      snapshot.close();
      assert.ok(snapshotNames.length >= 20);

      for (let i = 0; i < 5; i++) await submit(server, `After ${i}`);
      assert.equal(await server.stop(), 0);

      // The restore of docs/deploy.md: stop the site, restore over it with --force, start.
      const restore = await runCommand('restore', { env: { DATA_DIR: dataDir }, args: [folder, '--force'] });
      assert.equal(restore.code, 0, restore.stderr);
      const restored = await startServer({ dataDir });
      try {
        assert.deepEqual(
          (await listRsvps(restored.url)).map((r) => r.fullName),
          snapshotNames,
        );
      } finally {
        await restored.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('--keep N leaves only the newest N backups', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-keep-'));
    try {
      for (let i = 0; i < 4; i++) {
        const result = await runCommand('backup', { env: { DATA_DIR: dataDir }, args: ['--keep', '2'] });
        assert.equal(result.code, 0, result.stderr);
      }
      assert.equal(readdirSync(path.join(dataDir, 'backups')).length, 2);
      const refused = await runCommand('backup', { env: { DATA_DIR: dataDir }, args: ['--keep', 'all'] });
      assert.equal(refused.code, 2);
      assert.match(refused.stderr, /--keep must be a whole number/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
