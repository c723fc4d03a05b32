// Who is coming to what, one row per person, as the couple downloads it from the Guests room or the overview: each
// function under its title in the reader's language, the open form's answers marked, each role its own rows.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp, VALID_RSVP } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { addPerson } from '../helpers/people';
import { assertDatedSheet } from './calls';

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the answers, one row per person', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  let organiser: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = t.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  before(async () => {
    organiser = (await addPerson(t.app, t.cookie, { name: 'Vikram', role: 'organiser', sides: ['groom'] })).cookie;
    const sharmas = (
      await call('POST', '/api/admin/households', {
        name: 'Sharma family',
        side: 'bride',
        members: [{ name: 'Ravi Sharma' }, { name: 'Anu Sharma', child: true }],
        events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
        plusOnes: 1,
      })
    ).json() as Household;
    const [ravi, anu] = sharmas.members;
    const answered = await call('PUT', `/api/admin/households/${sharmas.id}/response`, {
      members: [
        { id: ravi?.id, events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': false }, meal: 'Jain' },
        { id: anu?.id, events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': true } },
        {
          name: 'Kiran Rao',
          events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': false },
          dietaryRestrictions: 'No nuts',
        },
      ],
    });
    assert.equal(answered.statusCode, 200, answered.body);
    await call('POST', '/api/admin/households', {
      name: 'Kapoor family',
      side: 'groom',
      members: [{ name: 'Meera Kapoor' }],
      events: ['haldi-ceremony'],
    });
    await call('POST', '/api/admin/households', {
      name: 'Mehta family',
      side: 'both',
      members: [{ name: 'Neha Mehta' }],
      events: ['haldi-ceremony'],
    });
    const open = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: { ...VALID_RSVP, guestCount: 2 } });
    assert.equal(open.statusCode, 201, open.body);
  });

  test('the couple gets every person, each function by its title, and the open form’s answers marked', async () => {
    const sheet = await call('GET', '/api/admin/answers.csv');
    assert.equal(sheet.statusCode, 200);
    assert.match(String(sheet.headers['content-type']), /^text\/csv; charset=utf-8/);
    assertDatedSheet(sheet, 'answers');
    const rows = rowsOf(sheet.body);
    assert.equal(
      rows[0],
      'Household,Side,Person,Child,Check-in,Mehendi Ceremony,Sagan & Cocktail Party,Haldi Ceremony,Baaraat Departure,Jaimaal & Wedding Ceremony,Meal,Dietary notes,Household’s status,Answered (UTC),From,Guests',
    );
    assert.doesNotMatch(sheet.body, /mehendi-ceremony|jaimaal-wedding-ceremony/);
    const at = (name: string) => rows.find((row) => row.includes(`,${name},`)) ?? '';
    assert.match(
      at('Ravi Sharma'),
      /^Sharma family,Bride’s side,Ravi Sharma,No,,Yes,,,,No,Jain,,Partly coming,\d{4}-.*,Guest list,1$/,
    );
    assert.match(at('Anu Sharma'), /^Sharma family,Bride’s side,Anu Sharma,Yes,,Yes,,,,Yes,,,Partly coming,/);
    assert.match(at('Kiran Rao (plus one)'), /,Yes,,,,No,,No nuts,Partly coming,.*,Guest list,1$/);
    assert.match(
      at('Meera Kapoor'),
      /^Kapoor family,Groom’s side,Meera Kapoor,No,,,,No answer yet,,,,,Not sent,,Guest list,1$/,
    );
    // The open form counts for every public function: not the private Sagan.
    assert.match(at('Asha Verma'), /^,,Asha Verma,,Yes,Yes,,Yes,Yes,Yes,,Vegetarian,Coming,.*,Open form,2$/);
    assert.equal(rows.length, 1 + 5 + 1);
  });

  test('an organiser gets their side’s people only, and no open form; in Hindi, the headers are Hindi', async () => {
    const rows = rowsOf((await call('GET', '/api/admin/answers.csv', undefined, organiser)).body);
    assert.deepEqual(
      rows.slice(1).map((row) => row.split(',')[2]),
      ['Meera Kapoor', 'Neha Mehta'],
    );
    assert.equal((await call('PUT', '/api/admin/me/language', { language: 'hi' }, organiser)).statusCode, 200);
    const hindi = rowsOf((await call('GET', '/api/admin/answers.csv', undefined, organiser)).body);
    assert.match(hindi[0] ?? '', /^परिवार,पक्ष,व्यक्ति,बच्चा,/);
    assert.match(hindi[1] ?? '', /^Kapoor family,वर पक्ष,Meera Kapoor,नहीं,.*,अभी उत्तर नहीं,.*,नहीं भेजा,,मेहमानों की सूची,1$/);
  });
});
