// Meals in both languages: a Hindi page offers शाकाहारी, the answer stores the meal's id, and the caterer's numbers
// count it under its name; a name corrected later moves no answer, and two meals under one id are refused.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Headcount } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import type { SiteFile } from '../../shared/site/schema';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

const VEG = { id: 'Vegetarian', name: { en: 'Vegetarian', hi: 'शाकाहारी' } };
const site: SiteFile = { ...guestListSite(), rsvp: { ...guestListSite().rsvp, meals: [VEG, 'Jain'] } };

describe('meals named in each language', () => {
  const t = useTestApp({ signedIn: true, site });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) =>
    t.app.inject({ method, url, headers: { cookie: t.cookie, ...headers }, ...(payload ? { payload } : {}) });
  let household: Household;

  test('a Hindi household’s page offers the meal in Hindi, and its answer stores the id', async () => {
    household = await t.addHousehold({
      name: 'Verma family',
      members: [{ name: 'Kamla Verma' }],
      events: ['mehendi-ceremony'],
      language: 'hi',
    });
    const page = (await t.app.inject({ method: 'GET', url: `/i/${household.token}` })).body;
    assert.match(page, /<input type="radio" name="p0.meal" value="Vegetarian"\/><span>शाकाहारी<\/span>/);
    assert.doesNotMatch(page, /<span>Vegetarian<\/span>/);

    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${household.token}/response`,
      payload: {
        members: [{ id: household.members[0]?.id, events: { 'mehendi-ceremony': true }, meal: 'Vegetarian' }],
      },
    });
    assert.equal(answered.statusCode, 200, answered.body);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${household.token}/response`,
      payload: {
        members: [{ id: household.members[0]?.id, events: { 'mehendi-ceremony': true }, meal: 'शाकाहारी' }],
      },
    });
    assert.equal(refused.statusCode, 400, 'a name is not an id');
  });

  test('the caterer counts it under its name, in the admin and in the sheet', async () => {
    const counts = (await admin('GET', '/api/admin/headcounts')).json() as Headcount[];
    assert.equal(counts.find((count) => count.eventId === 'mehendi-ceremony')?.meals.Vegetarian, 1);
    const events = (await admin('GET', '/api/admin/events')).json() as { meals: unknown };
    assert.deepEqual(events.meals, [
      { id: 'Vegetarian', name: 'Vegetarian' },
      { id: 'Jain', name: 'Jain' },
    ]);
    const sheet = (await admin('GET', '/api/admin/headcounts.csv')).body;
    assert.match(sheet, /Children attending,Vegetarian,Jain,No choice/);
  });

  test('a name corrected in the editor keeps the answers; two meals under one id are refused', async () => {
    const { version, site: current } = (await admin('GET', '/api/admin/site')).json() as {
      version: string;
      site: SiteFile;
    };
    const renamed = {
      ...current,
      rsvp: { ...current.rsvp, meals: [{ id: 'Vegetarian', name: { en: 'Veg', hi: 'शाकाहारी भोजन' } }, 'Jain'] },
    };
    const saved = await admin('PUT', '/api/admin/site', renamed, { 'if-match': version });
    assert.equal(saved.statusCode, 200, saved.body);
    const counts = (await admin('GET', '/api/admin/headcounts')).json() as Headcount[];
    assert.equal(counts.find((count) => count.eventId === 'mehendi-ceremony')?.meals.Vegetarian, 1);
    assert.match((await admin('GET', '/api/admin/headcounts.csv')).body, /Children attending,Veg,Jain,No choice/);

    const twice = {
      ...renamed,
      rsvp: { ...renamed.rsvp, meals: [VEG, { id: 'Vegetarian', name: 'Pure veg' }] },
    };
    const refused = await admin('PUT', '/api/admin/site', twice, {
      'if-match': (saved.json() as { version: string }).version,
    });
    assert.equal(refused.statusCode, 400);
    assert.match(
      (refused.json() as { message: string }).message,
      /rsvp\.meals\[1\]: "Vegetarian" is the id of an earlier meal too/,
    );
  });
});
