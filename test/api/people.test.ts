// The people the couple lets into the admin: added by name and role, signed up with a one-time link (kept only as a
// hash), signed in with their own username, removed at once; the couple's own sign-in is the spec's, unchanged.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import type { PersonView } from '../../shared/admin/people';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../helpers/app';
import { addPerson, invitePerson, tokenOf } from '../helpers/people';
import { chooseAdminLanguage } from './calls';

describe('people in the admin', () => {
  const t = useTestApp({ signedIn: true });
  const as = (cookie: string) => ({ cookie });
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: as(t.cookie) })).json() as PersonView[];

  test('the couple adds an organiser, who is listed as not signed up yet, with when the link stops working', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: as(t.cookie),
      payload: { name: 'Vikram Mama', role: 'organiser', sides: ['groom'] },
    });
    assert.equal(invited.statusCode, 201, invited.body);
    const { id, signupLink, signupQr } = invited.json() as { id: number; signupLink: string; signupQr: string };
    assert.match(signupLink, /^http:\/\/[^/]+\/admin\/signup#[A-Za-z0-9_-]{43}$/);
    // The QR code says the same link, read as a phone's camera would.
    const png = new Resvg(signupQr, { fitTo: { mode: 'width', value: 400 }, background: 'white' }).render();
    assert.equal(jsQR(new Uint8ClampedArray(png.pixels), png.width, png.height)?.data, signupLink);
    const vikram = (await list()).find((person) => person.id === id);
    assert.equal(vikram?.username, null);
    assert.deepEqual([vikram?.role, vikram?.sides], ['organiser', ['groom']]);
    assert.ok(vikram?.signupLinkExpiresAt && Date.parse(vikram.signupLinkExpiresAt) > Date.now());
    // Only the hash of the token is kept.
    const token = tokenOf(signupLink);
    const stored = t.db.prepare('SELECT token_hash FROM signup_links WHERE user_id = ?').pluck().all(id);
    assert.deepEqual(stored, [createHash('sha256').update(token).digest('hex')]);
  });

  test('an organiser needs a side; a name and a known role are required', async () => {
    for (const payload of [
      { name: 'Asha', role: 'organiser' },
      { name: ' ', role: 'caterer' },
      { name: 'Asha', role: 'boss' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: as(t.cookie), payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok((response.json() as { message: string }).message.length > 10);
    }
  });

  test('a sign-up link signs up once; used, expired or unknown, it says so', async () => {
    const invited = await invitePerson(t.app, t.cookie, { name: 'Kiran', role: 'caterer' });
    const token = tokenOf(invited.signupLink);
    const signUp = (username: string, theToken = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/signup',
        payload: { token: theToken, username, password: 'a long enough password' },
      });
    // The page asks whom the link is for before it is used, and may ask again; a used link says so.
    const about = await t.app.inject({ method: 'POST', url: '/api/admin/signup/about', payload: { token } });
    assert.deepEqual(about.json(), { name: 'Kiran', language: 'en' });
    const first = await signUp('kiran');
    const aboutUsed = await t.app.inject({ method: 'POST', url: '/api/admin/signup/about', payload: { token } });
    assert.equal(aboutUsed.statusCode, 410);
    assert.equal(first.statusCode, 201, first.body);
    const again = await signUp('kiran2');
    assert.equal(again.statusCode, 410);
    assert.match((again.json() as { message: string }).message, /used already/);
    const unknown = await signUp('kiran3', 'x'.repeat(43));
    assert.equal(unknown.statusCode, 410);
    assert.match((unknown.json() as { message: string }).message, /not one this site made/);

    const late = await invitePerson(t.app, t.cookie, { name: 'Late', role: 'door' });
    t.db.prepare('UPDATE signup_links SET expires_at = 0 WHERE user_id = ?').run(late.id);
    const expired = await signUp('late', tokenOf(late.signupLink));
    assert.equal(expired.statusCode, 410);
    assert.match((expired.json() as { message: string }).message, /expired/);
    // A username is one person's, whatever its case.
    const relinked = (
      await t.app.inject({ method: 'POST', url: `/api/admin/users/${late.id}/link`, headers: as(t.cookie) })
    ).json() as { signupLink: string };
    const taken = await signUp('KIRAN', tokenOf(relinked.signupLink));
    assert.equal(taken.statusCode, 409);
    assert.equal((await signUp('late', tokenOf(relinked.signupLink))).statusCode, 201);
  });

  test('a person signs in with their username; without one, the password is the couple’s, as the spec’s page asks', async () => {
    const meera = await addPerson(t.app, t.cookie, { name: 'Meera', role: 'organiser', sides: ['bride'] });
    const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
    assert.equal((await login({ username: meera.username.toUpperCase(), password: meera.password })).statusCode, 200);
    assert.equal((await login({ password: meera.password })).statusCode, 401);
    assert.equal((await login({ password: TEST_ADMIN_PASSWORD })).statusCode, 200);
    assert.equal((await login({ username: meera.username, password: TEST_ADMIN_PASSWORD })).statusCode, 401);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: as(meera.cookie) });
    assert.deepEqual(
      [me.json().name, me.json().role, me.json().sides, me.json().username],
      ['Meera', 'organiser', ['bride'], meera.username],
    );
    assert.ok((me.json() as PersonView).lastUsedAt);
  });

  test('wrong passwords for one person slow no one else, and their own known phone still gets in', async () => {
    const ravi = await addPerson(t.app, t.cookie, { name: 'Ravi', role: 'door' });
    const login = (password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: ravi.username, password },
        ...(cookie && { headers: { cookie } }),
      });
    // Signed in once on his phone: it is a known device for his account from now on.
    const first = await login(ravi.password);
    const device = first.cookies.find((c) => c.name === `wedding_device_${ravi.id}`);
    assert.ok(device, 'a known-device cookie of his own account');
    for (let i = 0; i < 6; i++) await login('guess');
    assert.equal((await login(ravi.password)).statusCode, 429);
    assert.equal((await login(ravi.password, `${device.name}=${device.value}`)).statusCode, 200);
    const couple = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(couple.statusCode, 200);
  });

  test('a person removed is signed out at once; the last of the couple’s accounts cannot be removed', async () => {
    const sunil = await addPerson(t.app, t.cookie, { name: 'Sunil', role: 'caterer' });
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: as(sunil.cookie) });
    assert.equal(before.statusCode, 200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${sunil.id}`,
      headers: as(t.cookie),
    });
    assert.equal(removed.statusCode, 200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: as(sunil.cookie) });
    assert.equal(after.statusCode, 401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: sunil.username, password: sunil.password },
    });
    assert.equal(relogin.statusCode, 401);

    const couple = (await list()).filter((person) => person.role === 'couple' && person.signedUpAt);
    assert.equal(couple.length, 1);
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${couple[0]?.id}`,
      headers: as(t.cookie),
    });
    assert.equal(last.statusCode, 409);
    assert.match((last.json() as { message: string }).message, /last of the couple/);
  });

  test('a passkey ceremony that was not started, or a passkey the site does not know, signs no one in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/passkey',
      payload: { ceremony: 'never-started', response: { id: 'unknown-key' } },
    });
    assert.equal(login.statusCode, 401);
    assert.equal(login.cookies.length, 0);
    const options = await t.app.inject({ method: 'POST', url: '/api/admin/login/passkey/options' });
    assert.equal(options.statusCode, 200);
    const { ceremony } = options.json() as { ceremony: string };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/passkey',
      payload: { ceremony, response: { id: 'unknown-key', rawId: 'unknown-key', type: 'public-key', response: {} } },
    });
    assert.equal(forged.statusCode, 401);
    const invited = await invitePerson(t.app, t.cookie, { name: 'Keyless', role: 'door' });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/signup/passkey',
      payload: { token: tokenOf(invited.signupLink), username: 'keyless', ceremony: 'x', response: { id: 'k' } },
    });
    assert.equal(signup.statusCode, 400);
    // The link is still good for a real sign-up.
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/signup',
          payload: { token: tokenOf(invited.signupLink), username: 'keyless', password: 'a long enough password' },
        })
      ).statusCode,
      201,
    );
  });

  test('a person’s new password ends their other sessions; this browser stays signed in; a wrong current one changes nothing', async () => {
    const neha = await addPerson(t.app, t.cookie, { name: 'Neha', role: 'organiser', sides: ['bride'] });
    const otherPhone = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: neha.username, password: neha.password },
      })
    ).cookies.find((c) => c.name === 'wedding_session');
    const change = (current: string, password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        headers: as(neha.cookie),
        payload: { current, password },
      });
    assert.equal((await change('not it', 'a brand new password')).statusCode, 403);
    const changed = await change(neha.password, 'a brand new password');
    assert.equal(changed.statusCode, 200);
    const thisBrowser = changed.cookies.find((c) => c.name === 'wedding_session');
    assert.ok(thisBrowser);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    assert.equal((await me(`wedding_session=${thisBrowser.value}`)).statusCode, 200);
    assert.equal((await me(`wedding_session=${otherPhone?.value}`)).statusCode, 401);
    assert.equal((await me(neha.cookie)).statusCode, 401);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: neha.username, password } });
    assert.equal((await login(neha.password)).statusCode, 401);
    assert.equal((await login('a brand new password')).statusCode, 200);
  });

  test('each person picks the admin’s language for themselves', async () => {
    const asha = await addPerson(t.app, t.cookie, { name: 'Asha', role: 'organiser', sides: ['groom'] });
    await chooseAdminLanguage(t.app, asha.cookie, 'hi');
    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: as(asha.cookie) })).json();
    assert.equal(me.language, 'hi');
    const couple = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: as(t.cookie) })).json();
    assert.equal(couple.language, 'en');
  });
});
