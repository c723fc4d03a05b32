import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp, useTestApp, VALID_RSVP } from '../helpers/app';

const countRsvps = (t: TestApp) => (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;

describe('security headers', () => {
  const t = useTestApp();

  const answers = () =>
    Promise.all([
      t.app.inject({ method: 'GET', url: '/' }),
      t.app.inject({ method: 'GET', url: '/admin' }),
      t.app.inject({ method: 'GET', url: '/nope' }),
      t.app.inject({ method: 'GET', url: '/api/rsvps' }),
      t.app.inject({ method: 'POST', url: '/api/rsvp', payload: VALID_RSVP }),
      t.app.inject({ method: 'POST', url: '/api/rsvp', payload: { nope: 1 } }),
      t.app.inject({ method: 'GET', url: '/healthz' }),
    ]);

  test('every answer carries a CSP without inline or eval script, and the other headers', async () => {
    for (const [index, response] of (await answers()).entries()) {
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      assert.equal(scriptSrc.trim(), "script-src 'self'", csp);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /object-src 'none'/);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
      // The camera is the admin's only (the door scans the households' cards there); no guest page may ask for it.
      assert.match(String(response.headers['permissions-policy']), index === 1 ? /camera=\(self\)/ : /camera=\(\)/);
      assert.equal(response.headers['x-powered-by'], undefined);
      assert.equal(response.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
      assert.equal(response.headers['access-control-allow-origin'], undefined);
    }
  });

  test('the camera is the admin’s pages’ alone, whatever their query, and not its previews of guest pages', async () => {
    const camera = async (url: string) =>
      String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']).split(',')[0];
    assert.equal(await camera('/admin?from=card'), 'camera=(self)');
    assert.equal(await camera('/admin/door'), 'camera=(self)');
    assert.equal(await camera('/admin/preview/home'), 'camera=()');
    assert.equal(await camera('/'), 'camera=()');
  });

  test('no CORS headers, even when another origin asks', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/rsvp',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
    assert.equal(preflight.headers['access-control-allow-methods'], undefined);
  });

  test('the prerendered pages run no inline script: the page data is a JSON block', async () => {
    for (const url of ['/', '/admin', '/nope']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      assert.ok(scripts.length >= 2);
      for (const [, attributes = '', body = ''] of scripts) {
        const isExternal = /\ssrc="/.test(attributes);
        const isData = /type="application\/json"/.test(attributes);
        assert.ok(isExternal ? body === '' : isData, `${url}: <script${attributes}> is external or data`);
      }
      assert.doesNotMatch(html, /\sstyle="/, `${url}: no inline style attribute, which the CSP would refuse`);
      assert.doesNotMatch(html, /\son[a-z]+="/, `${url}: no inline event handler`);
    }
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  test('HTTPS reported by a trusted proxy brings HSTS and Secure cookies', async () => {
    const t = await startTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['strict-transport-security']), /max-age=\d+/);
      assert.equal(response.cookies[0]?.secure, true);
    } finally {
      await t.close();
    }
  });

  test('without TRUST_PROXY a client cannot claim HTTPS', async () => {
    const t = await startTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.equal(response.headers['strict-transport-security'], undefined);
      assert.notEqual(response.cookies[0]?.secure, true);
    } finally {
      await t.close();
    }
  });
});

describe('cross-site requests', () => {
  const t = useTestApp();

  const refused: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin on another port', { origin: 'http://localhost:9999' }],
  ];
  for (const [what, headers] of refused) {
    test(`a state-changing call with ${what} is refused with 403 and changes nothing`, async () => {
      const before = countRsvps(t);
      const rsvp = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: VALID_RSVP, headers });
      assert.equal(rsvp.statusCode, 403);
      assert.equal(rsvp.json().error, 'cross-site-request');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
        headers,
      });
      assert.equal(login.statusCode, 403);
      assert.equal(login.cookies.length, 0);
      assert.equal(countRsvps(t), before);
    });
  }

  test('our own pages, and clients that are not browsers, are let through', async () => {
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: VALID_RSVP,
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    assert.equal(sameOrigin.statusCode, 201);
    const matchingOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: VALID_RSVP,
      headers: { origin: 'http://localhost:80' },
    });
    assert.equal(matchingOrigin.statusCode, 201);
    const script = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: VALID_RSVP });
    assert.equal(script.statusCode, 201);
  });
});

describe('only the built client is served', () => {
  const t = useTestApp();

  const attempts = [
    '/assets/../manifest.json',
    '/assets/%2e%2e/manifest.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/..\\..\\package.json',
    '//etc/passwd',
    '/assets//etc/passwd',
    '/assets/%2F%2Fetc%2Fpasswd',
    '/%2e%2e/%2e%2e/data/wedding.db',
    '/.git/config',
    '/assets/.gitignore',
    '/src/server.ts',
    '/data/site.json',
    '/site.json',
    '/wedding.db',
    '/assets/%00.js',
  ];
  for (const url of attempts) {
    test(`${url} reaches nothing outside dist/public/assets`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      assert.ok([400, 403, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
      // Markers of what lies outside: /etc/passwd, package.json, .git/config, SQLite, the build manifest, the sources.
      assert.doesNotMatch(
        response.body,
        /root:x:0|"wedding-invitation"|\[core\]|SQLite format 3|"preloadFonts"|import \{/,
      );
    });
  }
});

describe('GET /healthz', () => {
  test('answers 200 while the database answers, and 503 once it does not (at the next probe)', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const t = await startTestApp({ now: () => clock });
    try {
      const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(ok.statusCode, 200);
      assert.deepEqual(ok.json(), { status: 'ok' });
      t.db.close();
      clock += 5_000;
      const down = await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(down.statusCode, 503);
      assert.equal(down.json().error, 'database-unwritable');
    } finally {
      await t.app.close();
    }
  });

  test('writes its probe at most every five seconds, however often it is called', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const t = await startTestApp({ now: () => clock });
    const probedAt = () =>
      (t.db.prepare('SELECT checked_at FROM health_probe').get() as { checked_at: number }).checked_at;
    try {
      for (let i = 0; i < 50; i++)
        assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
      const first = probedAt();
      clock += 4_999;
      for (let i = 0; i < 50; i++) await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(probedAt(), first, 'no write within the five seconds');
      clock += 1;
      await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(probedAt(), clock, 'a new probe after them');
    } finally {
      await t.close();
    }
  });
});
