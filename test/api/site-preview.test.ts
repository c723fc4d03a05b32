// The preview of a draft: drawn by the server as a save would draw it, shown at an address of its own that only the
// site may frame, and nothing saved or served to guests.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SiteFile } from '../../shared/site/schema';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';

describe('the preview of a draft of the content', () => {
  const t = useTestApp({ signedIn: true });
  const current = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } })).json() as {
      version: string;
      site: SiteFile;
    };
  const preview = (site: unknown, query = '', cookie = t.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/site/preview${query}`,
      headers: cookie ? { cookie } : {},
      payload: site as object,
    });

  test('draws the draft at an address of its own; guests still get the saved content', async () => {
    const { site } = await current();
    const draft = {
      ...site,
      couple: { first: { en: 'Leela', hi: 'लीला' }, second: { en: 'Kabir', hi: 'कबीर' } },
      tagline: { en: 'Three days, two families, one celebration.', hi: 'तीन दिन, दो परिवार, एक उत्सव।' },
    };
    const drawn = await preview(draft, '?language=hi');
    assert.equal(drawn.statusCode, 200, drawn.body);
    const { url } = drawn.json() as { url: string };
    assert.match(url, /^\/admin\/preview\/[\w-]{22}$/);

    const page = await t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401, 'signed out, no preview');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /लीला/);
    assert.match(page.body, /तीन दिन, दो परिवार, एक उत्सव।/);
    assert.doesNotMatch(page.body, /<script/, 'a preview runs nothing');
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.doesNotMatch(String(page.headers['content-security-policy']), /script-src/);
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(page.headers['cache-control'], 'no-store');

    const home = (await t.app.inject({ method: 'GET', url: '/?lang=en' })).body;
    assert.match(home, /Ananya/);
    assert.doesNotMatch(home, /Leela|Kabir|Three days, two families/);
    assert.deepEqual((await current()).site, site, 'nothing was saved');
  });

  test('a draft that could not be saved is refused as a save is, naming the field; signed out, nothing is drawn', async () => {
    const { site } = await current();
    const refused = await preview({ ...site, city: '' });
    assert.equal(refused.statusCode, 400);
    assert.match((refused.json() as { message: string }).message, /^city: /);
    assert.equal((await preview(site, '?language=fr')).statusCode, 400);
    assert.equal((await preview(site, '', '')).statusCode, 401);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/admin/preview/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { cookie: t.cookie },
    });
    assert.equal(gone.statusCode, 404);
    assert.match(gone.body, /ask for a new one/);
  });
});

describe('the preview of a household’s own page', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('shows the draft as that family would read it: its greeting and the private function it is invited to', async () => {
    const household = await t.addHousehold(householdNamed('Kapoor family', ['Meera Kapoor'], ['sagan']));
    const { site } = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } })
    ).json() as { site: SiteFile };
    const draft = { ...site, city: 'Udaipur' };
    const drawn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/preview?household=${household.id}`,
      headers: { cookie: t.cookie },
      payload: draft,
    });
    assert.equal(drawn.statusCode, 200, drawn.body);
    const page = (
      await t.app.inject({ method: 'GET', url: (drawn.json() as { url: string }).url, headers: { cookie: t.cookie } })
    ).body;
    assert.match(page, /Dear <bdi>Kapoor family<\/bdi>,/);
    assert.match(page, /Sagan &amp; Cocktail Party/);
    assert.match(page, /Udaipur/);
    assert.doesNotMatch(page, /<script/);
    const open = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.doesNotMatch(open, /Udaipur/, 'nothing saved');

    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/preview?household=99999',
      headers: { cookie: t.cookie },
      payload: draft,
    });
    assert.equal(nobody.statusCode, 404);
  });
});
