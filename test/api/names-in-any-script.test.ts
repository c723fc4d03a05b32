// Issue 45 §5, as a door volunteer tried it: "typing "Kamla" found nobody invited as "कमला"; only typing Devanagari
// worked". The guest list's search (the list as the server sends it, searched by the browser's own code) and the
// door's (the server's search, and the roster its phone searches without a network) find a name in any script.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { filterHouseholds, type HouseholdView } from '../../web/admin/guests/household-filter';
import { readyFor } from '../../web/admin/name-finder';
import { useTestApp } from '../helpers/app';
import { FAMILIES_IN_SCRIPTS, householdInput } from '../helpers/families-in-scripts';

const { event: EVENT, households: HOUSEHOLDS } = FAMILIES_IN_SCRIPTS;

/** What the browser's finder, fetched as the search fetches it, makes of what was typed. */
const finderOf = async (typed: string) => (await readyFor(typed)).finderNow(typed);

describe('a name typed in one script finds it written in another', () => {
  const t = useTestApp({ signedIn: true });
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as T;
  };

  before(async () => {
    for (const household of HOUSEHOLDS) await t.addHousehold(householdInput(household));
  });

  test('the guest list’s search, on the list as the server sends it', async () => {
    const list = await get<(Household & { nameKey: string })[]>('/api/admin/households');
    const view: HouseholdView = { q: '', status: 'all', eventId: '', side: '', group: '', sort: 'name' };
    const found = async (q: string) =>
      filterHouseholds(list, { ...view, q }, await finderOf(q))
        .map((household) => household.name)
        .sort();
    assert.deepEqual(await found('kamla'), ['Kamla Devi', 'कमला देवी']);
    assert.deepEqual(await found('कमला'), ['Kamla Devi', 'कमला देवी']);
    assert.deepEqual(await found('Sharma'), ['कमला देवी']);
    assert.deepEqual(await found('Meenakshi'), ['முருகன் குடும்பம்']);
    assert.deepEqual(await found('Aisha'), ['محمد خان']);
    assert.deepEqual(await found('Mohammed Khan'), ['محمد خان']);
    assert.deepEqual(await found('Kamal'), ['Kamal Singh', 'Kamla Devi', 'कमला देवी']);
  });

  test('the door’s search, on the server', async () => {
    const found = async (q: string) =>
      (await get<{ name: string }[]>(`/api/admin/checkins/${EVENT}/households?q=${encodeURIComponent(q)}`))
        .map((household) => household.name)
        .sort();
    assert.deepEqual(await found('kamla'), ['Kamla Devi', 'कमला देवी']);
    assert.deepEqual(await found('कमला'), ['Kamla Devi', 'कमला देवी']);
    assert.deepEqual(await found('Murugan'), ['முருகன் குடும்பம்']);
    assert.deepEqual(await found('Ayesha'), ['محمد خان']);
    assert.deepEqual(await found('kamla devi'), ['Kamla Devi', 'कमला देवी']);
    assert.deepEqual(await found('Singh'), ['Kamal Singh']);
  });

  test('the door’s roster, which its phone searches by the same finder while the network is away', async () => {
    const roster = await get<{ name: string; nameKey: string }[]>(`/api/admin/checkins/${EVENT}/roster`);
    const found = async (q: string) => {
      const finds = await finderOf(q);
      assert.ok(finds);
      return roster
        .filter((household) => finds(household.name.toLowerCase(), household.nameKey))
        .map((household) => household.name)
        .sort();
    };
    assert.deepEqual(await found('kamla'), ['Kamla Devi', 'कमला देवी']);
    assert.deepEqual(await found('Meenakshi'), ['முருகன் குடும்பம்']);
    assert.deepEqual(await found('Aisha'), ['محمد خان']);
  });
});
