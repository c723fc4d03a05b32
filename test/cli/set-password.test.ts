import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { runCommand } from '../helpers/run-command';
import { type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/spawn-server';

async function login(server: RunningServer, password: string) {
  return fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  });
}

describe('npm run set-password', () => {
  let server: RunningServer;
  before(async () => {
    // No ADMIN_PASSWORD at the restart-free part of this test: the server keeps whatever the command sets.
    server = await startServer();
  });
  after(() => server.stop());

  test('changes the password while the server runs, and signs out every browser at once', async () => {
    const signedIn = await login(server, TEST_ADMIN_PASSWORD);
    const cookie =
      (signedIn.headers.getSetCookie().find((c) => c.startsWith('wedding_session=')) ?? '').split(';')[0] ?? '';
    assert.equal((await fetch(`${server.url}/api/rsvps`, { headers: { cookie } })).status, 200);

    const result = await runCommand('set-password', {
      env: { DATA_DIR: server.dataDir },
      input: 'a new long password\na new long password\n',
    });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stderr, /The admin password is changed/);
    assert.doesNotMatch(result.stdout + result.stderr, /a new long password/, 'the password is never printed');

    assert.equal(
      (await fetch(`${server.url}/api/rsvps`, { headers: { cookie } })).status,
      401,
      'the old session has ended',
    );
    assert.equal((await login(server, TEST_ADMIN_PASSWORD)).status, 401);
    assert.equal((await login(server, 'a new long password')).status, 200);
  });

  test('changes nothing when the two entries differ or the password is short', async () => {
    const differ = await runCommand('set-password', {
      env: { DATA_DIR: server.dataDir },
      input: 'one long password\nanother long one\n',
    });
    assert.equal(differ.code, 1);
    assert.match(differ.stderr, /differ\. Nothing was changed/);
    const short = await runCommand('set-password', { env: { DATA_DIR: server.dataDir }, input: 'short\n' });
    assert.equal(short.code, 1);
    assert.match(short.stderr, /at least 8 characters/);
    assert.equal((await login(server, 'a new long password')).status, 200);
  });
});
