// The guest list's filters for the two families: a side shows its own households with those of both sides; a group
// shows the households filed under it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { filterHouseholds, groupsOf, type HouseholdView } from '../../web/admin/guests/household-filter';

const household = (name: string, side: Household['side'], groups: string[]) =>
  ({
    name,
    side,
    groups,
    members: [],
    events: [],
    phone: null,
    email: null,
    status: 'not-sent',
  }) as unknown as Household;
const LIST = [
  household('Sharma family', 'bride', ['Jaipur']),
  household('Kapoor family', 'groom', ['Delhi', 'Office friends']),
  household('Mehta family', 'both', ['Jaipur']),
];
const ALL: HouseholdView = { q: '', status: 'all', eventId: '', side: '', group: '', sort: 'name' };
const names = (view: Partial<HouseholdView>) => filterHouseholds(LIST, { ...ALL, ...view }).map((h) => h.name);

test("a side's filter shows its households and both sides'; a group's, those filed under it", () => {
  assert.deepEqual(names({}), ['Kapoor family', 'Mehta family', 'Sharma family']);
  assert.deepEqual(names({ side: 'groom' }), ['Kapoor family', 'Mehta family']);
  assert.deepEqual(names({ side: 'bride' }), ['Mehta family', 'Sharma family']);
  assert.deepEqual(names({ group: 'Jaipur' }), ['Mehta family', 'Sharma family']);
  assert.deepEqual(names({ side: 'groom', group: 'Jaipur' }), ['Mehta family']);
  assert.deepEqual(groupsOf(LIST), ['Delhi', 'Jaipur', 'Office friends']);
});
