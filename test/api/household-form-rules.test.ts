// The form a household posts without the script meets the same rules as the JSON API: nothing it refuses is stored.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';

describe('POST /i/:token (the household form without JavaScript)', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  let household: Household;
  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/i/${household.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: new URLSearchParams({ 'p0.e.mehendi-ceremony': 'yes', ...fields }).toString(),
    });
  const stored = () => t.db.prepare('SELECT count(*) AS n FROM response_people').get() as { n: number };

  const refused: Array<[string, Record<string, string>]> = [
    ['an extra guest named with 12,000 characters', { 'p1.name': 'A'.repeat(12_000), 'p1.e.mehendi-ceremony': 'yes' }],
    ['a message of 14,000 characters', { message: 'x'.repeat(14_000) }],
    ['a message with NUL, ESC and BEL in it', { message: 'hi\u0000\u001b[31m\u0007' }],
    ['an extra guest named with zero-width spaces only', { 'p1.name': '\u200b\u200b', 'p1.e.mehendi-ceremony': 'yes' }],
    [
      'an extra guest whose name holds a line break',
      { 'p1.name': 'Evil\r\nSagan: 50 coming', 'p1.e.mehendi-ceremony': 'yes' },
    ],
  ];
  for (const [what, fields] of refused) {
    test(`refuses ${what}, as the API does, and stores nothing`, async () => {
      household ??= await t.addHousehold(
        householdNamed('Sharma family', ['Rajesh Sharma'], ['mehendi-ceremony'], { plusOnes: 1 }),
      );
      const response = await post(fields);
      assert.equal(response.statusCode, 400, response.body.slice(0, 200));
      assert.equal(stored().n, 0);
    });
  }

  test('a fair answer is stored', async () => {
    const response = await post({
      'p1.name': 'Kiran Rao',
      'p1.e.mehendi-ceremony': 'yes',
      message: 'See you there!\nLove, Rajesh',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(stored().n, 2);
  });
});

describe('the no-JS household form after the deadline, in Hindi', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ closesAt: '2020-05-15T23:59:59+05:30' }) });
  test('says the deadline has passed, in Hindi (rsvp-closed is a 403, not the 409 the words were filed under)', async () => {
    const household = await t.addHousehold(
      householdNamed('वर्मा परिवार', ['अनन्या'], ['mehendi-ceremony'], { language: 'hi' }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/i/${household.token}?lang=hi`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: 'p0.e.mehendi-ceremony=yes',
    });
    assert.equal(response.statusCode, 403);
    assert.match(response.body, /उत्तर देने की अंतिम तिथि निकल चुकी है/);
  });
});
