// A wedding shown in languages of its own choosing, not English and Hindi alone: the guest who chose nothing reads its
// default, a browser's languages pick one the wedding offers, and an address asking for another changes nothing.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { textsIn } from '../../shared/i18n/by-language';
import { DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { useTestApp } from '../helpers/app';

const pageLanguage = (body: string) => /^<!doctype html><html lang="([\w-]+)"/.exec(body)?.[1]?.split('-')[0];
const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((c) => c.startsWith('lang='));

describe('a wedding in English, Tamil and Urdu, Tamil by default', () => {
  const t = useTestApp({ site: { ...DEFAULT_SITE_FILE, languages: ['en', 'ta', 'ur'], defaultLanguage: 'ta' } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  test('loads, and a guest who chose nothing reads Tamil', async () => {
    const page = await get('/');
    assert.equal(page.statusCode, 200);
    assert.equal(pageLanguage(page.body), 'ta');
    assert.ok(page.body.includes(textsIn('ta').invitedBefore), "the invitation's words in Tamil");
  });

  test('a browser asking for one of its languages gets it: ur-IN picks Urdu, en-GB English', async () => {
    assert.equal(pageLanguage((await get('/', { 'accept-language': 'ur-IN,ur;q=0.9' })).body), 'ur');
    assert.equal(pageLanguage((await get('/', { 'accept-language': 'en-GB,en;q=0.9' })).body), 'en');
    assert.equal(pageLanguage((await get('/', { 'accept-language': 'hi-IN,hi;q=0.9' })).body), 'ta', 'not offered');
  });

  test('?lang= of a language the wedding does not offer is ignored, and not remembered', async () => {
    for (const asked of ['hi', 'bn', 'xx']) {
      const page = await get(`/?lang=${asked}`);
      assert.equal(pageLanguage(page.body), 'ta', asked);
      assert.equal(cookieOf(page.headers['set-cookie']), undefined, asked);
    }
    assert.equal(pageLanguage((await get('/?lang=ur')).body), 'ur');
  });
});

describe('a wedding that offers Bengali', () => {
  const t = useTestApp({ site: { ...DEFAULT_SITE_FILE, languages: ['en', 'hi', 'bn'] } });

  test('gives a Bengali browser its page in Bengali; English stays the default', async () => {
    const bengali = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'bn-IN,bn;q=0.9' } });
    assert.equal(pageLanguage(bengali.body), 'bn');
    assert.ok(bengali.body.includes(textsIn('bn').invitedBefore), "the invitation's words in Bengali");
    assert.equal(pageLanguage((await t.app.inject({ method: 'GET', url: '/' })).body), 'en');
  });
});
