import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { SESSION_COOKIE } from '../../src/admin/auth';
import { RSVP_RECORD_FIELDS, signIn, startTestApp, TEST_ADMIN_PASSWORD, useTestApp, VALID_RSVP } from '../helpers/app';
import { assertDatedSheet } from './calls';

describe('admin sign-in', () => {
  const t = useTestApp();

  test('the right password answers 200 and sets an HttpOnly, SameSite=Strict session cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { signedIn: true });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    assert.ok(cookie, 'a session cookie is set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/');
    assert.notEqual(cookie.secure, true, 'not Secure over plain HTTP, or the browser would drop it');
    assert.ok(cookie.value.length >= 43, 'at least 256 bits of token, base64url');
  });

  test('a wrong password answers 401 and sets no cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'not it' } });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { error: 'wrong-password', message: 'Incorrect password' });
    assert.equal(response.cookies.length, 0);
  });

  test('an empty or missing password answers 400', async () => {
    for (const payload of [{}, { password: '' }, { password: 42 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, /^password: /);
    }
  });

  test('the session answer says whether this browser is signed in', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/session' });
    assert.deepEqual(anonymous.json(), { signedIn: false });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: `${SESSION_COOKIE}=forged` },
    });
    assert.deepEqual(forged.json(), { signedIn: false });
    const cookie = await signIn(t.app);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    assert.deepEqual(signedIn.json(), { signedIn: true });
  });

  test('the database keeps only a hash of the session id', async () => {
    const cookie = await signIn(t.app);
    const token = cookie.split('=')[1] ?? '';
    const rows = t.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.token_hash !== token && /^[0-9a-f]{64}$/.test(r.token_hash)));
  });

  test('sign-out ends the session on the server, not only in the browser', async () => {
    const cookie = await signIn(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    assert.equal(out.statusCode, 200);
    assert.deepEqual(out.json(), { signedIn: false });
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE);
    assert.equal(cleared?.value, '');
    // Replaying the old cookie must not work any more.
    const replay = await t.app.inject({ method: 'GET', url: '/api/rsvps', headers: { cookie } });
    assert.equal(replay.statusCode, 401);
  });

  test('the admin password is stored as a scrypt hash, never as itself', () => {
    const { password } = t.db.prepare("SELECT password FROM users WHERE username = 'admin'").get() as {
      password: string;
    };
    assert.match(password, /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    assert.ok(!password.includes(TEST_ADMIN_PASSWORD));
  });
});

describe('GET /api/rsvps', () => {
  const t = useTestApp({ signedIn: true });
  beforeEach(() => {
    t.db.exec('DELETE FROM rsvps');
  });

  test('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rsvps' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().error, 'sign-in-required');
  });

  test('lists every response, newest first, with every field', async () => {
    for (const fullName of ['First', 'Second', 'Third']) {
      await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: { ...VALID_RSVP, fullName } });
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/rsvps', headers: { cookie: t.cookie } });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Array<Record<string, unknown>>;
    assert.deepEqual(
      list.map((r) => r.fullName),
      ['Third', 'Second', 'First'],
    );
    assert.deepEqual(Object.keys(list[0] ?? {}).sort(), [...RSVP_RECORD_FIELDS]);
  });

  test('answers an empty array when nobody has answered yet', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rsvps', headers: { cookie: t.cookie } });
    assert.deepEqual(response.json(), []);
  });
});

describe('GET /api/rsvps/download', () => {
  const t = useTestApp({ signedIn: true });

  test('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rsvps/download' });
    assert.equal(response.statusCode, 401);
  });

  test('answers a dated CSV attachment: BOM, header row, a row per RSVP, CRLF line ends', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { ...VALID_RSVP, fullName: 'Verma, Asha', dietaryRestrictions: 'No "spicy"\nfood' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { ...VALID_RSVP, fullName: 'Ravi', attending: false, dietaryRestrictions: '' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/rsvps/download', headers: { cookie: t.cookie } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assertDatedSheet(response, 'rsvps');
    const lines = response.body.split('\r\n');
    assert.equal(
      lines[0],
      '\uFEFFID,Full Name,Email,Guests,Attending,Dietary Restrictions,Song Request,Submitted At (UTC)',
    );
    assert.match(lines[1] ?? '', /^\d+,Ravi,asha@example\.com,1,No,,,\d{4}-/);
    assert.ok(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 BOM');
    // The first RSVP's quoted newline spans two physical lines; the record still parses as one.
    assert.match(
      response.body,
      /\r\n\d+,"Verma, Asha",asha@example\.com,1,Yes,"No ""spicy""\nfood",,\d{4}-[^\r\n]*\r\n$/,
    );
  });
});

describe('POST /api/admin/login under attack', () => {
  test('after five wrong passwords from one address: 429 with Retry-After, even for the right one; others unaffected', async () => {
    const t = await startTestApp();
    try {
      const login = (password: string, remoteAddress = '203.0.113.9') =>
        t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });
      for (let i = 0; i < 5; i++) assert.equal((await login('guess')).statusCode, 401);
      const refused = await login(TEST_ADMIN_PASSWORD);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal(refused.json().error, 'too-many-attempts');
      assert.equal(refused.cookies.length, 0);
      assert.equal((await login(TEST_ADMIN_PASSWORD, '198.51.100.4')).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  test('a burst of parallel guesses from one address gets no more than five answers', async () => {
    const t = await startTestApp();
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { password: 'guess' },
            remoteAddress: '203.0.113.10',
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      assert.deepEqual(codes, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  test('signing in again replaces the session: the old id stops working', async () => {
    const t = await startTestApp();
    try {
      const first = await signIn(t.app);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        headers: { cookie: first },
      });
      const second = again.cookies.find((c) => c.name === SESSION_COOKIE);
      assert.ok(second && `${second.name}=${second.value}` !== first);
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/rsvps', headers: { cookie: first } })).statusCode,
        401,
      );
      assert.equal(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/rsvps',
            headers: { cookie: `${second.name}=${second.value}` },
          })
        ).statusCode,
        200,
      );
    } finally {
      await t.close();
    }
  });
});
