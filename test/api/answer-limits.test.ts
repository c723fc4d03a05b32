// One client cannot fill the disk: answers are limited per client (IPv6 per /64) and overall, with limits a family
// or a carrier's shared address never meets, and a refusal a guest can act on.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../src/config';
import { solveProof } from '../../web/invitation/proof-of-work';
import { useTestApp, VALID_RSVP } from '../helpers/app';

// The limits a site starts with when the couple sets none.
const ANSWER_LIMITS = loadConfig({}).answerLimits;

describe('POST /api/rsvp limits', () => {
  describe('per client, at the production limits', () => {
    const t = useTestApp({ trustProxy: ['127.0.0.1'], answerLimits: ANSWER_LIMITS });
    const count = () => (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;
    const post = (from: string, name = 'Guest') =>
      t.app.inject({
        method: 'POST',
        url: '/api/rsvp',
        payload: { ...VALID_RSVP, fullName: name },
        headers: { 'x-forwarded-for': from },
      });

    test(`${ANSWER_LIMITS.perClient} answers in ten minutes from one home are taken; the next gets 429 and is not stored`, async () => {
      for (let i = 0; i < ANSWER_LIMITS.perClient; i++)
        assert.equal((await post('198.51.100.20', `Relative ${i}`)).statusCode, 201);
      const before = count();
      const refused = await post('198.51.100.20', 'One too many');
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().error, 'too-many-requests');
      assert.match(
        refused.json().message,
        /^Too many answers from your connection just now\. Please try again in \d+ minutes?; nothing you typed is lost\.$/,
      );
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal(count(), before);
      assert.equal((await post('198.51.100.21')).statusCode, 201, 'the neighbours are not affected');
    });

    test('addresses within one IPv6 /64 are one client', async () => {
      for (let i = 0; i < ANSWER_LIMITS.perClient; i++)
        assert.equal((await post(`2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode, 201);
      assert.equal((await post('2001:db8:5:6:abcd::1')).statusCode, 429);
      assert.equal((await post('2001:db8:5:7::1')).statusCode, 201);
    });
  });

  describe('overall', () => {
    const t = useTestApp({ trustProxy: ['127.0.0.1'], answerLimits: { perClient: 1_000, overall: 10 } });
    test('many clients together are stopped at the overall ceiling', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/rsvp',
          payload: VALID_RSVP,
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          assert.match(response.json().message, /^The site is taking too many answers at once\./);
      }
      assert.deepEqual(statuses, [...Array<number>(10).fill(201), 429, 429]);
    });

    test('past the ceiling, a guest whose page solves the puzzle is stored; a puzzle buys one answer', async () => {
      const post = (from: string, proof?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rsvp',
          payload: { ...VALID_RSVP, fullName: `Guest from ${from}` },
          headers: { 'x-forwarded-for': from, ...(proof && { 'x-answer-proof': proof }) },
        });
      const flooded = await post('192.0.2.77');
      assert.equal(flooded.statusCode, 429);
      assert.equal(flooded.json().error, 'proof-needed', 'the page is told a puzzle gets it in');
      const puzzle = await t.app.inject({ method: 'GET', url: '/api/rsvp/proof' });
      assert.equal(puzzle.statusCode, 200);
      assert.equal(puzzle.headers['cache-control'], 'no-store');
      const { challenge, bits } = puzzle.json() as { challenge: string; bits: number };
      const proof = await solveProof(challenge, bits);
      const stored = await post('192.0.2.77', proof);
      assert.equal(stored.statusCode, 201, stored.body);
      assert.equal((await post('192.0.2.78', proof)).statusCode, 429, 'the same puzzle twice');
      assert.equal((await post('192.0.2.79', `${challenge}|0`)).statusCode, 429, 'a puzzle not solved');
    });
  });
});
