// Signing in writes a session: when nothing can be written, the couple is told why in their own terms.
import assert from 'node:assert/strict';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { startTestApp, TEST_ADMIN_PASSWORD } from '../helpers/app';

const signIn = { method: 'POST' as const, url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } };

test('below the free-space floor the couple still signs in, to read the warning', async () => {
  const t = await startTestApp({ minFreeBytes: Number.MAX_SAFE_INTEGER });
  try {
    assert.equal((await t.app.inject(signIn)).statusCode, 200);
  } finally {
    await t.close();
  }
});

test("a sign-in the disk cannot write is refused in the couple's words, not a guest's sentence", async () => {
  const t = await startTestApp();
  try {
    // What SQLite answers when the file cannot be written: the same refusal as a full or read-only disk.
    t.db.pragma('query_only = ON');
    const response = await t.app.inject(signIn);
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().error, 'storage-unavailable');
    assert.match(response.json().message, /^This could not be saved: the server cannot write to its disk just now/);
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
    assert.equal(
      response.cookies.find((c) => c.name === 'wedding_session'),
      undefined,
    );
    assert.equal((t.db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n, 0);
  } finally {
    await t.close();
  }
});
