// What a review attacking the people and sides found, each kept from coming back: a device known to one account
// never helps guess another's password; made-up usernames share one count; one side's organiser cannot take or
// delete a household of both sides; a flood of passkey ceremonies from one address pushes out only its own; a
// session left open cannot guess its owner's password for ever, nor give a passkey-only account a password.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { App } from '../../src/app';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';
import { addPerson, invitePerson, tokenOf } from '../helpers/people';

/** A new password asked for from a signed-in session (`cookie`), given what it takes for the current one. */
const changePassword = (app: App, cookie: string, current: string, password = 'taken over by a thief') =>
  app.inject({ method: 'PUT', url: '/api/admin/me/password', headers: { cookie }, payload: { current, password } });

describe('the people and sides, attacked', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const login = (payload: object, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload,
      remoteAddress,
      ...(cookie && { headers: { cookie } }),
    });

  test('a known-device cookie of the door’s account gives no extra guesses at the couple’s password', async () => {
    const door = await addPerson(t.app, t.cookie, { name: 'Door', role: 'door' });
    const signedIn = await login({ username: door.username, password: door.password }, '198.51.100.7');
    const device = signedIn.cookies.find((c) => c.name === `wedding_device_${door.id}`);
    assert.ok(device);
    for (let i = 0; i < 5; i++) await login({ password: 'guess' }, '198.51.100.7');
    const replayed = await login({ password: 'guess' }, '198.51.100.7', `wedding_device=${device.value}`);
    assert.equal(replayed.statusCode, 429, 'the door’s device is a stranger to the couple’s account');
  });

  test('made-up usernames share one count per client: they do not multiply its tries', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push((await login({ username: `nobody${i}`, password: 'x' }, '198.51.100.8')).statusCode);
    assert.deepEqual(answers, [401, 401, 401, 401, 401, 429, 429, 429]);
    assert.equal((await login({ password: TEST_ADMIN_PASSWORD }, '198.51.100.9')).statusCode, 200);
  });

  test('an organiser of one side cannot take a household of both sides to theirs, nor delete it', async () => {
    const vikram = await addPerson(t.app, t.cookie, { name: 'Vikram', role: 'organiser', sides: ['groom'] });
    const shared = await t.addHousehold(householdNamed('Shared family', ['Both Person'], [], { side: 'both' }));
    const byVikram = (method: 'PATCH' | 'DELETE', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/admin/households/${shared.id}`,
        headers: { cookie: vikram.cookie },
        ...(payload && { payload }),
      });
    assert.equal((await byVikram('PATCH', { side: 'groom' })).statusCode, 403);
    assert.equal((await byVikram('DELETE')).statusCode, 403);
    const sheet = 'Household,Name,Side\nShared family,Both Person,groom\n';
    const imported = await t.importSheet(sheet, { headers: { cookie: vikram.cookie } });
    assert.equal(imported.statusCode, 403);
    const after = await t.household(shared.id);
    assert.equal(after.side, 'both');
    // Their own side's details they may still edit.
    assert.equal((await byVikram('PATCH', { notes: 'Coming by train' })).statusCode, 200);
  });

  test('a flood of passkey ceremonies from one address does not push out another’s', async () => {
    const invited = await invitePerson(t.app, t.cookie, { name: 'Asha', role: 'caterer' });
    const token = tokenOf(invited.signupLink);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signup/passkey/options',
      payload: { token, username: 'asha' },
      remoteAddress: '203.0.113.1',
    });
    const { ceremony } = started.json() as { ceremony: string };
    // More than the whole store used to hold (1,000), from one address.
    for (let i = 0; i < 1001; i++)
      await t.app.inject({ method: 'POST', url: '/api/admin/login/passkey/options', remoteAddress: '203.0.113.66' });
    const finished = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signup/passkey',
      payload: { token, username: 'asha', ceremony, response: { id: 'not-a-real-key' } },
      remoteAddress: '203.0.113.1',
    });
    // The ceremony was still there: the forged answer is refused for what it is, not for a lost challenge.
    assert.equal((finished.json() as { error: string }).error, 'passkey-not-proved');
  });

  test('a session left open gets five guesses at its owner’s password, and cannot give a passkey-only account one', async () => {
    const neha = await addPerson(t.app, t.cookie, { name: 'Neha', role: 'organiser', sides: ['bride'] });
    const change = (current: string) => changePassword(t.app, neha.cookie, current);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await change(`guess ${i}`)).statusCode);
    assert.deepEqual(answers, [403, 403, 403, 403, 403, 429]);
    assert.equal((await change(neha.password)).statusCode, 429, 'not even the right one, until the window passes');

    const keyOnly = await addPerson(t.app, t.cookie, { name: 'Key Only', role: 'door' });
    t.db.prepare("UPDATE users SET password = '' WHERE id = ?").run(keyOnly.id);
    const set = await changePassword(t.app, keyOnly.cookie, '');
    assert.equal(set.statusCode, 403);
    assert.equal((set.json() as { error: string }).error, 'passkey-only');
  });

  test('guesses at the current password sent side by side are counted before their slow check: five, not twenty', async () => {
    const ravi = await addPerson(t.app, t.cookie, { name: 'Ravi', role: 'organiser', sides: ['groom'] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(t.app, ravi.cookie, `guess ${i}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    assert.equal(codes.filter((code) => code === 403).length, 5, codes.join(' '));
    assert.equal(codes.filter((code) => code === 429).length, 15);
  });

  test('a sign-up with a made-up code is refused before any password work', async () => {
    const { hashing } = await import('../../src/admin/passwords');
    const before = hashing();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signup',
      payload: { token: 'x'.repeat(43), username: 'stranger', password: 'a password to hash' },
    });
    assert.equal(refused.statusCode, 410);
    assert.equal(hashing(), before, 'no scrypt derivation was started');
  });
});

describe("the wrong-guess window of a password change runs on the server's clock", () => {
  let clock = Date.parse('2026-01-10T10:00:00Z');
  const t = useTestApp({ signedIn: true, site: guestListSite(), now: () => clock });

  test('five wrong guesses wait the quarter of an hour the clock says, and no longer', async () => {
    const asha = await addPerson(t.app, t.cookie, { name: 'Asha', role: 'organiser', sides: ['bride'] });
    const change = (current: string) => changePassword(t.app, asha.cookie, current, 'a new password for asha');
    for (let i = 0; i < 5; i++) assert.equal((await change(`guess ${i}`)).statusCode, 403);
    assert.equal((await change(asha.password)).statusCode, 429);
    clock += 16 * 60 * 1000;
    assert.equal((await change(asha.password)).statusCode, 200);
  });
});

describe("the spec's sign-in, once the couple's first account is removed by their second", () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('the password alone signs in the couple account that remains, now and after a restart', async () => {
    const second = await addPerson(t.app, t.cookie, { name: 'Meera', role: 'couple' });
    const first = t.db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number };
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${first.id}`,
      headers: { cookie: second.cookie },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    const signIn = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
    assert.equal((await signIn(TEST_ADMIN_PASSWORD)).statusCode, 401, 'the removed account opens nothing');
    assert.equal((await signIn(second.password)).statusCode, 200, 'the one that remains signs in by password alone');
    const { createAuth } = await import('../../src/admin/auth');
    assert.deepEqual(await createAuth(t.db).ensureAdmin(undefined), { passwordChanged: false });
    const admins = t.db.prepare("SELECT count(*) AS n FROM users WHERE username = 'admin'").get() as { n: number };
    assert.equal(admins.n, 0);
    assert.equal((await signIn(second.password)).statusCode, 200, 'a restart makes no new first account');
  });
});

describe('ADMIN_PASSWORD, once the couple’s first account is removed', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('sets the password of the couple account that remains, and makes no new first account', async () => {
    const second = await addPerson(t.app, t.cookie, { name: 'Kabir', role: 'couple' });
    const first = t.db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number };
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${first.id}`, headers: { cookie: second.cookie } });
    const { createAuth } = await import('../../src/admin/auth');
    assert.deepEqual(await createAuth(t.db).ensureAdmin('a password from the environment'), { passwordChanged: true });
    const admins = t.db.prepare("SELECT count(*) AS n FROM users WHERE username = 'admin'").get() as { n: number };
    assert.equal(admins.n, 0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'a password from the environment' },
    });
    assert.equal(signIn.statusCode, 200);
  });
});

describe('passkey ceremonies begun by strangers', () => {
  const t = useTestApp({ site: guestListSite() });

  test('are limited per client, told to wait; another client begins its own', async () => {
    const begin = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login/passkey/options', remoteAddress });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await begin('198.51.100.7')).statusCode);
    assert.deepEqual([codes.slice(0, 30).every((code) => code === 200), codes[30]], [true, 429]);
    const refused = await begin('198.51.100.7');
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await begin('198.51.100.8')).statusCode, 200);
  });
});

describe('usernames that read like one taken', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('are refused at sign-up, as taken: a Cyrillic а, full-width letters, a dotless ı, a dotted İ', async () => {
    const signUp = async (username: string) => {
      const link = (await invitePerson(t.app, t.cookie, { name: 'Someone', role: 'door' })).signupLink;
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/signup',
        payload: { token: link.slice(link.indexOf('#') + 1), username, password: 'a long enough password' },
      });
    };
    for (const lookAlike of ['\u0430dmin', 'ａｄｍｉｎ', 'adm\u0131n', 'ADM\u0130N', 'Admin']) {
      const refused = await signUp(lookAlike);
      assert.equal(refused.statusCode, 409, lookAlike);
      assert.equal((refused.json() as { error: string }).error, 'username-taken', lookAlike);
    }
    assert.equal((await signUp('gatekeeper')).statusCode, 201);
    assert.equal((await signUp('gatekeeper2')).statusCode, 201, 'a name that is only similar is fine');
  });
});
