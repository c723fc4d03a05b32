import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { createAuth, SESSION_LIFETIME_MS } from '../../src/admin/auth';
import { generatePassword, hashPassword, verifyPassword } from '../../src/admin/passwords';
import { openDatabase } from '../../src/storage/db';
import { makeDataDir } from '../helpers/app';

describe('passwords', () => {
  test('a hash verifies its own password and no other', async () => {
    const hash = await hashPassword('mehendi-at-one');
    assert.equal(await verifyPassword('mehendi-at-one', hash), true);
    assert.equal(await verifyPassword('mehendi-at-two', hash), false);
    assert.equal(await verifyPassword('mehendi-at-one', 'not a hash'), false);
  });

  test('the same password hashes differently each time (salted)', async () => {
    assert.notEqual(await hashPassword('same'), await hashPassword('same'));
  });

  test('generated passwords are long, random and easy to type', () => {
    const a = generatePassword();
    assert.match(a, /^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/);
    assert.doesNotMatch(a, /[01lo]/);
    assert.notEqual(a, generatePassword());
  });
});

describe('admin account and sessions', () => {
  const open = () => openDatabase(path.join(makeDataDir(), 'wedding.db'));

  test('a first start without ADMIN_PASSWORD generates one and reports it once', async () => {
    const db = open();
    const auth = createAuth(db);
    const first = await auth.ensureAdmin(undefined);
    assert.ok(first.generatedPassword);
    assert.ok((await auth.signIn(first.generatedPassword))?.token);
    const second = await auth.ensureAdmin(undefined);
    assert.equal(second.generatedPassword, undefined, 'not generated again');
    db.close();
  });

  test('ADMIN_PASSWORD replaces the password and ends every session', async () => {
    const db = open();
    const auth = createAuth(db);
    await auth.ensureAdmin('first password');
    const token = (await auth.signIn('first password'))?.token;
    assert.ok(token && auth.checkSession(token) !== null);
    assert.deepEqual(await auth.ensureAdmin('first password'), { passwordChanged: false });
    assert.deepEqual(await auth.ensureAdmin('second password'), { passwordChanged: true });
    assert.equal(auth.checkSession(token), null);
    assert.equal(await auth.signIn('first password'), null);
    assert.ok((await auth.signIn('second password'))?.token);
    db.close();
  });

  test('set-password works before the first start: it creates the account, and no password is generated later', async () => {
    const db = open();
    const auth = createAuth(db);
    await auth.changePassword('chosen before the first start');
    assert.deepEqual(await auth.ensureAdmin(undefined), { passwordChanged: false });
    assert.ok((await auth.signIn('chosen before the first start'))?.token);
    db.close();
  });

  test('a session expires after its lifetime unless used, and use slides it forward', async () => {
    const db = open();
    let now = Date.parse('2025-05-01T00:00:00Z');
    const auth = createAuth(db, () => now);
    await auth.ensureAdmin('a password');
    const idle = (await auth.signIn('a password'))?.token;
    const busy = (await auth.signIn('a password'))?.token;
    assert.ok(idle && busy);
    const day = 24 * 60 * 60 * 1000;
    for (let i = 0; i < 40; i++) {
      now += day;
      assert.notEqual(auth.checkSession(busy), null, `the used session is alive on day ${i + 1}`);
    }
    assert.ok(40 * day > SESSION_LIFETIME_MS);
    assert.equal(auth.checkSession(idle), null, 'the idle session has expired');
    db.close();
  });
});
