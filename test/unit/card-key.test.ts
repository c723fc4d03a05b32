// A card's key is FNV-1a's 64-bit digest of its token: the published test vectors, and one key per token.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardKey } from '../../shared/day/card-key';

test('the key of a card is FNV-1a 64 of its token, the same on every machine', () => {
  assert.equal(cardKey(''), 'cbf29ce484222325');
  assert.equal(cardKey('a'), 'af63dc4c8601ec8c');
  assert.equal(cardKey('foobar'), '85944171f73967e8');
  assert.notEqual(cardKey('bzsJQgElltLu34r4aL0r0A'), cardKey('bzsJQgElltLu34r4aL0r0B'));
});
