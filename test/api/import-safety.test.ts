// An import changes only what the sheet says, says every change in words first, and never loses an answer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Headcount } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import { GUEST_LIMITS } from '../../shared/limits/guests';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { familyAnswers } from './calls';

const csv = { 'content-type': 'text/csv' };

const FULL_SHEET = [
  'Household,Name,Events,Plus ones,Child,Phone',
  'Sharma family,Rajesh Sharma,mehendi-ceremony; haldi-ceremony; jaimaal-wedding-ceremony,2,no,+91 98765 43210',
  'Sharma family,Sunita Sharma,mehendi-ceremony; haldi-ceremony; jaimaal-wedding-ceremony,,no,',
  'Sharma family,Aarav Sharma,mehendi-ceremony; haldi-ceremony; jaimaal-wedding-ceremony,,yes,',
].join('\r\n');

describe('an import that leaves columns out, or blank', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const post = (url: string, sheet: string | Buffer) =>
    t.app.inject({ method: 'POST', url, headers: { ...csv, cookie: t.cookie }, payload: sheet });
  const sharmas = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: t.cookie } })
      ).json() as Household[]
    ).find((h) => h.name === 'Sharma family') as Household;
  const mehendi = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/headcounts', headers: { cookie: t.cookie } })
      ).json() as Headcount[]
    ).find((c) => c.eventId === 'mehendi-ceremony');
  const answerAll = async (household: Household, events: readonly string[]) => {
    const members = household.members.map((m) => ({
      id: m.id,
      events: Object.fromEntries(events.map((id) => [id, true])),
    }));
    await familyAnswers(t.app, household, {
      members: [...members, { name: 'Kiran Rao', events: Object.fromEntries(events.map((id) => [id, true])) }],
    });
  };

  test('a sheet without the Events, Plus ones and Child columns changes none of them', async () => {
    assert.equal((await post('/api/admin/households/import', FULL_SHEET)).statusCode, 200);
    await answerAll(await sharmas(), ['mehendi-ceremony', 'haldi-ceremony', 'jaimaal-wedding-ceremony']);
    assert.equal((await mehendi())?.attending, 4);

    const partial = [
      'Household,Name,Email',
      'Sharma family,Rajesh Sharma,rajesh@example.com',
      'Sharma family,Sunita Sharma,',
      'Sharma family,Aarav Sharma,',
    ].join('\n');
    const preview = await post('/api/admin/households/import?dryRun=1', partial);
    assert.deepEqual(preview.json().changes, [
      { household: 'Sharma family', changes: ['adds the e-mail rajesh@example.com'] },
    ]);
    assert.equal((await post('/api/admin/households/import', partial)).statusCode, 200);
    const after = await sharmas();
    assert.deepEqual(after.events, ['mehendi-ceremony', 'haldi-ceremony', 'jaimaal-wedding-ceremony']);
    assert.equal(after.plusOnes, 2);
    assert.equal(after.members.find((m) => m.name === 'Aarav Sharma')?.child, true);
    assert.equal(after.phone, '+91 98765 43210');
    assert.equal(after.email, 'rajesh@example.com');
    assert.equal((await mehendi())?.attending, 4);
  });

  test('a blank Events column is said in words before anything changes: which functions, and how many answers it hides', async () => {
    const blank = FULL_SHEET.replaceAll(
      'mehendi-ceremony; haldi-ceremony; jaimaal-wedding-ceremony',
      'jaimaal-wedding-ceremony',
    );
    const preview = await post('/api/admin/households/import?dryRun=1', blank);
    assert.equal(preview.statusCode, 200, preview.body);
    assert.deepEqual(preview.json().changes, [
      {
        household: 'Sharma family',
        changes: [
          'no longer invited to Mehendi Ceremony, Haldi Ceremony — 8 answers would be hidden (kept, and shown again if they are invited again)',
        ],
      },
    ]);
    assert.deepEqual(
      (await sharmas()).events,
      ['mehendi-ceremony', 'haldi-ceremony', 'jaimaal-wedding-ceremony'],
      'a preview writes nothing',
    );
  });

  test('un-inviting hides answers and a later answer keeps them; inviting again brings every one back', async () => {
    const blank = FULL_SHEET.replaceAll('mehendi-ceremony; haldi-ceremony; jaimaal-wedding-ceremony', '');
    assert.equal((await post('/api/admin/households/import', blank)).statusCode, 200);
    const uninvited = await sharmas();
    assert.deepEqual(uninvited.events, []);
    assert.equal((await mehendi())?.attending, 0, 'hidden from the counts while not invited');
    // The family sends its (now empty) form: the answer is stored without losing what it said before.
    await answerAll(uninvited, []);
    assert.equal((await post('/api/admin/households/import', FULL_SHEET)).statusCode, 200);
    const back = await sharmas();
    assert.deepEqual(back.events, ['mehendi-ceremony', 'haldi-ceremony', 'jaimaal-wedding-ceremony']);
    assert.equal((await mehendi())?.attending, 4, 'the Mehendi count is back to 4');
    const page = await t.app.inject({ method: 'GET', url: `/api/invitations/${back.token}` });
    assert.deepEqual(
      page.json().response.people.map((p: { events: Record<string, boolean> }) => p.events['mehendi-ceremony']),
      [true, true, true, true],
    );
  });

  test('a present, blank cell is a change said in words: the e-mail removed', async () => {
    const preview = await post(
      '/api/admin/households/import?dryRun=1',
      [
        'Household,Name,Email',
        'Sharma family,Rajesh Sharma,',
        'Sharma family,Sunita Sharma,',
        'Sharma family,Aarav Sharma,',
      ].join('\n'),
    );
    assert.deepEqual(preview.json().changes, [
      { household: 'Sharma family', changes: ['removes the e-mail (rajesh@example.com)'] },
    ]);
  });

  test('columns it does not read are listed; the headers people write are understood', async () => {
    const sheet = [
      'Household,Guest Name,Mobile No.,Kids,Relation,WhatsApp No.,Shoe size',
      'Gupta family,Neha Gupta,98100 12345,yes,cousin,98100 99999,38',
    ].join('\n');
    const preview = await post('/api/admin/households/import?dryRun=1', sheet);
    assert.equal(preview.statusCode, 200, preview.body);
    // (Side was listed here until the import learned to read it: issue 23.)
    assert.deepEqual(preview.json().ignored, ['Relation', 'WhatsApp No.', 'Shoe size']);
    assert.equal((await post('/api/admin/households/import', sheet)).statusCode, 200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: t.cookie } })
    ).json() as Household[];
    const gupta = list.find((h) => h.name === 'Gupta family');
    assert.deepEqual([gupta?.phone, gupta?.members[0]?.child], ['98100 12345', true]);
  });

  test('"all" is every public function; a private one is named to be given', async () => {
    const sheet = [
      'Household,Name,Events',
      'Bose family,Anil Bose,all',
      'Sen family,Rina Sen,all; Sagan & Cocktail Party',
    ].join('\n');
    assert.equal((await post('/api/admin/households/import', sheet)).statusCode, 200);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: t.cookie } })
    ).json() as Household[];
    assert.equal(list.find((h) => h.name === 'Bose family')?.events.includes('sagan'), false);
    assert.equal(list.find((h) => h.name === 'Sen family')?.events.includes('sagan'), true);
  });
});

describe('a sheet in the encoding its program saved it in', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const post = (sheet: Buffer, dryRun = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/households/import${dryRun ? '?dryRun=1' : ''}`,
      headers: { ...csv, cookie: t.cookie },
      payload: sheet,
    });
  const names = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/households', headers: { cookie: t.cookie } })
      ).json() as Household[]
    ).map((h) => h.members[0]?.name);

  test("Excel's plain CSV (Windows-1252) keeps its accents", async () => {
    const sheet = Buffer.from('Household,Name\r\nMüller family,Jürgen Müller-Núñez\r\n', 'latin1');
    const response = await post(sheet);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().encoding, 'Windows-1252');
    assert.ok((await names()).includes('Jürgen Müller-Núñez'));
  });

  test('UTF-8 with a byte-order mark, and Unicode Text (UTF-16 with its mark, tab-separated)', async () => {
    assert.equal((await post(Buffer.from('\uFEFFHousehold,Name\nवर्मा परिवार,अनन्या वर्मा\n', 'utf8'))).statusCode, 200);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Household\tName\r\nरॉय परिवार\tसुमन रॉय\r\n', 'utf16le'),
    ]);
    const response = await post(utf16);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().encoding, 'UTF-16');
    assert.ok((await names()).includes('अनन्या वर्मा'));
    assert.ok((await names()).includes('सुमन रॉय'));
  });

  test('names Excel already turned into question marks are refused with how to save as CSV UTF-8', async () => {
    const before = await names();
    const response = await post(Buffer.from('Household,Name\r\n?????? ??????,?????? ??????\r\n', 'latin1'), true);
    assert.equal(response.json().errors[0].row, 1);
    assert.match(response.json().errors[0].message, /question marks.*CSV UTF-8/);
    assert.equal(
      (await post(Buffer.from('Household,Name\r\n?????? ??????,?????? ??????\r\n', 'latin1'))).statusCode,
      400,
    );
    assert.deepEqual(await names(), before);
  });

  test('bytes that are no encoding of a sheet (UTF-16 without its mark, a workbook) are refused, saying how to save it', async () => {
    const response = await post(Buffer.from('Household\tName\r\nA\tB\r\n', 'utf16le'));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'unreadable-sheet');
    assert.match(response.json().message, /CSV UTF-8/);
  });
});

describe('the size of the guest list', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  test(`holds at most ${GUEST_LIMITS.householdsMax} households: a sheet that would pass it gets 413 and changes nothing`, async () => {
    const rows = ['Household,Name'];
    for (let h = 0; h <= GUEST_LIMITS.householdsMax; h++) rows.push(`Family ${h},Person ${h}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import',
      headers: { ...csv, cookie: t.cookie },
      payload: rows.join('\n'),
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error, 'guest-list-full');
    assert.match(
      response.json().message,
      /^The guest list holds at most 5,000 households; it has 0, and this would add 5,001\. Nothing was changed\.$/,
    );
    assert.equal((t.db.prepare('SELECT count(*) AS n FROM households').get() as { n: number }).n, 0);
  });
});
