// Dates as the wedding reads them: "today" is the day it is at the venue (from midnight to 05:30 in India the UTC
// day is still yesterday), and what is stored is stamped by the server's own clock, the one the tests move.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { familyAnswers } from './calls';

// 01:30 on 11 January in India, still 10 January in UTC.
const NOW = Date.parse('2026-01-10T20:00:00Z');

describe('the wedding’s clock', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite(), now: () => NOW });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });

  test('the sheets are named after the day it is at the venue', async () => {
    for (const [url, name] of [
      ['/api/admin/households.csv', 'guest-list'],
      ['/api/admin/headcounts.csv', 'headcounts'],
      ['/api/admin/gifts.csv', 'gifts'],
      ['/api/admin/rooming-list.csv', 'rooming-list'],
    ] as const) {
      const sheet = await get(url);
      assert.equal(sheet.statusCode, 200, url);
      assert.match(String(sheet.headers['content-disposition']), new RegExp(`filename="${name}-2026-01-11\\.csv"`));
    }
  });

  test('an answer, a household’s and the open form’s, is stamped with the server’s clock', async () => {
    const household = await t.addHousehold({
      name: 'Clock family',
      members: [{ name: 'Asha' }],
      events: ['mehendi-ceremony'],
    });
    await familyAnswers(t.app, household, {
      members: [{ id: household.members[0]?.id, events: { 'mehendi-ceremony': true } }],
    });
    const stored = (await get(`/api/admin/households/${household.id}`)).json() as Household;
    assert.equal(stored.response?.answeredAt, new Date(NOW).toISOString());
    const rsvp = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { fullName: 'Open Guest', email: 'o@example.com', guestCount: 1, attending: true },
    });
    assert.equal(rsvp.statusCode, 201, rsvp.body);
    assert.equal(rsvp.json().createdAt, new Date(NOW).toISOString());
  });
});
