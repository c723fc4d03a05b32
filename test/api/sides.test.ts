// Two families, one wedding: an organiser of the groom's side works on the groom's households (and those of both
// sides) and on nothing of the bride's, by any route; a household of the other side is as absent as a deleted one.
// The caterer gets the numbers, never a phone, an e-mail, a link or a token.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { addPerson } from '../helpers/people';
import { chooseAdminLanguage } from './calls';

describe("each side's households", () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  let groomOrganiser: string;
  let caterer: string;
  let brides: Household;
  let grooms: Household;
  let shared: Household;
  const create = async (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/households', headers: { cookie }, payload });

  before(async () => {
    groomOrganiser = (await addPerson(t.app, t.cookie, { name: 'Vikram', role: 'organiser', sides: ['groom'] })).cookie;
    caterer = (await addPerson(t.app, t.cookie, { name: 'Caterer', role: 'caterer' })).cookie;
    const household = (name: string, side: string, phone: string) => ({
      name,
      side,
      phone,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      members: [{ name: `${name} elder` }],
      events: ['mehendi-ceremony'],
      groups: ['Jaipur'],
    });
    brides = (await create(t.cookie, household('Sharma family', 'bride', '98100 11111'))).json();
    grooms = (await create(t.cookie, household('Kapoor family', 'groom', '98100 22222'))).json();
    shared = (await create(t.cookie, household('Mehta family', 'both', '98100 33333'))).json();
    assert.deepEqual([brides.side, grooms.side, shared.side, brides.groups], ['bride', 'groom', 'both', ['Jaipur']]);
  });

  test("the groom's organiser lists, exports and prints the groom's households and both sides', never the bride's", async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: groomOrganiser } })
    ).json() as Household[];
    assert.deepEqual(list.map((h) => h.name).sort(), ['Kapoor family', 'Mehta family']);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/households.csv',
      headers: { cookie: groomOrganiser },
    });
    assert.equal(csv.statusCode, 200);
    assert.ok(!csv.body.includes('Sharma') && !csv.body.includes('11111') && csv.body.includes('Kapoor'));
    const cards = await t.app.inject({
      method: 'GET',
      url: '/admin/print/cards?anyway=1',
      headers: { cookie: groomOrganiser },
    });
    assert.equal(cards.statusCode, 200);
    assert.ok(!cards.body.includes(brides.token) && cards.body.includes(grooms.token));
  });

  test("every route that names the bride's household answers 404 to the groom's organiser, and changes nothing", async () => {
    const id = brides.id;
    for (const [method, url, payload] of [
      ['GET', `/api/admin/households/${id}`, undefined],
      ['PATCH', `/api/admin/households/${id}`, { notes: 'taken over' }],
      ['POST', `/api/admin/households/${id}/link`, undefined],
      ['POST', `/api/admin/households/${id}/sent`, { kind: 'invite', channel: 'whatsapp' }],
      [
        'PUT',
        `/api/admin/households/${id}/response`,
        { members: [{ id: brides.members[0]?.id, events: { 'mehendi-ceremony': true } }], message: null },
      ],
      ['GET', `/api/admin/households/${id}/qr.svg`, undefined],
      ['DELETE', `/api/admin/households/${id}`, undefined],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: groomOrganiser },
        ...(payload && { payload }),
      });
      assert.equal(response.statusCode, 404, `${method} ${url}: ${response.body.slice(0, 200)}`);
      assert.ok(!response.body.includes('Sharma'), `${method} ${url} names no one`);
    }
    const after = await t.household(id);
    assert.deepEqual(
      [after.token, after.notes, after.sentAt, after.response],
      [brides.token, brides.notes, brides.sentAt, null],
    );
    // Their own side's household is theirs to change.
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/households/${grooms.id}`,
      headers: { cookie: groomOrganiser },
      payload: { notes: 'Arriving Friday' },
    });
    assert.equal(own.statusCode, 200);
  });

  test("the groom's organiser files new households under the groom's side, and cannot move one to the bride's", async () => {
    const added = await create(groomOrganiser, { name: 'Verma family', members: [{ name: 'Anil Verma' }], events: [] });
    assert.equal(added.statusCode, 201);
    assert.equal((added.json() as Household).side, 'groom');
    for (const side of ['bride', 'both']) {
      const refused = await create(groomOrganiser, {
        name: `Refused ${side}`,
        side,
        members: [{ name: 'X Y' }],
        events: [],
      });
      assert.equal(refused.statusCode, 403, side);
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/households/${grooms.id}`,
        headers: { cookie: groomOrganiser },
        payload: { side },
      });
      assert.equal(moved.statusCode, 403, side);
    }
  });

  test('an organiser who reads the admin in Hindi is refused in Hindi, the households named, the language said', async () => {
    const hindi = (await addPerson(t.app, t.cookie, { name: 'Suresh', role: 'organiser', sides: ['groom'] })).cookie;
    await chooseAdminLanguage(t.app, hindi, 'hi');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import',
      headers: { cookie: hindi, 'content-type': 'text/csv' },
      payload: 'Household,Name,Side\nGupta family,Ravi Gupta,bride\n',
    });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      error: 'not-allowed',
      message:
        'पक्ष (Side) कॉलम इन परिवारों को वहाँ रखता है जहाँ आप नहीं रख सकते: Gupta family। आप वर पक्ष देखते हैं; दोनों पक्षों का परिवार वर-वधू रखते हैं, या वहाँ से हटाते हैं।',
      language: 'hi',
    });
    // A field's problem too: the path as the API names it, the sentence in Hindi.
    const missing = await create(hindi, { name: 'Gupta family', members: [{ name: 'Ravi Gupta' }] });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { error: 'invalid-input', message: 'events: नहीं दिया गया है', language: 'hi' });
    const english = await create(groomOrganiser, {
      name: 'Refused',
      side: 'bride',
      members: [{ name: 'X Y' }],
      events: [],
    });
    assert.equal(english.json().language, undefined);
    assert.match(english.json().message, /^side: you look after the groom's side; a household of the bride's side/);
  });

  test("an organiser's sheet adds to their own side; a name on the other side's list is a new name to them, and changes nothing there", async () => {
    const post = (sheet: string, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/households/import${query}`,
        headers: { cookie: groomOrganiser, 'content-type': 'text/csv' },
        payload: sheet,
      });
    // The preview of the bride's side's name reads as the preview of a name nobody has.
    const theirs = await post('Household,Name\nSharma family,Sharma family elder\n', '?dryRun=1');
    const nobodys = await post('Household,Name\nQzxv family,Qzxv family elder\n', '?dryRun=1');
    const shape = (body: string) =>
      JSON.stringify(JSON.parse(body), (key, value) => (key === 'adding' || key === 'examples' ? [] : value));
    assert.equal(theirs.statusCode, nobodys.statusCode);
    assert.equal(shape(theirs.body), shape(nobodys.body));
    assert.doesNotMatch(theirs.body, /other side/);

    const imported = await post(
      'Household,Name,Phone,Group\nSharma family,Sharma family elder,99999 00000,\nGupta family,Ravi Gupta,,Office friends\nKapoor family,Kapoor family elder,,Jaipur; Delhi\n',
    );
    assert.equal(imported.statusCode, 200, imported.body);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: t.cookie } })
    ).json() as Household[];
    const sharmas = after.filter((h) => h.name === 'Sharma family');
    assert.deepEqual(
      sharmas.map((h) => [h.side, h.phone]).sort(),
      [
        ['bride', '98100 11111'],
        ['groom', '99999 00000'],
      ],
      "the couple sees both, each with its side; the bride's is as it was",
    );
    const gupta = after.find((h) => h.name === 'Gupta family');
    assert.deepEqual([gupta?.side, gupta?.groups], ['groom', ['Office friends']]);
    assert.deepEqual(after.find((h) => h.name === 'Kapoor family')?.groups, ['Jaipur', 'Delhi']);
  });

  test("an organiser adding a household of a name on the other side's list is answered as for a new name", async () => {
    const bhatias = await create(t.cookie, {
      name: 'Bhatia family',
      side: 'bride',
      members: [{ name: 'Om Bhatia' }],
      events: [],
    });
    assert.equal(bhatias.statusCode, 201);
    const added = await create(groomOrganiser, {
      name: 'bhatia  FAMILY',
      members: [{ name: 'Anita Bhatia' }],
      events: [],
    });
    const fresh = await create(groomOrganiser, { name: 'Xqzv family', members: [{ name: 'X Y' }], events: [] });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(fresh.statusCode, 201);
    // A name a household of their own side, or of both, has is theirs to see: that one is a 409.
    const again = await create(groomOrganiser, { name: 'Mehta family', members: [{ name: 'X Y' }], events: [] });
    assert.equal(again.statusCode, 409);
    // The couple cannot file one of both sides under a name each side has.
    const both = await create(t.cookie, { name: 'Xqzv family', side: 'both', members: [{ name: 'X Y' }], events: [] });
    assert.equal(both.statusCode, 409);
  });

  test("an organiser of one side cannot rename a household of both sides, whose name is checked against the other side's list", async () => {
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/households/${shared.id}`,
      headers: { cookie: groomOrganiser },
      payload: { name: 'Sharma family' },
    });
    assert.equal(renamed.statusCode, 403, renamed.body);
    assert.doesNotMatch(renamed.body, /Sharma/);
    const viaSheet = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import?dryRun=1',
      headers: { cookie: groomOrganiser, 'content-type': 'text/csv' },
      payload: `Household,Name,Link\nSharma family,Mehta family elder,https://example.com/i/${shared.token}\n`,
    });
    assert.match(viaSheet.body, /household of both sides: the couple renames it/);
    const after = await t.household(shared.id);
    assert.equal(after.name, 'Mehta family');
  });

  test('a Side column is read as organisers write it', async () => {
    const sheet = [
      'Household,Name,Side',
      'Iyer family,Lakshmi Iyer,Ladkiwale',
      'Rao family,Suresh Rao,वर पक्ष',
      'Nair family,Anita Nair,Both',
    ].join('\n');
    const imported = await t.importSheet(sheet);
    assert.equal(imported.statusCode, 200, imported.body);
    const all = (await t.asCouple('GET', '/api/admin/households')).json() as Household[];
    assert.deepEqual(
      ['Iyer family', 'Rao family', 'Nair family'].map((name) => all.find((h) => h.name === name)?.side),
      ['bride', 'groom', 'both'],
    );
    const wrong = await t.importSheet('Household,Name,Side\nDas family,Rita Das,neighbours\n', { dryRun: true });
    assert.match(JSON.stringify(wrong.json().errors), /is not a side: write bride, groom or both/);
  });

  test('the log names the person who made each change, and an answer taken by phone says who recorded it', async () => {
    const meera = await addPerson(t.app, t.cookie, { name: 'Meera Bua', role: 'organiser', sides: ['groom'] });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/households/${grooms.id}`,
      headers: { cookie: meera.cookie },
      payload: { plusOnes: 2 },
    });
    assert.equal(edited.statusCode, 200);
    const recorded = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/households/${grooms.id}/response`,
      headers: { cookie: meera.cookie },
      payload: { members: [{ id: grooms.members[0]?.id, events: { 'mehendi-ceremony': true } }], message: null },
    });
    assert.equal(recorded.statusCode, 200, recorded.body);
    assert.equal((recorded.json() as Household).response?.recordedBy, 'Meera Bua');
    // The family's own page does not name who took their answer.
    const page = await t.app.inject({ method: 'GET', url: `/api/invitations/${grooms.token}` });
    assert.equal(page.statusCode, 200);
    assert.ok(!page.body.includes('Meera'), 'the organiser is not named to the family');
    const log = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: t.cookie } })
    ).json() as Array<{
      householdName: string;
      action: string;
      by: string | null;
    }>;
    const kapoors = log.filter((entry) => entry.householdName === 'Kapoor family').slice(0, 2);
    assert.deepEqual(
      kapoors.map((entry) => [entry.action, entry.by]),
      [
        ['answered', 'Meera Bua'],
        ['updated', 'Meera Bua'],
      ],
    );
  });

  test('each function’s headcount says how many of those coming are of each side', async () => {
    const counts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie: groomOrganiser } })
    ).json() as Array<{ eventId: string; attending: number; bySide: { bride: number; groom: number; both: number } }>;
    const mehendi = counts.find((count) => count.eventId === 'mehendi-ceremony');
    assert.ok(mehendi);
    assert.equal(mehendi.bySide.bride + mehendi.bySide.groom + mehendi.bySide.both, mehendi.attending);
    assert.equal(
      mehendi.bySide.groom >= 1,
      true,
      'the answer Meera recorded for the Kapoors counts on the groom’s side',
    );
  });

  test('the caterer reads every function’s numbers, with no phone, e-mail, link or token anywhere', async () => {
    const counts = await t.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie: caterer } });
    assert.equal(counts.statusCode, 200);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/headcounts.csv', headers: { cookie: caterer } });
    for (const body of [counts.body, csv.body]) {
      for (const secret of ['98100', '@example.com', brides.token, grooms.token, '/i/'])
        assert.ok(!body.includes(secret), `no ${secret}`);
    }
    for (const url of [
      '/api/admin/households',
      '/api/admin/households.csv',
      `/api/admin/households/${grooms.id}`,
      '/api/rsvps',
    ])
      assert.equal((await t.app.inject({ method: 'GET', url, headers: { cookie: caterer } })).statusCode, 403, url);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/admin/print/cards?anyway=1', headers: { cookie: caterer } }))
        .statusCode,
      403,
    );
  });
});
