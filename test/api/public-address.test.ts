// The site's public address set in the admin (site.json's publicUrl): links, the exported list and the pages carry
// it from the save on, with no restart; a path, or no address at all, is refused; PUBLIC_URL, where set, wins.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import type { SiteFile } from '../../shared/site/schema';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

function useAdmin(t: ReturnType<typeof useTestApp>) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) =>
    t.app.inject({ method, url, headers: { cookie: t.cookie, ...headers }, ...(payload ? { payload } : {}) });
  const setAddress = async (publicUrl: string) => {
    const { version, site } = (await call('GET', '/api/admin/site')).json() as { version: string; site: SiteFile };
    return call('PUT', '/api/admin/site', { ...site, publicUrl }, { 'if-match': version });
  };
  return { call, setAddress };
}

describe('the public address, set in the admin', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const { call, setAddress } = useAdmin(t);

  test('from the save on, households’ links, the exported list and the page carry it', async () => {
    const created = await call('POST', '/api/admin/households', {
      name: 'Sharma family',
      members: [{ name: 'Rajesh Sharma' }],
      events: ['mehendi-ceremony'],
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.match((created.json() as Household).link, /^\/i\//, 'no address yet: a link relative to the admin’s');

    const saved = await setAddress('https://wedding.example.com');
    assert.equal(saved.statusCode, 200, saved.body);
    const [household] = (await call('GET', '/api/admin/households')).json() as Household[];
    assert.match(household?.link ?? '', /^https:\/\/wedding\.example\.com\/i\/[\w-]{22}$/);
    assert.match((await call('GET', '/api/admin/households.csv')).body, /https:\/\/wedding\.example\.com\/i\//);
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.match(page, /<meta property="og:image" content="https:\/\/wedding\.example\.com\/media\//);
    const sheet = await call('GET', '/admin/print/cards');
    assert.equal(sheet.statusCode, 200);
    assert.doesNotMatch(sheet.body, /No public address is set/);
  });

  test('an address with a path, or not an address, is refused naming the field, and nothing changes', async () => {
    for (const wrong of ['https://wedding.example.com/rsvp', 'wedding.example.com', 'ftp://wedding.example.com']) {
      const refused = await setAddress(wrong);
      assert.equal(refused.statusCode, 400, wrong);
      assert.match((refused.json() as { message: string }).message, /^publicUrl: /);
    }
    const [household] = (await call('GET', '/api/admin/households')).json() as Household[];
    assert.match(household?.link ?? '', /^https:\/\/wedding\.example\.com\//);
  });
});

describe('the public address, when PUBLIC_URL is set too', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite(), publicUrl: 'https://from-the-environment.example' });
  const { call, setAddress } = useAdmin(t);

  test('PUBLIC_URL wins', async () => {
    assert.equal((await setAddress('https://wedding.example.com')).statusCode, 200);
    const created = await call('POST', '/api/admin/households', {
      name: 'Kapoor family',
      members: [{ name: 'Meera Kapoor' }],
      events: [],
    });
    assert.match((created.json() as Household).link, /^https:\/\/from-the-environment\.example\/i\//);
  });
});
