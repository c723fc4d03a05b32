// Strangers' wrong passwords, from many addresses, must not lock the couple out of their own page. Through the
// real app, with addresses as a reverse proxy reports them (X-Forwarded-For from a trusted loopback proxy).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEVICE_COOKIE } from '../../src/admin/known-devices';
import { SLOWED_ATTEMPT_EVERY_MS } from '../../src/admin/login-throttle';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../helpers/app';

describe('POST /api/admin/login under a distributed guessing attack', () => {
  let clock = Date.UTC(2025, 4, 1);
  const t = useTestApp({ trustProxy: ['127.0.0.1'], now: () => clock });

  const login = (password: string, from: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password },
      headers: { 'x-forwarded-for': from, ...(cookie && { cookie }) },
    });

  test('100 wrong passwords from 100 addresses, then the couple: in at once from a known device, within a minute from a new one', async () => {
    // The couple signed in on their phone last week: it carries the known-device cookie.
    const first = await login(TEST_ADMIN_PASSWORD, '198.51.100.7');
    assert.equal(first.statusCode, 200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    assert.ok(device && (device.maxAge ?? 0) > 300 * 24 * 3600, 'a long-lived known-device cookie');

    // A botnet: one wrong guess from each of 120 addresses, spread over a /64 too.
    for (let i = 0; i < 120; i++) {
      const from = i % 2 ? `203.0.${i >> 8}.${i & 255}` : `2001:db8:1:${i.toString(16)}::1`;
      assert.ok([401, 429].includes((await login('wrong guess', from)).statusCode));
    }

    const fromKnownPhone = await login(TEST_ADMIN_PASSWORD, '192.0.2.50', `${DEVICE_COOKIE}=${device.value}`);
    assert.equal(fromKnownPhone.statusCode, 200, 'the known device gets in at once');

    // A new laptop, during the same attack: slowed, never locked out for long.
    let waited = 0;
    let answer = await login(TEST_ADMIN_PASSWORD, '192.0.2.60');
    while (answer.statusCode === 429) {
      const retryAfter = Number(answer.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= SLOWED_ATTEMPT_EVERY_MS / 1000, `Retry-After ${retryAfter}`);
      assert.match(answer.json().message, /^Too many attempts; try again in \d+ seconds?\.$/);
      clock += retryAfter * 1000;
      waited += retryAfter;
      answer = await login(TEST_ADMIN_PASSWORD, '192.0.2.60');
    }
    assert.equal(answer.statusCode, 200);
    assert.ok(waited <= 60, `the new device waited ${waited} s`);
  });

  test('one IPv6 /64 counts as one client: a sixth guess from another address in it is refused for minutes', async () => {
    clock += 16 * 60 * 1000; // the attack above is over
    for (let i = 1; i <= 5; i++) assert.equal((await login('wrong', `2001:db8:77:1::${i}`)).statusCode, 401);
    const refused = await login('wrong', '2001:db8:77:1:ffff::9');
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many attempts; try again in 15 minutes\.$/);
  });
});
