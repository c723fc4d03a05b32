// Which inline styles each answer's Content-Security-Policy allows. The open pages, and the build's files, carry a
// policy naming only the styles the open pages hold (src/http/security.ts, openPagePolicy); a page rendered later,
// from whatever content is current by then (a household's, the answer to a form), carries every look's.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import type { SiteFile } from '../../shared/site/schema';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

const stylesIn = (html: string) =>
  new Set(
    [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      ([, css = '']) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    ),
  );
const allowedBy = (policy: unknown) =>
  new Set(
    (
      String(policy)
        .split(';')
        .find((directive) => directive.trim().startsWith('style-src')) ?? ''
    ).match(/'sha256-[^']+'/g),
  );

describe('the styles a policy allows', () => {
  // The answers closed in 2020: the closed page is the one shown, and it is rendered with the others.
  const t = useTestApp({ signedIn: true, site: guestListSite({ closesAt: '2020-01-01T00:00:00+05:30' }) });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test('the open pages allow exactly the styles they carry, in each language, and their scripts the same', async () => {
    const pages = [await get('/'), await get('/', { 'accept-language': 'hi' }), await get('/no-such-page')];
    assert.match(pages[0]?.body ?? '', /<html lang="en-IN"/);
    assert.match(pages[1]?.body ?? '', /<html lang="hi-IN"/);
    assert.equal(pages[2]?.statusCode, 404);
    for (const page of pages) {
      const carried = stylesIn(page.body);
      assert.equal(carried.size, 2, 'the look’s palette and the main sheet');
      assert.deepEqual(allowedBy(page.headers['content-security-policy']), carried);
    }
    const script = /<meta name="app-entry" content="([^"]+)"/.exec(pages[0]?.body ?? '')?.[1];
    assert.ok(script);
    const scriptAnswer = await get(script);
    assert.equal(scriptAnswer.statusCode, 200);
    assert.equal(scriptAnswer.headers['content-security-policy'], pages[0]?.headers['content-security-policy']);
  });

  test('after a change of look, the open page and its policy name the new look together', async () => {
    const before = await get('/');
    const current = (await get('/api/admin/site', { cookie: t.cookie })).json() as { version: string; site: SiteFile };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, 'if-match': `"${current.version}"` },
      payload: { ...current.site, theme: 'pastel' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const after = await get('/');
    assert.match(after.body, /data-theme="pastel"/);
    assert.notDeepEqual(stylesIn(after.body), stylesIn(before.body));
    assert.deepEqual(allowedBy(after.headers['content-security-policy']), stylesIn(after.body));
  });

  test('a household’s page, rendered when its turn comes, allows every look’s styles, its own among them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households',
      headers: { cookie: t.cookie },
      payload: { name: 'Sharma family', members: [{ name: 'Rajesh Sharma' }], events: ['mehendi-ceremony'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const page = await get(`/i/${(created.json() as Household).token}`);
    assert.equal(page.statusCode, 200);
    const allowed = allowedBy(page.headers['content-security-policy']);
    for (const style of stylesIn(page.body)) assert.ok(allowed.has(style), `${style} is allowed`);
    // Each of the three looks' palettes, and the open page's and a household page's sheets.
    assert.equal(allowed.size, 5);
  });
});
