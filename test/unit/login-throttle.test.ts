import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  createLoginThrottle,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_CLIENT,
  MAX_FAILURES_PER_KNOWN_DEVICE,
  SLOWED_ATTEMPT_EVERY_MS,
  UNDER_ATTACK_FAILURES,
} from '../../src/admin/login-throttle';

const stranger = (key: string) => ({ key, knownDevice: null });

describe('login throttle', () => {
  test('allows five failures from one client in 15 minutes, then refuses until the window has passed', () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) {
      assert.deepEqual(throttle.attempt(stranger('203.0.113.1')), { allowed: true });
      now += 1000;
    }
    const refused = throttle.attempt(stranger('203.0.113.1'));
    assert.ok(!refused.allowed && refused.retryAfterSeconds > 14 * 60 && refused.retryAfterSeconds <= 15 * 60);
    assert.deepEqual(throttle.attempt(stranger('198.51.100.2')), { allowed: true }, 'another client is not affected');
    now += LOGIN_WINDOW_MS;
    assert.deepEqual(throttle.attempt(stranger('203.0.113.1')), { allowed: true });
  });

  test('a success clears the client and takes back its attempt', () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) throttle.attempt(stranger('a'));
    throttle.succeeded(stranger('a'));
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++)
      assert.deepEqual(throttle.attempt(stranger('a')), { allowed: true });
  });

  test('under attack from many clients, strangers are slowed to one attempt every 10 s in all, never stopped', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < UNDER_ATTACK_FAILURES; i++)
      assert.deepEqual(throttle.attempt(stranger(`10.0.${i >> 8}.${i & 255}`)), { allowed: true });
    assert.deepEqual(
      throttle.attempt(stranger('192.0.2.1')),
      { allowed: true },
      'the first slowed attempt goes through',
    );
    const next = throttle.attempt(stranger('192.0.2.2'));
    assert.ok(!next.allowed && next.retryAfterSeconds <= SLOWED_ATTEMPT_EVERY_MS / 1000);
    now += SLOWED_ATTEMPT_EVERY_MS;
    assert.deepEqual(throttle.attempt(stranger('192.0.2.2')), { allowed: true }, 'ten seconds later, the next one');
  });

  test("a known device is exempt from the attack's slowdown and from its address's failures, with a limit of its own", () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < UNDER_ATTACK_FAILURES + 20; i++) throttle.attempt(stranger(`10.1.${i >> 8}.${i & 255}`));
    for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) throttle.attempt(stranger('10.9.9.9'));
    const couple = { key: '10.9.9.9', knownDevice: 'phone-1' };
    for (let i = 0; i < MAX_FAILURES_PER_KNOWN_DEVICE; i++)
      assert.deepEqual(throttle.attempt(couple), { allowed: true });
    assert.equal(throttle.attempt(couple).allowed, false, 'a stolen device cannot guess for ever');
  });
});

test('under attack each account has its own slot: a flood at the couple’s account leaves a helper’s as it was', () => {
  let clock = 0;
  const throttle = createLoginThrottle(() => clock);
  // The attack: past the threshold, from many addresses, all at the couple's account.
  for (let i = 0; i < UNDER_ATTACK_FAILURES; i++)
    throttle.attempt({ key: `10.1.${i >> 8}.${i & 255}`, knownDevice: null, account: '1' });
  clock += 1;
  assert.equal(throttle.attempt({ key: '10.2.0.1', knownDevice: null, account: '1' }).allowed, true);
  assert.equal(throttle.attempt({ key: '10.2.0.2', knownDevice: null, account: '1' }).allowed, false, 'one a slot');
  // The door's helper on a new phone, at their own account, is not behind the attack.
  assert.equal(throttle.attempt({ key: '192.0.2.50', knownDevice: null, account: '7' }).allowed, true);
  assert.equal(throttle.attempt({ key: '192.0.2.51', knownDevice: null, account: '7' }).allowed, false);
});
