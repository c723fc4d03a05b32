import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LOGIN_WINDOW_MS, MAX_FAILURES_OVERALL, MAX_FAILURES_PER_ADDRESS, createLoginThrottle } from '../../src/admin/login-throttle';

describe('login throttle', () => {
  test('allows five failures from one address in 15 minutes, then refuses until the window has passed', () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      assert.deepEqual(throttle.attempt('203.0.113.1'), { allowed: true });
      now += 1000;
    }
    const refused = throttle.attempt('203.0.113.1');
    assert.equal(refused.allowed, false);
    assert.ok(!refused.allowed && refused.retryAfterSeconds > 14 * 60 && refused.retryAfterSeconds <= 15 * 60);
    assert.deepEqual(throttle.attempt('198.51.100.2'), { allowed: true }, 'another address is not affected');
    now += LOGIN_WINDOW_MS;
    assert.deepEqual(throttle.attempt('203.0.113.1'), { allowed: true });
  });

  test('a success clears the address and takes back its attempt', () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 1; i++) throttle.attempt('a');
    throttle.attempt('a');
    throttle.succeeded('a');
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) assert.deepEqual(throttle.attempt('a'), { allowed: true });
  });

  test('caps failures from all addresses together', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES_OVERALL; i++) assert.deepEqual(throttle.attempt(`10.0.${i >> 8}.${i & 255}`), { allowed: true });
    const refused = throttle.attempt('192.0.2.99');
    assert.equal(refused.allowed, false);
    now += LOGIN_WINDOW_MS + 1;
    assert.deepEqual(throttle.attempt('192.0.2.99'), { allowed: true });
  });
});
