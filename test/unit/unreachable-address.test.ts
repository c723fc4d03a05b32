import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { unreachableAddress } from '../../shared/reach/unreachable-address';

describe('unreachableAddress', () => {
  test('this computer: loopback and localhost', () => {
    for (const origin of [
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
      'http://app.localhost',
    ])
      assert.equal(unreachableAddress(origin), 'only this computer can open it', origin);
  });

  test('a home network: private and link-local ranges, .local names, bare machine names', () => {
    for (const origin of [
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://172.16.0.1',
      'http://172.31.255.1',
      'http://169.254.10.1',
      'http://[fd12:3456::1]',
      'http://[fe80::1]',
      'http://raspberrypi.local',
      'http://wedding.lan',
      'http://raspberrypi:3000',
      'http://100.101.102.103:3000',
      'http://[::ffff:192.168.1.20]',
    ])
      assert.equal(unreachableAddress(origin), 'only devices on this home network can open it', origin);
  });

  test('an address on the internet is fine, including ones that only look private', () => {
    for (const origin of [
      'https://wedding.example.com',
      'http://203.0.113.7',
      'http://172.32.0.1',
      'http://100.128.0.1',
      'http://11.0.0.1',
      'http://[2001:db8::1]',
      'https://192-168-1-1.example.net',
    ])
      assert.equal(unreachableAddress(origin), null, origin);
  });
});
