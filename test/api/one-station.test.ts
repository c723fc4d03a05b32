// The travel board lists a station once however families wrote it: "Jaipur Junction" by one, "जयपुर जंक्शन" by
// another, are one place with both their people; the airport of the same city is a place of its own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

describe('the travel board’s stations', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ askTravel: true }) });

  test('Jaipur Junction and जयपुर जंक्शन are one station on the board; Jaipur Airport is another', async () => {
    const couple = t.asCouple;
    const arriving = async (name: string, place: string, time: string) => {
      const household = (
        await couple('POST', '/api/admin/households', { name, members: [{ name: `${name} elder` }], events: [] })
      ).json() as Household;
      await couple('PUT', `/api/admin/households/${household.id}/travelling`, { travelling: true });
      const told = await t.app.inject({
        method: 'PUT',
        url: `/api/invitations/${household.token}/travel`,
        payload: {
          people: [
            {
              memberId: household.members[0]?.id,
              arrive: { date: '2025-08-30', time, mode: 'train', place },
              pickup: true,
              drop: false,
            },
          ],
          stay: 'arranged',
        },
      });
      assert.equal(told.statusCode, 200, told.body);
    };
    await arriving('Kapoor family', 'Jaipur Junction', '14:35');
    await arriving('Sharma family', 'जयपुर जंक्शन', '15:10');
    await arriving('Mehta family', 'Jaipur Airport', '14:50');
    const board = (await couple('GET', '/api/admin/arrivals')).json() as Array<{
      arrivals: Array<{ place: string; windows: Array<{ people: Array<{ household: string }> }> }>;
    }>;
    assert.deepEqual(
      board[0]?.arrivals.map((place) => [
        place.place,
        place.windows.flatMap((window) => window.people.map((person) => person.household)),
      ]),
      [
        ['Jaipur Airport', ['Mehta family']],
        ['Jaipur Junction', ['Kapoor family', 'Sharma family']],
      ],
    );
  });
});
