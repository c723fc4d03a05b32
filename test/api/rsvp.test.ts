import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RSVP_LIMITS } from '../../shared/rsvp/rules';
import { useTestApp, VALID_RSVP } from '../helpers/app';

describe('POST /api/rsvp', () => {
  const t = useTestApp();

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: payload as string,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const count = () => (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;

  test('stores a valid response and answers 201 with the stored record', async () => {
    const before = count();
    const response = await post(
      JSON.stringify({ ...VALID_RSVP, fullName: '  Asha Verma  ', songRequest: 'Tum Hi Ho' }),
    );
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(typeof body.id, 'number');
    assert.deepEqual(
      { ...body, id: 0, createdAt: '' },
      {
        id: 0,
        fullName: 'Asha Verma',
        email: 'asha@example.com',
        guestCount: 1,
        attending: true,
        dietaryRestrictions: 'Vegetarian',
        songRequest: 'Tum Hi Ho',
        createdAt: '',
      },
    );
    assert.match(body.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok(Math.abs(Date.parse(body.createdAt) - Date.now()) < 60_000, 'createdAt is now');
    assert.equal(count(), before + 1);
    const row = t.db.prepare('SELECT full_name, attending FROM rsvps WHERE reference = ?').get(body.id);
    assert.deepEqual(row, { full_name: 'Asha Verma', attending: 1 });
  });

  test('stores blank optional text as no answer', async () => {
    const response = await post(JSON.stringify({ ...VALID_RSVP, attending: false, dietaryRestrictions: '   ' }));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().dietaryRestrictions, null);
    assert.equal(response.json().songRequest, null);
    assert.equal(response.json().attending, false);
  });

  test('drops fields it does not know instead of storing them', async () => {
    const response = await post(JSON.stringify({ ...VALID_RSVP, isAdmin: true, id: 999 }));
    assert.equal(response.statusCode, 201);
    assert.notEqual(response.json().id, 999);
    assert.equal('isAdmin' in response.json(), false);
  });

  const invalid: Array<[string, unknown, RegExp]> = [
    ['a missing name', { ...VALID_RSVP, fullName: undefined }, /^fullName: Full name is required$/],
    ['a blank name', { ...VALID_RSVP, fullName: '   ' }, /^fullName: Full name is required$/],
    [
      'a name over the limit',
      { ...VALID_RSVP, fullName: 'a'.repeat(RSVP_LIMITS.fullNameMaxLength + 1) },
      /^fullName: must be at most 200 characters$/,
    ],
    ['a malformed email', { ...VALID_RSVP, email: 'asha@' }, /^email: Please enter a valid email address$/],
    [
      'an email with spaces',
      { ...VALID_RSVP, email: 'asha verma@example.com' },
      /^email: Please enter a valid email address$/,
    ],
    ['a missing email', { ...VALID_RSVP, email: undefined }, /^email: Please enter a valid email address$/],
    ['attending as the string "yes"', { ...VALID_RSVP, attending: 'yes' }, /^attending: must be true or false$/],
    ['attending as null', { ...VALID_RSVP, attending: null }, /^attending: must be true or false$/],
    ['a missing attending', { ...VALID_RSVP, attending: undefined }, /^attending: must be true or false$/],
    ['zero guests', { ...VALID_RSVP, guestCount: 0 }, /^guestCount: must be a whole number from 1 to 20$/],
    ['too many guests', { ...VALID_RSVP, guestCount: 21 }, /^guestCount: must be a whole number from 1 to 20$/],
    [
      'a fractional guest count',
      { ...VALID_RSVP, guestCount: 1.5 },
      /^guestCount: must be a whole number from 1 to 20$/,
    ],
    ['a guest count as text', { ...VALID_RSVP, guestCount: '2' }, /^guestCount: must be a whole number from 1 to 20$/],
    [
      'dietary text over the limit',
      { ...VALID_RSVP, dietaryRestrictions: 'x'.repeat(1001) },
      /^dietaryRestrictions: must be at most 1000 characters$/,
    ],
    [
      'a song request over the limit',
      { ...VALID_RSVP, songRequest: 'x'.repeat(201) },
      /^songRequest: must be at most 200 characters$/,
    ],
    ['an array body', [VALID_RSVP], /must be a JSON object/],
    ['a string body', 'hello', /must be a JSON object/],
  ];
  for (const [what, payload, message] of invalid) {
    test(`answers 400 naming the field, and stores nothing, for ${what}`, async () => {
      const before = count();
      const response = await post(JSON.stringify(payload));
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().error, 'invalid-input');
      assert.match(response.json().message, message);
      assert.equal(count(), before);
    });
  }

  test('answers 400 invalid-json for a body that is not JSON', async () => {
    const response = await post('{"fullName": ');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { error: 'invalid-json', message: 'The request body is not valid JSON.' });
  });

  test('answers 415 for a form post or plain text, which a cross-site page could send', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const before = count();
      const response = await post('fullName=x', { 'content-type': type });
      assert.equal(response.statusCode, 415, type);
      assert.equal(response.json().error, 'unsupported-media-type');
      assert.equal(count(), before);
    }
  });

  test('answers 413 for a body over 16 KB', async () => {
    const response = await post(JSON.stringify({ ...VALID_RSVP, dietaryRestrictions: 'x'.repeat(20_000) }));
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().error, 'body-too-large');
  });

  test('refuses a __proto__ key with 400, stores nothing and pollutes nothing', async () => {
    const before = count();
    const response = await post(
      '{"__proto__": {"attending": true}, "fullName": "A", "email": "a@b.co", "guestCount": 1, "attending": false}',
    );
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().error, 'invalid-json');
    assert.equal(count(), before);
    assert.equal(({} as Record<string, unknown>).attending, undefined);
  });

  test('drops a plain constructor key like any unknown field, and stores the RSVP without it', async () => {
    const before = count();
    const response = await post(
      '{"constructor": {"x": 1}, "fullName": "A", "email": "a@b.co", "guestCount": 1, "attending": false}',
    );
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(count(), before + 1);
    assert.equal('constructor' in response.json() && Object.hasOwn(response.json(), 'constructor'), false);
    const row = t.db.prepare('SELECT full_name, attending FROM rsvps WHERE reference = ?').get(response.json().id);
    assert.deepEqual(row, { full_name: 'A', attending: 0 });
  });
});

describe('POST /api/rsvp honeypot', () => {
  const t = useTestApp();

  test('a filled honeypot gets the same 201 a guest gets, and nothing is stored', async () => {
    const real = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: VALID_RSVP });
    const before = (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { ...VALID_RSVP, website: 'http://spam.example' },
    });
    assert.equal(bot.statusCode, 201);
    assert.deepEqual(Object.keys(bot.json()).sort(), Object.keys(real.json()).sort());
    // Its id is a fresh random reference, as a guest's is: no sequence to notice, nothing repeated.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { ...VALID_RSVP, website: 'http://spam.example' },
    });
    const ids = [real.json().id, bot.json().id, again.json().id] as number[];
    assert.equal(new Set(ids).size, 3);
    for (const id of ids) assert.ok(Number.isSafeInteger(id) && id > 1_000_000, `id ${id}`);
    assert.equal((t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n, before);
  });

  test('an empty honeypot is a guest like any other', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: { ...VALID_RSVP, website: '' } });
    assert.equal(response.statusCode, 201);
    const stored = t.db.prepare('SELECT count(*) AS n FROM rsvps WHERE reference = ?').get(response.json().id) as {
      n: number;
    };
    assert.equal(stored.n, 1);
  });
});

describe('POST /api/rsvp text rules', () => {
  const t = useTestApp();
  const count = () => (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;
  const post = (body: string) =>
    t.app.inject({ method: 'POST', url: '/api/rsvp', payload: body, headers: { 'content-type': 'application/json' } });

  const refused: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a name of zero-width spaces', { ...VALID_RSVP, fullName: '\u200B\u200B' }, /^fullName: Full name is required$/],
    ['a NUL in the name', { ...VALID_RSVP, fullName: 'Asha\u0000Verma' }, /^fullName: Full name is required$/],
    [
      'a control character in the dietary note',
      { ...VALID_RSVP, dietaryRestrictions: 'no\u0007 nuts' },
      /^dietaryRestrictions: Please type this again: it contains characters that cannot be saved$/,
    ],
  ];
  for (const [what, body, message] of refused) {
    test(`refuses ${what} with 400 naming the field, storing nothing`, async () => {
      const before = count();
      const response = await post(JSON.stringify(body));
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, message);
      assert.equal(count(), before);
    });
  }

  test('refuses a lone surrogate, which JSON can carry but UTF-8 cannot', async () => {
    const before = count();
    const response = await post(JSON.stringify(VALID_RSVP).replace('Asha Verma', 'Asha \\ud800'));
    assert.equal(response.statusCode, 400);
    assert.equal(count(), before);
  });

  test('stores names composed (NFC): "e" with a combining accent comes back as one "é"', async () => {
    const response = await post(JSON.stringify({ ...VALID_RSVP, fullName: 'Rene\u0301e Dubois' }));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().fullName, 'Ren\u00E9e Dubois');
    const row = t.db.prepare('SELECT full_name FROM rsvps WHERE reference = ?').get(response.json().id) as {
      full_name: string;
    };
    assert.equal(row.full_name, 'Ren\u00E9e Dubois');
  });

  test('takes a Devanagari name with its joiners and marks', async () => {
    const response = await post(JSON.stringify({ ...VALID_RSVP, fullName: 'आर्‍या श्रीवास्तव' }));
    assert.equal(response.statusCode, 201);
  });
});
