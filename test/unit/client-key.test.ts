import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientKey } from '../../src/http/client-key';

test('IPv4 addresses count one by one; IPv6 addresses by their /64 network', () => {
  assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
  assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
  assert.equal(clientKey('2001:db8:abcd:12:1:2:3:4'), '2001:db8:abcd:12::/64');
  assert.equal(clientKey('2001:db8:abcd:12::9'), '2001:db8:abcd:12::/64');
  assert.equal(clientKey('2001:0db8:0000:0012:ffff::1'), '2001:db8:0:12::/64');
  assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(clientKey('::1'), '0:0:0:0::/64');
  assert.equal(clientKey('2001:db8:abcd:12:1:2:3:4'), clientKey('2001:db8:abcd:12:ffff:ffff:ffff:ffff'));
  assert.notEqual(clientKey('2001:db8:abcd:12::1'), clientKey('2001:db8:abcd:13::1'));
});
