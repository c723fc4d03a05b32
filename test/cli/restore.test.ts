// A backup holds the whole wedding, and `npm run restore` brings it back onto an empty folder (a new SD card, a new
// machine): the couple's site.json and portrait, every answer, the password and the sessions.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { runCommand } from '../helpers/run-command';
import { startServer } from '../helpers/spawn-server';
import { assertCouplesSite, makeWedding, readWedding, type WeddingState } from '../helpers/wedding-with-answers';

const temp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `wedding-${name}-`));

describe('npm run backup, then npm run restore onto an empty folder', () => {
  const dataDir = temp('live');
  let wedding: WeddingState;
  let backup = '';
  let backupSaid = '';

  before(async () => {
    wedding = await makeWedding(dataDir);
    const result = await runCommand('backup', { env: { DATA_DIR: dataDir } });
    assert.equal(result.code, 0, result.stderr);
    backupSaid = result.stdout;
    backup = /to (\S+)$/m.exec(result.stdout)?.[1] ?? '';
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the backup says what it saved', () => {
    assert.match(
      backupSaid,
      /^Backed up 3 RSVPs, 2 households \(1 answered\), portrait\.jpg, site\.json to \S+backups\/wedding-\S+$/m,
    );
    assert.deepEqual(readdirSync(backup).sort(), ['backup.json', 'portrait.jpg', 'site.json', 'wedding.db']);
  });

  test('brings back the couple’s site, portrait, every answer, the password and the sessions', async () => {
    const fresh = temp('fresh');
    try {
      const restored = await runCommand('restore', { env: { DATA_DIR: fresh }, args: [backup] });
      assert.equal(restored.code, 0, restored.stderr);
      assert.match(
        restored.stdout,
        /^Restored portrait\.jpg, site\.json, wedding\.db into \S+, taken \S+: 3 RSVPs, 2 households \(1 answered\)\.$/m,
      );
      // No ADMIN_PASSWORD: the password is the one in the backup, and the session signed in before still is.
      const server = await startServer({ dataDir: fresh, env: { ADMIN_PASSWORD: '' } });
      try {
        const { cookie, ...before } = wedding;
        assert.deepEqual(await readWedding(server.url, cookie), before);
        await assertCouplesSite(server.url);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test('refuses to replace a live site without --force, changing nothing; with it, sets the old one aside', async () => {
    const before = readFileSync(path.join(dataDir, 'wedding.db'));
    const refused = await runCommand('restore', { env: { DATA_DIR: dataDir }, args: [backup] });
    assert.equal(refused.code, 1);
    assert.match(
      refused.stderr,
      /already holds a site \(3 RSVPs, 2 households \(1 answered\)\)\. To replace it with the backup, stop the site, then run the restore again with --force/,
    );
    assert.ok(readFileSync(path.join(dataDir, 'wedding.db')).equals(before));

    const forced = await runCommand('restore', { env: { DATA_DIR: dataDir }, args: [backup, '--force'] });
    assert.equal(forced.code, 0, forced.stderr);
    const aside = /What the data folder held before is in (\S+)\.$/m.exec(forced.stdout)?.[1] ?? '';
    assert.deepEqual(readdirSync(aside).sort(), ['portrait.jpg', 'site.json', 'wedding.db']);
  });

  test('a damaged backup is refused and restores nothing', async () => {
    const fresh = temp('damaged');
    try {
      const copy = path.join(fresh, 'copy');
      cpSync(backup, copy, { recursive: true });
      writeFileSync(path.join(copy, 'site.json'), '{"couple": "someone else"}');
      const target = path.join(fresh, 'data');
      const refused = await runCommand('restore', { env: { DATA_DIR: target }, args: [copy] });
      assert.equal(refused.code, 1);
      assert.match(
        refused.stderr,
        /site\.json is missing or not what was backed up; the backup is damaged: restore an older one/,
      );
      assert.ok(!existsSync(path.join(target, 'wedding.db')));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

describe('a start that finds a used database but no site.json', () => {
  test('refuses, saying how to restore, instead of greeting the families with the sample wedding', async () => {
    const dataDir = temp('no-site');
    try {
      await makeWedding(dataDir);
      rmSync(path.join(dataDir, 'site.json'));
      // Started as a unit starts it (no npm), so the advice names the built command.
      const server = await startServer({ dataDir, env: { npm_lifecycle_event: '' } }).catch((err: unknown) => err);
      assert.ok(server instanceof Error, 'the server started');
      assert.match(
        server.message,
        /Cannot start: there is no \S+site\.json, though the database holds a wedding \(3 RSVPs, 2 households \(1 answered\)\)/,
      );
      assert.match(server.message, /restore\.mjs <backup> brings back a backup's/);
      assert.ok(!existsSync(path.join(dataDir, 'site.json')), 'the sample wedding was written');

      const sample = await startServer({ dataDir, env: { NEW_SITE: 'yes' } });
      await sample.stop();
      assert.match(readFileSync(path.join(dataDir, 'site.json'), 'utf8'), /Ananya/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
