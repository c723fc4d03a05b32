// The traditions a couple may start from, through the admin's API: listed by name in the reader's admin language,
// each read whole, and each taken by PUT /api/admin/site as it is, after which guests read its functions.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inLanguage } from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';
import { useTestApp } from '../helpers/app';
import { chooseAdminLanguage } from './calls';

interface Listed {
  id: string;
  name: string;
  languages: string[];
}

describe('the traditions, through the admin’s API', () => {
  const t = useTestApp({ signedIn: true });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie } });
  const list = async () => {
    const response = await get('/api/admin/site/templates');
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Listed[];
  };

  test('lists at least eight, each with its id, its name and its languages, sorted by name', async () => {
    const listed = await list();
    assert.ok(listed.length >= 8, `${listed.length}`);
    const tamil = listed.find((each) => each.id === 'tamil');
    assert.deepEqual(tamil, { id: 'tamil', name: 'Tamil', languages: ['en', 'ta'] });
    const names = listed.map((each) => each.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  test('every one is a document PUT /api/admin/site takes as it is, and guests read its functions next', async () => {
    for (const { id } of await list()) {
      const template = await get(`/api/admin/site/templates/${id}`);
      assert.equal(template.statusCode, 200, template.body);
      const site = template.json() as SiteFile;
      const { version } = (await get('/api/admin/site')).json() as { version: string };
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/site',
        headers: { cookie: t.cookie, 'if-match': `"${version}"` },
        payload: site,
      });
      assert.equal(saved.statusCode, 200, `${id}: ${saved.body}`);
      assert.deepEqual(((await get('/api/admin/site')).json() as { site: SiteFile }).site, site, id);
      const language = site.defaultLanguage ?? 'en';
      const first = inLanguage(site, language).days[0]?.events[0]?.title ?? '';
      const page = await t.app.inject({ method: 'GET', url: `/?lang=${language}` });
      assert.ok(page.body.includes(first.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')), `${id}: ${first}`);
    }
  });

  test('an id there is no tradition of is a 404 that names the ones there are', async () => {
    const response = await get('/api/admin/site/templates/klingon');
    assert.equal(response.statusCode, 404);
    const body = response.json() as { error: string; message: string };
    assert.equal(body.error, 'not-found');
    assert.match(body.message, /no tradition "klingon"; the ones there are: .*tamil/);
  });

  test('the names come in the reader’s admin language where the tradition gives one', async () => {
    await chooseAdminLanguage(t.app, t.cookie, 'hi');
    const listed = await list();
    assert.equal(listed.find((each) => each.id === 'tamil')?.name, 'तमिल');
    assert.equal(listed.find((each) => each.id === 'punjabi-sikh')?.name, 'पंजाबी और सिख');
  });
});
