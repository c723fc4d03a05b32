// "Partly coming" means someone in the household declined something: an extra guest the household was allowed and
// did not bring, or a member left unanswered, is no one declining.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

describe('a household’s status', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const EVENTS = ['mehendi-ceremony', 'haldi-ceremony'];
  const household = async (name: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households',
      headers: { cookie: t.cookie },
      payload: { name, members: [{ name: `${name} one` }, { name: `${name} two` }], events: EVENTS, plusOnes: 2 },
    });
    assert.equal(created.statusCode, 201, created.body);
    return created.json() as Household;
  };
  const answer = async (h: Household, yes: (member: number, event: string) => boolean) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${h.token}/response`,
      payload: {
        members: h.members.map((member, m) => ({
          id: member.id,
          events: Object.fromEntries(EVENTS.map((event) => [event, yes(m, event)])),
        })),
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { status?: string }).status;
  };
  const statusOf = async (h: Household) => (await t.household(h.id)).status;

  test('everyone coming to everything, two extra guests allowed and not brought: coming, not partly', async () => {
    const h = await household('Bose');
    await answer(h, () => true);
    assert.equal(await statusOf(h), 'coming');
  });

  test('one member declining one function: partly coming', async () => {
    const h = await household('Dutta');
    await answer(h, (member, event) => !(member === 1 && event === 'haldi-ceremony'));
    assert.equal(await statusOf(h), 'partly');
  });

  test('everyone declining everything: declined', async () => {
    const h = await household('Ghosh');
    await answer(h, () => false);
    assert.equal(await statusOf(h), 'declined');
  });
});
