// A household's greetings are kept by an edit that does not take them away (issue 45): one in a language the wedding
// no longer offers stays, shown and sent back by the admin's form, and one in a code the registry no longer knows
// (a language taken out of it, a backup from a later version) stays in the database, though no page can show it,
// until the couple removes the household.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_SITE_LANGUAGES, LANGUAGES } from '../../shared/site/languages';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

describe("a household's greetings, through an edit", () => {
  const site = guestListSite();
  const offered = site.languages ?? DEFAULT_SITE_LANGUAGES;
  const notOffered = LANGUAGES.find((code) => !offered.includes(code)) ?? 'ta';
  const t = useTestApp({ signedIn: true, site });
  const edit = (id: number, patch: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/households/${id}`,
      headers: { cookie: t.cookie },
      payload: patch,
    });
  const storedGreetings = (id: number) =>
    JSON.parse(String(t.db.prepare('SELECT greetings FROM households WHERE id = ?').pluck().get(id)));

  test('one in a language the wedding no longer offers survives a change of another field, and of another greeting', async () => {
    const household = await t.addHousehold({
      name: 'Iyer family',
      members: [{ name: 'Lakshmi Iyer' }],
      events: ['mehendi-ceremony'],
      greeting: { [notOffered]: 'Iyer kudumbam', [offered[0] ?? 'en']: 'the Iyers' },
    });
    assert.equal((await edit(household.id, { phone: '+91 98765 43210' })).statusCode, 200);
    assert.equal((await t.household(household.id)).greeting[notOffered], 'Iyer kudumbam');
    const changed = await edit(household.id, { greeting: { [offered[0] ?? 'en']: 'dear Iyers' } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual((await t.household(household.id)).greeting, {
      [notOffered]: 'Iyer kudumbam',
      [offered[0] ?? 'en']: 'dear Iyers',
    });
  });

  test('one in a code the registry does not know stays in the database through every edit', async () => {
    const household = await t.addHousehold({
      name: 'Rao family',
      members: [{ name: 'Kiran Rao' }],
      events: ['mehendi-ceremony'],
      greeting: { [offered[0] ?? 'en']: 'the Raos' },
    });
    const unknown = { zz: 'Rao parivaar' };
    t.db
      .prepare('UPDATE households SET greetings = ? WHERE id = ?')
      .run(JSON.stringify({ ...storedGreetings(household.id), ...unknown }), household.id);
    assert.equal((await edit(household.id, { notes: 'Sits near the stage' })).statusCode, 200);
    assert.equal((await edit(household.id, { greeting: { [offered[0] ?? 'en']: null } })).statusCode, 200);
    assert.deepEqual(storedGreetings(household.id), unknown);
    assert.deepEqual((await t.household(household.id)).greeting, {});
  });
});
