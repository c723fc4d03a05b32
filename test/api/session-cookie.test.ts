// The admin's session lives as long in the browser as on the server: 30 days from its last use, on both sides.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SESSION_COOKIE } from '../../src/admin/auth';
import { signIn, useTestApp } from '../helpers/app';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIME_S = 30 * 24 * 60 * 60;

describe('the admin session cookie, measured by an injected clock', () => {
  let clock = Date.UTC(2025, 4, 1, 9, 0, 0);
  const t = useTestApp({ now: () => clock });

  const use = async (cookie: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rsvps', headers: { cookie } });
    const renewed = response.cookies.find((c) => c.name === SESSION_COOKIE);
    return { status: response.statusCode, maxAge: renewed?.maxAge };
  };

  test('sign-in gives the cookie the session’s 30 days', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'correct horse battery staple' },
    });
    assert.equal(response.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge, LIFETIME_S);
  });

  test('used every few days for three months, the cookie is renewed with the session, to the same 30 days', async () => {
    const cookie = await signIn(t.app);
    // Where the browser's cookie runs out: sign-in plus its Max-Age, moved each time a new Max-Age arrives.
    let browserExpiry = clock + LIFETIME_S * 1000;
    for (let day = 3; day <= 90; day += 3) {
      clock += 3 * DAY_MS;
      assert.ok(clock < browserExpiry, `on day ${day} the browser would still send the cookie`);
      const { status, maxAge } = await use(cookie);
      assert.equal(status, 200, `day ${day}`);
      assert.equal(maxAge, LIFETIME_S, `day ${day}: the renewed cookie gets the server's new 30 days`);
      browserExpiry = clock + (maxAge ?? 0) * 1000;
    }
  });

  test('a request within a day of the last renewal sets no cookie: nothing changed on the server either', async () => {
    const cookie = await signIn(t.app);
    clock += 2 * 60 * 60 * 1000;
    assert.deepEqual(await use(cookie), { status: 200, maxAge: undefined });
  });

  test('unused for 30 days, the session is gone on the server just as the cookie runs out in the browser', async () => {
    const cookie = await signIn(t.app);
    clock += LIFETIME_S * 1000 - 60_000;
    assert.equal((await use(cookie)).status, 200, 'a minute before the end, still signed in (and renewed)');
    clock += LIFETIME_S * 1000;
    assert.equal((await use(cookie)).status, 401, '30 days after that last use, signed out');
  });
});
