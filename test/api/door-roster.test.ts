// What the door's phone keeps of a function's households: names and people, each card by its key, never its link.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cardKey } from '../../shared/day/card-key';
import { useTestApp } from '../helpers/app';

describe('the door’s roster', () => {
  const t = useTestApp({ signedIn: true });

  test('each invited household with its card’s key and no token or link; the others are not there', async () => {
    const create = async (name: string, events: string[]) =>
      await t.addHousehold({ name, phone: '+91 98100 11111', members: [{ name: `${name} elder` }], events });
    const invited = await create('Kapoor family', ['mehendi-ceremony']);
    await create('Sharma family', ['haldi-ceremony']);
    const roster = await t.app.inject({
      method: 'GET',
      url: '/api/admin/checkins/mehendi-ceremony/roster',
      headers: { cookie: t.cookie },
    });
    assert.equal(roster.statusCode, 200);
    assert.deepEqual(
      roster.json().map((household: { name: string; card: string }) => [household.name, household.card]),
      [['Kapoor family', cardKey(invited.token)]],
    );
    assert.ok(!roster.body.includes(invited.token), 'no token');
    assert.ok(!roster.body.includes('/i/') && !roster.body.includes('98100'), 'no link, no phone');
  });
});
