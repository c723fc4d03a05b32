// Signing in writes a session: when nothing can be written, the couple is told why in their own terms.
import assert from 'node:assert/strict';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { TEST_ADMIN_PASSWORD, startTestApp } from '../helpers/app';

const signIn = { method: 'POST' as const, url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } };

test('on a disk below its free-space floor, sign-in says the disk is full, not a guest\'s sentence', async () => {
  const t = await startTestApp({ minFreeBytes: Number.MAX_SAFE_INTEGER });
  try {
    const response = await t.app.inject(signIn);
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().error, 'disk-full');
    assert.match(response.json().message, /^The disk is \(almost\) full, so nothing can be saved, a sign-in included\./);
    assert.doesNotMatch(response.json().message, /Your answer/);
  } finally {
    await t.close();
  }
});

test('with the database moved away under the running server, sign-in refuses instead of writing into the old file', async () => {
  const t = await startTestApp();
  try {
    renameSync(path.join(t.dataDir, 'wedding.db'), path.join(t.dataDir, 'moved.db'));
    const response = await t.app.inject(signIn);
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().error, 'database-gone');
    assert.equal(response.cookies.find((c) => c.name === 'wedding_session'), undefined);
    assert.equal((t.db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n, 0);
  } finally {
    await t.close();
  }
});
