// The open form offers the site's meals, as a household's page does: with its script and without, and the caterer's
// numbers count its guests' meals. A meal the site does not offer is refused, and nothing is stored.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Headcount } from '../../shared/guests/admin-shapes';
import { useTestApp, VALID_RSVP } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

describe('meals on the open form', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const count = () => (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;

  test('the page offers the meals; a chosen one is stored, by script or by the form itself', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/?lang=en' })).body;
    assert.match(page, /<legend>Meal<\/legend>/);
    assert.match(page, /<input type="radio" name="meal" value="Jain"/);
    const byScript = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { ...VALID_RSVP, guestCount: 2, meal: 'Jain' },
    });
    assert.equal(byScript.statusCode, 201, byScript.body);
    const byForm = await t.app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        fullName: 'Kiran Rao',
        email: 'kiran@example.com',
        attending: 'yes',
        meal: 'Vegetarian',
      }).toString(),
    });
    assert.equal(byForm.statusCode, 200, byForm.body);
    const meals = t.db.prepare('SELECT full_name AS name, meal FROM rsvps ORDER BY id').all();
    assert.deepEqual(meals, [
      { name: 'Asha Verma', meal: 'Jain' },
      { name: 'Kiran Rao', meal: 'Vegetarian' },
    ]);
  });

  test('a meal the site does not offer is refused, naming the ones it does', async () => {
    const before = count();
    const refused = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: { ...VALID_RSVP, meal: 'Pizza' } });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, 'meal: choose one of Vegetarian, Jain, Non-vegetarian');
    assert.equal(count(), before);
  });

  test('the caterer counts the open form’s guests by their meals, and the answers sheet names each one’s', async () => {
    const headcounts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie: t.cookie } })
    ).json() as Headcount[];
    const mehendi = headcounts.find((count) => count.eventId === 'mehendi-ceremony');
    assert.deepEqual(mehendi?.openForm, { attending: 3, declined: 0, meals: { Jain: 2, Vegetarian: 1 } });
    const sheet = (
      await t.app.inject({ method: 'GET', url: '/api/admin/headcounts.csv', headers: { cookie: t.cookie } })
    ).body;
    assert.match(sheet, /Open form: not coming,Open form: Vegetarian,Open form: Jain\r\n/);
    assert.match(sheet, /\r\nMehendi Ceremony,0,3,3,0,1,2\r\n/);
    const answers = (
      await t.app.inject({ method: 'GET', url: '/api/admin/answers.csv', headers: { cookie: t.cookie } })
    ).body;
    assert.match(answers, /,Asha Verma,.*,Jain,Vegetarian,Coming,.*,Open form,2\r\n/);
  });

  test('answers removed as a flood and put back keep their meals', async () => {
    const window = `from=${encodeURIComponent('2000-01-01T00:00:00Z')}&until=${encodeURIComponent('2100-01-01T00:00:00Z')}`;
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/remove-received?${window}`,
      headers: { cookie: t.cookie },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(count(), 0);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/rsvps/removals/${removed.json().removal}/restore`,
      headers: { cookie: t.cookie },
    });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.deepEqual(t.db.prepare('SELECT meal FROM rsvps ORDER BY id').all(), [
      { meal: 'Jain' },
      { meal: 'Vegetarian' },
    ]);
  });
});
