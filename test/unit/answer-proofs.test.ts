// The open form's proof of work: the page's own SHA-256 agrees with Node's, a puzzle it solves is taken once, and a
// forged, stale or unsolved one is not.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { createAnswerProofs, leadingZeroBits } from '../../src/http/answer-proofs';
import { sha256FirstWord, solveProof } from '../../web/invitation/proof-of-work';

test("the page's SHA-256 gives Node's first 32 bits for any text of a challenge's characters", () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary-ascii', maxLength: 200 }), (text) => {
      const ascii = text.replace(/[^\x20-\x7e]/g, 'x');
      assert.equal(sha256FirstWord(ascii), createHash('sha256').update(ascii).digest().readUInt32BE(0));
    }),
    { numRuns: 500 },
  );
});

test('a puzzle solved by the page is taken once; forged, stale and unsolved ones are not', async () => {
  let clock = Date.parse('2026-03-01T10:00:00Z');
  const key = randomBytes(32);
  const proofs = createAnswerProofs(
    () => key,
    () => clock,
    12,
  );
  const { challenge, bits } = proofs.issue();
  const proof = await solveProof(challenge, bits);
  const [, nonce] = proof.split('|');
  assert.ok(leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= 12);
  assert.equal(proofs.accept(proof), true);
  assert.equal(proofs.accept(proof), false, 'once');
  assert.equal(proofs.accept(`${challenge}|${Number(nonce) + 1}`), false, 'unsolved (or used)');
  const other = proofs.issue();
  assert.equal(proofs.accept(`${other.challenge.replace(/\.12\./, '.1.')}|0`), false, 'an easier puzzle, forged');
  assert.equal(proofs.accept(`${other.challenge}|0`.replace(/^./, 'z')), false, 'a changed end');
  const stale = await solveProof(other.challenge, other.bits);
  clock += 5 * 60 * 1000 + 1;
  assert.equal(proofs.accept(stale), false, 'after five minutes');
  assert.equal(
    createAnswerProofs(
      () => randomBytes(32),
      () => clock,
      12,
    ).accept(stale),
    false,
    'another key',
  );
});
