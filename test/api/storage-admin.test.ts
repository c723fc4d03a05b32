// The couple's page is told what the log says: why guests' answers cannot be kept, with the figures.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { signIn, useTestApp } from '../helpers/app';

describe('GET /api/admin/storage', () => {
  describe('on a disk with room', () => {
    const t = useTestApp({ signedIn: true });
    test('says nothing is wrong, to a signed-in couple only', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/admin/storage' })).statusCode, 401);
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie: t.cookie } });
      assert.deepEqual(response.json(), { problem: null, offsite: { lastCopyAt: null, lastError: null, stale: true } });
    });

    test('says when the answers were last copied off the machine, stale after a day, and why the last try failed', async () => {
      const state = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie: t.cookie } })).json()
          .offsite;
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
      const write = (status: object) => writeFileSync(path.join(t.dataDir, 'offsite.json'), JSON.stringify(status));
      const recent = hoursAgo(0.25);
      write({
        lastCopyAt: recent,
        lastSnapshot: 'ab12cd34',
        lastAttemptAt: recent,
        lastError: null,
        lastPruneAt: null,
      });
      assert.deepEqual(await state(), { lastCopyAt: recent, lastError: null, stale: false });
      const old = hoursAgo(25);
      const failure = 'restic backup failed (exit 1): Fatal: unable to open repository';
      write({
        lastCopyAt: old,
        lastSnapshot: 'ab12cd34',
        lastAttemptAt: hoursAgo(0),
        lastError: failure,
        lastPruneAt: null,
      });
      assert.deepEqual(await state(), { lastCopyAt: old, lastError: failure, stale: true });
    });
  });

  describe('below the free-space floor', () => {
    // A floor no disk here can meet: a petabyte.
    const t = useTestApp({ minFreeBytes: 1e15 });
    test('names the free space and the floor, while guests get 503', async () => {
      const cookie = await signIn(t.app);
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/storage', headers: { cookie } });
      assert.match(
        response.json().problem,
        /^only \d+ MB free on the disk of .*wedding\.db \(the floor is 1000000000 MB\): free some space/,
      );
      const guest = await t.answerOpenForm();
      assert.equal(guest.statusCode, 503);
      assert.equal(guest.json().error, 'disk-full');
    });
  });
});
