// The caterer's numbers include the guests who answered through the open form: not on the guest list, counted as
// they said, for every public function or for the one function site.json names, never for a private one.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Headcount } from '../../shared/guests/admin-shapes';
import { parseSite } from '../../src/site/load';
import { useTestApp, VALID_RSVP } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

async function answerOpenForm(t: ReturnType<typeof useTestApp>) {
  for (const [fullName, guestCount, attending] of [
    ['Asha Verma', 3, true],
    ['Kabir Rao', 2, true],
    ['Tara Iyer', 1, false],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { ...VALID_RSVP, fullName, guestCount, attending },
    });
    assert.equal(response.statusCode, 201);
  }
}

describe('headcounts with the open form’s answers, counted for every public function', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('each public function counts their guests apart from the list’s; the private one does not; the sheet adds them up', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie: t.cookie } })
    ).json() as Headcount[];
    assert.ok(
      before.every((count) => count.openForm === undefined),
      'no open answers, nothing said of them',
    );

    await answerOpenForm(t);
    const counts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie: t.cookie } })
    ).json() as Headcount[];
    const mehendi = counts.find((count) => count.eventId === 'mehendi-ceremony');
    assert.deepEqual(mehendi?.openForm, { attending: 5, declined: 1 });
    assert.equal(counts.find((count) => count.eventId === 'sagan')?.openForm, undefined, 'private: not for them');

    const sheet = (
      await t.app.inject({ method: 'GET', url: '/api/admin/headcounts.csv', headers: { cookie: t.cookie } })
    ).body;
    assert.match(
      sheet,
      /Function,Attending from the guest list,Guests coming through the open form,Together,Open form: not coming\r\nCheck-in,0,5,5,1\r\n/,
    );
    assert.doesNotMatch(sheet, /Sagan & Cocktail Party,0,5/);
  });
});

describe('headcounts with the open form’s answers, counted for one function', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ openAnswersCountFor: 'jaimaal-wedding-ceremony' }) });

  test('only that function counts them', async () => {
    await answerOpenForm(t);
    const counts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie: t.cookie } })
    ).json() as Headcount[];
    assert.deepEqual(
      counts.filter((count) => count.openForm).map((count) => count.eventId),
      ['jaimaal-wedding-ceremony'],
    );
  });
});

describe('rsvp.openAnswersCountFor in site.json', () => {
  test('names "public" or a public function’s id; anything else is refused, saying what to write', () => {
    assert.throws(
      () => parseSite(guestListSite({ openAnswersCountFor: 'garba' })),
      /rsvp\.openAnswersCountFor: "garba" is not a function's id/,
    );
    assert.throws(
      () => parseSite(guestListSite({ openAnswersCountFor: 'sagan' })),
      /rsvp\.openAnswersCountFor: "sagan" is a private function/,
    );
    assert.doesNotThrow(() => parseSite(guestListSite({ openAnswersCountFor: 'public' })));
  });
});
