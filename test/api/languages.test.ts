// Which language a guest's page comes in, and that everything on it is in that language: the open page, a household's
// page, the not-found page, forms posted without the script, the household's API and its calendar.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import type { InvitationView } from '../../shared/guests/invitation-view';
import type { Household } from '../../shared/guests/schemas';
import { DEFAULT_SITE, DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

const HINDI_HERO = 'आप सादर आमंत्रित हैं';
const ENGLISH_HERO = 'You are cordially invited to the wedding of';
/** The language of a page, by its code: the primary subtag of its <html lang> ("hi" of "hi-IN"). */
const htmlLang = (body: string) => /^<!doctype html><html lang="(\w+)[-"]/.exec(body)?.[1];
const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((c) => c.startsWith('lang='));

describe('the language of a guest page', () => {
  const t = useTestApp({
    signedIn: true,
    site: {
      ...DEFAULT_SITE_FILE,
      days: guestListSite().days.map((day, d) => ({
        ...day,
        events: day.events.map((event, e) => ({
          ...event,
          title: DEFAULT_SITE_FILE.days[d]?.events[e]?.title ?? event.title,
        })),
      })),
      rsvp: guestListSite().rsvp,
    },
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  let households = 0;
  const household = async (language: 'en' | 'hi'): Promise<Household> => {
    households += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households',
      headers: { cookie: t.cookie },
      payload: {
        name: `${language === 'hi' ? 'शर्मा परिवार' : 'Kapoor family'} ${households}`,
        members: [{ name: 'Dadi' }],
        events: ['mehendi-ceremony', 'sagan'],
        language,
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };

  test("with nothing to go by, site.json's default (English), and the answer says what it varies on", async () => {
    const page = await get('/');
    assert.equal(htmlLang(page.body), 'en');
    assert.match(page.body, new RegExp(ENGLISH_HERO));
    assert.match(String(page.headers.vary), /Cookie/);
    assert.match(String(page.headers.vary), /Accept-Language/);
    assert.equal(
      cookieOf(page.headers['set-cookie']),
      undefined,
      'nothing is remembered that the guest did not choose',
    );
  });

  test("the browser's Accept-Language", async () => {
    const page = await get('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    assert.equal(htmlLang(page.body), 'hi');
    assert.match(page.body, new RegExp(HINDI_HERO));
    assert.match(page.body, /अनन्या/, "the couple's names as site.json gives them in Hindi");
    assert.match(page.body, /31\u00a0अगस्त, रविवार – 1\u00a0सितंबर\u00a02025, सोमवार/);
    // The hero joins the names as a Hindi card does, not with an ampersand.
    assert.match(page.body, /<span class="hero__amp">संग<\/span>/);
    assert.match(page.body, /<title>अनन्या &amp; रोहन · विवाह निमंत्रण<\/title>/);
  });

  test('?lang= works without any script, wins over the browser, and is remembered on the device', async () => {
    const page = await get('/?lang=hi', { 'accept-language': 'en' });
    assert.equal(htmlLang(page.body), 'hi');
    // Its tag, its direction and its script, from the registry: what screen readers and the stylesheet read.
    assert.match(page.body, /^<!doctype html><html lang="hi-IN" dir="ltr" data-script="Deva">/);
    const remembered = cookieOf(page.headers['set-cookie']);
    assert.match(remembered ?? '', /^lang=hi;.*Max-Age=\d{6,}/);
    assert.match(remembered ?? '', /SameSite=Lax/);
    const next = await get('/', { cookie: 'lang=hi', 'accept-language': 'en' });
    assert.equal(htmlLang(next.body), 'hi');
    const back = await get('/?lang=en', { cookie: 'lang=hi' });
    assert.equal(htmlLang(back.body), 'en');
    assert.match(cookieOf(back.headers['set-cookie']) ?? '', /^lang=en;/);
    assert.equal(htmlLang((await get('/?lang=fr')).body), 'en', 'a language the site does not have is ignored');
  });

  test('the header offers the other language as a link to this page', async () => {
    const english = (await get('/')).body;
    assert.match(
      english,
      /<nav aria-label="Language" class="language-switch"><a href="\?lang=hi" lang="hi" hrefLang="hi" class="language-switch__link">हिन्दी<\/a><\/nav>/,
    );
    const hindi = (await get('/?lang=hi')).body;
    assert.match(
      hindi,
      /<nav aria-label="भाषा" class="language-switch"><a href="\?lang=en" lang="en" hrefLang="en" class="language-switch__link">English<\/a><\/nav>/,
    );
  });

  test("a household's page: its language from the guest list, unless the guest chose another on this device", async () => {
    const hindiFamily = await household('hi');
    const page = await get(hindiFamily.link, { 'accept-language': 'en-US' });
    assert.equal(htmlLang(page.body), 'hi');
    assert.match(page.body, /आदरणीय <bdi>शर्मा परिवार \d+<\/bdi>,/);
    assert.match(page.body, /सगन और कॉकटेल पार्टी/, 'its private function, in Hindi');
    assert.match(page.body, /हमारा उत्तर भेजें/);
    assert.equal(htmlLang((await get(hindiFamily.link, { cookie: 'lang=en' })).body), 'en');
    assert.equal(htmlLang((await get(`${hindiFamily.link}?lang=en`)).body), 'en');

    const englishFamily = await household('en');
    assert.equal(htmlLang((await get(englishFamily.link, { 'accept-language': 'hi' })).body), 'en');
  });

  test("the household's API and calendar answer in the household's language", async () => {
    const family = await household('hi');
    const view = (await get(`/api/invitations/${family.token}`)).json() as InvitationView;
    assert.deepEqual(
      view.events.map((event) => event.title),
      ['मेहंदी', 'सगन और कॉकटेल पार्टी'],
    );
    const calendar = await get(`/i/${family.token}/calendar.ics`);
    assert.match(calendar.body, /SUMMARY:मेहंदी/);
  });

  test('the not-found page, in the language picked the same way', async () => {
    const page = await get('/no-such-page', { cookie: 'lang=hi' });
    assert.equal(page.statusCode, 404);
    assert.equal(htmlLang(page.body), 'hi');
    assert.match(page.body, /यह पृष्ठ नहीं मिला/);
  });

  test('the open form posted without the script comes back with its messages in Hindi', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=hi' },
      payload: 'fullName=&email=nope',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(htmlLang(response.body), 'hi');
    assert.match(response.body, /कृपया अपना पूरा नाम लिखें/);
    assert.match(response.body, /कृपया सही ईमेल पता लिखें/);
    assert.match(response.body, /कृपया बताएँ कि आप पधारेंगे या नहीं/);
  });

  test("a household's form posted without the script, half answered, says so in Hindi", async () => {
    const family = await household('hi');
    const response = await t.app.inject({
      method: 'POST',
      url: family.link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'p0.e.mehendi-ceremony=yes',
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /हर समारोह के आगे “आएँगे” या “नहीं आएँगे” चुनें/);
  });
});

describe('a site in English alone', () => {
  const t = useTestApp({ site: { ...DEFAULT_SITE, languages: ['en'] } });

  test('has no switch, and ?lang=hi or a Hindi browser changes nothing', async () => {
    for (const [url, headers] of [
      ['/', {}],
      ['/?lang=hi', {}],
      ['/', { 'accept-language': 'hi' }],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(htmlLang(page.body), 'en');
      assert.doesNotMatch(page.body, /class="language-switch"/);
      assert.doesNotMatch(String(page.headers.vary), /Cookie|Accept-Language/);
      assert.equal(cookieOf(page.headers['set-cookie']), undefined);
    }
  });
});

describe('a site in more than two languages', () => {
  const t = useTestApp({ site: { ...DEFAULT_SITE, languages: ['en', 'hi', 'ur'] } });

  test('the switch is a list that opens without the script, each language named in itself, its own marked', async () => {
    const urdu = (await t.app.inject({ method: 'GET', url: '/?lang=ur' })).body;
    assert.match(urdu, /^<!doctype html><html lang="ur-IN" dir="rtl" data-script="Arab">/);
    assert.ok(
      urdu.includes(
        '<nav aria-label="زبان" class="language-switch"><details><summary class="language-switch__link">اردو</summary><ul>' +
          '<li><a href="?lang=en" lang="en" hrefLang="en" class="language-switch__link">English</a></li>' +
          '<li><a href="?lang=hi" lang="hi" hrefLang="hi" class="language-switch__link">हिन्दी</a></li>' +
          '<li><a href="?lang=ur" lang="ur" hrefLang="ur" class="language-switch__link" aria-current="page">اردو</a></li>' +
          '</ul></details></nav>',
      ),
      /<nav[^>]*class="language-switch".*?<\/nav>/s.exec(urdu)?.[0],
    );
  });
});

describe('site.json asking for Devanagari digits', () => {
  const t = useTestApp({ site: { ...DEFAULT_SITE, digits: 'devanagari' } });

  test('Hindi pages write the dates with them; English pages keep theirs', async () => {
    assert.match(
      (await t.app.inject({ method: 'GET', url: '/?lang=hi' })).body,
      /class="hero__dates">३१\u00a0अगस्त, रविवार – १\u00a0सितंबर\u00a0२०२५, सोमवार</,
    );
    assert.match(
      (await t.app.inject({ method: 'GET', url: '/?lang=en' })).body,
      /class="hero__dates">Sunday, August 31 – Monday, September 1, 2025</,
    );
  });
});

describe('translations missing from site.json', () => {
  const lines: string[] = [];
  const log = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(chunk.toString());
      done();
    },
  });
  const t = useTestApp({ site: { ...DEFAULT_SITE, city: { en: 'Jaipur' }, hosts: [{ hi: 'सुनीता' }] }, logStream: log });

  test('are shown in the other language, and listed in the log at start', async () => {
    const hindi = await t.app.inject({ method: 'GET', url: '/?lang=hi' });
    // Marked as the English it is written in (issue 45: a fallback reads in its own language and direction).
    assert.match(hindi.body, /class="hero__city"><span dir="ltr" lang="en-IN">Jaipur<\/span></);
    const english = await t.app.inject({ method: 'GET', url: '/?lang=en' });
    assert.match(english.body, /सुनीता/);
    const warning = lines
      .map((line) => JSON.parse(line) as { msg: string; missing?: string[] })
      .find((entry) => entry.missing);
    assert.deepEqual(warning?.missing, ['city (hi)', 'hosts[0] (en)']);
  });
});
