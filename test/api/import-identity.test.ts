// Which household a sheet's row is: a family renamed in the sheet is still that family (its link says so); a new
// name with a known phone or e-mail waits for the couple's word; the preview names what it adds, what it brings back
// after a deletion in the admin, and what it undoes of a change made in the admin since the sheet was exported.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { ImportPlan } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { allComingTo, familyAnswers } from './calls';

type Answer = ImportPlan & { errors: Array<{ row: number; message: string }> };

describe('which household a row of a sheet is', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const as = t.asCouple;
  const importSheet = (sheet: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/households/import${query}`,
      headers: { cookie: t.cookie, 'content-type': 'text/csv' },
      payload: sheet,
    });
  const households = async () => (await as('GET', '/api/admin/households')).json() as Household[];
  let exported: string;
  let bua: Household;

  before(async () => {
    bua = (
      await as('POST', '/api/admin/households', {
        name: 'Bua ji - Saxena',
        phone: '+91 98100 55555',
        email: 'bua@example.com',
        members: [{ name: 'Kamla Saxena' }, { name: 'Suresh Saxena' }],
        events: ['mehendi-ceremony'],
      })
    ).json() as Household;
    await as('POST', '/api/admin/households', {
      name: 'Chacha ji',
      phone: '98100 66666',
      members: [{ name: 'Ramesh Verma' }],
      events: ['mehendi-ceremony'],
    });
    await familyAnswers(t.app, bua, allComingTo(bua, 'mehendi-ceremony'));
    exported = (await as('GET', '/api/admin/households.csv')).body.replace(/^\uFEFF/, '');
  });

  test('a family renamed in the exported sheet is renamed, keeps its link and its answer, and is not added again', async () => {
    const renamed = exported.replaceAll('Bua ji - Saxena', 'Saxena family (Bua ji)');
    const preview = (await importSheet(renamed, '?dryRun=1')).json() as Answer;
    assert.deepEqual([preview.created, preview.updated, preview.adding], [0, 1, []]);
    assert.match(preview.changes[0]?.changes.join('; ') ?? '', /writes Bua ji - Saxena as Saxena family \(Bua ji\)/);
    const imported = await importSheet(renamed);
    assert.equal(imported.statusCode, 200, imported.body);
    const list = await households();
    assert.deepEqual(list.map((h) => h.name).sort(), ['Chacha ji', 'Saxena family (Bua ji)']);
    const saxenas = list.find((h) => h.name === 'Saxena family (Bua ji)');
    assert.equal(saxenas?.token, bua.token, 'the link the family has still opens its page');
    assert.equal(saxenas?.status, 'coming');
  });

  test('a new name with the phone of a household on the list is asked about, and added only when the couple says so', async () => {
    const sheet = 'Household,Name,Phone\nSaxena parivar,Kamla Saxena,98100 55555\nNew family,Anu New,98100 77777\n';
    const preview = (await importSheet(sheet, '?dryRun=1')).json() as Answer;
    assert.deepEqual(preview.adding, ['New family'], 'the preview names each household it would add');
    assert.deepEqual(preview.sameAs, [
      { household: 'Saxena parivar', existing: 'Saxena family (Bua ji)', because: 'the same phone number' },
    ]);
    assert.equal((await importSheet(sheet)).statusCode, 200);
    assert.equal(
      (await households()).some((h) => h.name === 'Saxena parivar'),
      false,
      'not added without a word',
    );
    const anyway = await importSheet(sheet, `?asNew=${encodeURIComponent('Saxena parivar')}`);
    assert.equal(anyway.statusCode, 200, anyway.body);
    assert.equal((anyway.json() as Answer).created, 1);
    assert.equal(
      (await households()).some((h) => h.name === 'Saxena parivar'),
      true,
    );
  });

  test('the first sheet again says it brings back a household deleted in the admin and undoes a phone corrected there', async () => {
    const chacha = (await households()).find((h) => h.name === 'Chacha ji');
    assert.ok(chacha);
    assert.equal((await as('DELETE', `/api/admin/households/${chacha.id}`)).statusCode, 200);
    const saxenas = (await households()).find((h) => h.name === 'Saxena family (Bua ji)');
    assert.ok(saxenas);
    const corrected = await as('PATCH', `/api/admin/households/${saxenas.id}`, { phone: '+91 98100 12345' });
    assert.equal(corrected.statusCode, 200, corrected.body);

    const preview = (await importSheet(exported, '?dryRun=1')).json() as Answer;
    assert.deepEqual(preview.adding, ['Chacha ji']);
    assert.deepEqual(
      preview.returning.map((one) => one.household),
      ['Chacha ji'],
      'it says it brings back one deleted in the admin',
    );
    const change = preview.changes.find((one) => one.household === 'Saxena family (Bua ji)')?.changes.join('; ');
    // The rename was the import's own, not a change made in the admin.
    assert.match(change ?? '', /writes Saxena family \(Bua ji\) as Bua ji - Saxena;/);
    assert.match(
      change ?? '',
      /phone.*\+91 98100 12345.*undoing what the couple changed in the admin on \d{4}-\d{2}-\d{2}/i,
    );
  });

  test('a name two households share (one on each side) needs the row to say which', async () => {
    for (const side of ['bride', 'groom'])
      await as('POST', '/api/admin/households', {
        name: 'Sharma family',
        side,
        members: [{ name: `Sharma ${side}` }],
        events: [],
      });
    const unclear = (await importSheet('Household,Name\nSharma family,Sharma bride\n', '?dryRun=1')).json() as Answer;
    assert.match(unclear.errors[0]?.message ?? '', /two households are called Sharma family/);
    const clear = (await importSheet('Household,Name,Side\nSharma family,Sharma bride,bride\n', '?dryRun=1')).json();
    assert.deepEqual([clear.errors, clear.unchanged], [[], 1]);
  });

  test('the exported list with two households of one name imports back as it is, with its links or by side', async () => {
    const sheet = (await as('GET', '/api/admin/households.csv')).body.replace(/^\uFEFF/, '');
    const again = (await importSheet(sheet, '?dryRun=1')).json() as Answer;
    assert.deepEqual([again.errors, again.created, again.updated, again.adding], [[], 0, 0, []]);
    const bySide = (
      await importSheet(
        'Household,Name,Side\nSharma family,Sharma bride,bride\nSharma family,Sharma groom,groom\n',
        '?dryRun=1',
      )
    ).json() as Answer;
    assert.deepEqual([bySide.errors, bySide.created, bySide.updated, bySide.unchanged], [[], 0, 0, 2]);
  });

  test('a link an older sheet carries that no longer opens a household (a new link was made) falls back to the name', async () => {
    const saxenas = (await households()).find((h) => h.name === 'Saxena family (Bua ji)');
    assert.ok(saxenas);
    await as('PATCH', `/api/admin/households/${saxenas.id}`, { name: 'Bua ji - Saxena' });
    assert.equal((await as('POST', `/api/admin/households/${saxenas.id}/link`)).statusCode, 200);
    const preview = (await importSheet(exported, '?dryRun=1')).json() as Answer;
    assert.equal(preview.adding.includes('Bua ji - Saxena'), false, 'not added again');
    assert.deepEqual(preview.sameAs, [], 'nor asked about: found by its name');
    assert.equal((await importSheet(exported)).statusCode, 200);
    assert.equal((await households()).filter((h) => h.name === 'Bua ji - Saxena').length, 1);
  });

  test("a link that is no household's, or two households with one link, is a problem of its row", async () => {
    const sheet = [
      'Household,Name,Link',
      'A family,A person,https://example.com/i/not a link',
      `B family,B person,https://example.com/i/${bua.token}`,
      `C family,C person,https://example.com/i/${bua.token}`,
    ].join('\n');
    const answer = (await importSheet(sheet, '?dryRun=1')).json() as Answer;
    assert.deepEqual(
      answer.errors.map((error) => error.row),
      [2, 4],
    );
  });
});
