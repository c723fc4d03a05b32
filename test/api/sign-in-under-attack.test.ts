// While strangers flood the sign-in with wrong passwords, the couple and each helper on a device never used before
// still get in within a minute of their first try, and the attack gets at most one password checked every ten
// seconds per account. A helper's account has its own slot; the couple's new laptop uses a one-time code shown on
// their signed-in phone, which checks no password and so waits in no line.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SLOWED_ATTEMPT_EVERY_MS, UNDER_ATTACK_FAILURES } from '../../src/admin/login-throttle';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { addPerson } from '../helpers/people';

describe('signing in while strangers flood the sign-in', () => {
  let clock = Date.parse('2026-02-14T08:00:00Z');
  const t = useTestApp({ signedIn: true, site: guestListSite(), now: () => clock });
  const login = (remoteAddress: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload });

  test('the couple and a door helper on new devices get in within a minute; the attack gets one check per 10 s', async () => {
    const gate = await addPerson(t.app, t.cookie, { name: 'Gate', role: 'door' });
    // The attack starts: enough wrong passwords from enough addresses to put the site under attack.
    for (let i = 0; i < UNDER_ATTACK_FAILURES; i++)
      await login(`10.9.${i >> 8}.${i & 255}`, { password: `guess ${i}` });
    // Then forty addresses ask every second, at the couple's account, for two minutes.
    const attackers = Array.from({ length: 40 }, (_, i) => `172.16.0.${i + 1}`);
    let checked = 0;
    const attackFor = async (seconds: number) => {
      for (let s = 0; s < seconds; s++) {
        clock += 1000;
        for (const address of attackers) {
          const answer = await login(address, { password: 'hunter2' });
          if (answer.statusCode !== 429) checked += 1;
        }
      }
    };
    await attackFor(120);
    assert.ok(checked <= 120_000 / SLOWED_ATTEMPT_EVERY_MS + 1, `${checked} passwords checked in 120 s`);

    // The couple on a new laptop: their password waits behind the flood, so they use the code their phone shows.
    const refused = await login('198.51.100.20', { password: TEST_ADMIN_PASSWORD });
    assert.equal(refused.statusCode, 429, 'the first who asks when the slot opens takes it: an attacker');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/me/sign-in-code',
      headers: { cookie: t.cookie },
    });
    assert.equal(made.statusCode, 200, made.body);
    const { code } = made.json() as { code: string };
    await attackFor(5);
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      remoteAddress: '198.51.100.20',
      payload: { code: code.toLowerCase() },
    });
    assert.equal(byCode.statusCode, 200, byCode.body);
    assert.ok(byCode.cookies.some((cookie) => cookie.name === 'wedding_session' && cookie.value !== ''));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      remoteAddress: '198.51.100.21',
      payload: { code },
    });
    assert.equal(again.statusCode, 401, 'a code is used once');

    // The door's helper on a new phone: their own account's slot, which the attack does not touch.
    const door = await login('198.51.100.30', { username: gate.username, password: gate.password });
    assert.equal(door.statusCode, 200, door.body);

    // And a door helper whose phone the couple lets in with a code they read out.
    const forGate = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${gate.id}/sign-in-code`,
      headers: { cookie: t.cookie },
    });
    assert.equal(forGate.statusCode, 200, forGate.body);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      remoteAddress: '198.51.100.31',
      payload: { code: (forGate.json() as { code: string }).code },
    });
    assert.equal(phone.statusCode, 200, phone.body);
  });

  test('made-up codes are refused, and a client that keeps trying is told to wait', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/login/code',
            remoteAddress: '203.0.113.99',
            payload: { code: `ABCD-EFGH-${String(i).padStart(4, '0')}` },
          })
        ).statusCode,
      );
    assert.deepEqual(codes, [...Array(10).fill(401), 429]);
  });
});
