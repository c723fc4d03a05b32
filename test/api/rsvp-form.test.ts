// The RSVP form as the browser posts it without the page's script: POST / with a form body.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PageData } from '../../shared/page-data';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { useTestApp } from '../helpers/app';
import { postForm } from './calls';

const FORM = 'application/x-www-form-urlencoded';
const VALID_FORM = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  attending: 'yes',
  dietaryRestrictions: 'Vegetarian',
};

function pageDataOf(html: string): PageData {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(json, 'the page carries its data for the app');
  return JSON.parse(json) as PageData;
}

/** The value="" of the input with this name, as the page carries it (attribute-escaped). */
function inputValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input && /value="([^"]*)"/.exec(input)?.[1];
}

// The pages are 60 KB: a failure names the pattern, not the whole page.
const has = (html: string, pattern: RegExp) => assert.ok(pattern.test(html), `the page has ${pattern}`);
// What the page shows, without its data for the script, which holds every text of the page's language (web/i18n).
const shown = (html: string) => html.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
const hasNot = (html: string, pattern: RegExp, why = '') =>
  assert.ok(!pattern.test(shown(html)), `the page has no ${pattern} ${why}`);

describe('POST / (the RSVP form, posted without the script)', () => {
  const t = useTestApp();
  const count = () => (t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(t.app, '/', fields, headers);

  test('stores a valid answer and answers with the invitation in its thank-you view', async () => {
    const before = count();
    const response = await post(VALID_FORM);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    // It holds what the guest typed: no browser or proxy keeps it.
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(count(), before + 1);
    const html = response.body;
    has(html, /Thank You!/);
    has(html, /We&#x27;re looking forward to celebrating with you!/);
    has(html, /<dd>Asha Verma<\/dd>/);
    hasNot(html, /<form/, 'the thank-you view replaces the form');
    const data = pageDataOf(html);
    assert.ok(data.answer && 'stored' in data.answer);
    assert.equal(data.answer.stored.fullName, 'Asha Verma');
    // The guest's reference, never the row's number.
    const row = t.db
      .prepare(
        'SELECT id, full_name, email, attending, dietary_restrictions, reference FROM rsvps ORDER BY id DESC LIMIT 1',
      )
      .get() as Record<string, unknown>;
    assert.deepEqual(
      { ...row, id: undefined, reference: undefined },
      {
        id: undefined,
        reference: undefined,
        full_name: 'Asha Verma',
        email: 'asha@example.com',
        attending: 1,
        dietary_restrictions: 'Vegetarian',
      },
    );
    assert.equal(data.answer.stored.id, row.reference);
  });

  test('a decline is thanked without looking forward to seeing the guest', async () => {
    const response = await post({ ...VALID_FORM, attending: 'no' });
    assert.equal(response.statusCode, 200);
    has(response.body, /We&#x27;re sorry you can&#x27;t be with us/);
    hasNot(response.body, /looking forward/);
  });

  test("a form with mistakes comes back with status 400, the spec's messages and what was typed, and nothing is stored", async () => {
    const before = count();
    const typed = {
      fullName: '<img src=x onerror=alert(1)>',
      email: 'asha@',
      dietaryRestrictions: 'No "nuts" & no </textarea>',
    };
    const response = await post(typed);
    assert.equal(response.statusCode, 400);
    assert.equal(count(), before);
    const html = response.body;
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(form, /method="post"/);
    assert.match(form, /action="\/#rsvp"/);
    has(html, /Please enter a valid email address/);
    has(html, /Please select whether you will be attending/);
    hasNot(html, /Full name is required/, 'the name given is a name');
    // What was typed is back in the fields, escaped: it is text, never markup.
    assert.equal(inputValue(html, 'fullName'), '&lt;img src=x onerror=alert(1)&gt;');
    assert.equal(inputValue(html, 'email'), 'asha@');
    has(html, /<textarea[^>]*>No &quot;nuts&quot; &amp; no &lt;\/textarea&gt;<\/textarea>/);
    hasNot(html, /<img src=x/);
    has(html, /id="rsvp-email"[^>]*aria-invalid="true"/);
    const data = pageDataOf(html);
    assert.ok(data.answer && 'typed' in data.answer);
    assert.deepEqual(data.answer.typed, {
      fullName: typed.fullName,
      email: 'asha@',
      guestCount: 1,
      attending: '',
      dietaryRestrictions: typed.dietaryRestrictions,
      songRequest: '',
      meal: '',
    });
    assert.deepEqual(Object.keys(data.answer.errors).sort(), ['attending', 'email']);
  });

  test('an empty post is the empty form with the three messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/', headers: { 'content-type': FORM }, payload: '' });
    assert.equal(response.statusCode, 400);
    for (const message of [
      'Full name is required',
      'Please enter a valid email address',
      'Please select whether you will be attending',
    ]) {
      has(response.body, new RegExp(message));
    }
  });

  test('text longer than the server keeps is refused with a message that says how long it may be', async () => {
    const before = count();
    const response = await post({ ...VALID_FORM, dietaryRestrictions: 'x'.repeat(1001) });
    assert.equal(response.statusCode, 400);
    has(response.body, /Please shorten this to 1000 characters/);
    assert.equal(count(), before);
  });

  test('a filled honeypot is thanked like a guest and not stored', async () => {
    const before = count();
    const response = await post({ ...VALID_FORM, website: 'http://spam.example' });
    assert.equal(response.statusCode, 200);
    has(response.body, /Thank You!/);
    assert.equal(count(), before);
  });

  test('a post from another site is refused, and nothing is stored', async () => {
    const before = count();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const response = await post(VALID_FORM, headers);
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().error, 'cross-site-request');
    }
    const ownSite = await post(VALID_FORM, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' });
    assert.equal(ownSite.statusCode, 200);
    assert.equal(count(), before + 1);
  });

  test('takes only form bodies; the admin and the API still take only JSON', async () => {
    const before = count();
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(VALID_FORM),
    });
    assert.equal(asJson.statusCode, 415);
    const asText = await t.app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'text/plain' },
      payload: 'fullName=A',
    });
    assert.equal(asText.statusCode, 415);
    const body = new URLSearchParams(VALID_FORM).toString();
    for (const url of ['/api/rsvp', '/api/admin/login', '/api/admin/logout']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': FORM }, payload: body });
      assert.equal(response.statusCode, 415, `${url} refuses a form body`);
    }
    assert.equal(count(), before);
  });
});

describe('POST / when the site cannot take the answer', () => {
  describe('too many answers from one connection', () => {
    const t = useTestApp({ answerLimits: { perClient: 2, overall: 100 } });
    test('the third is the form again, as typed, with when to try again; the API counts against the same limit', async () => {
      const answer = () => postForm(t.app, '/', VALID_FORM);
      assert.equal((await answer()).statusCode, 200);
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/rsvp',
        payload: { fullName: 'Asha', email: 'asha@example.com', guestCount: 1, attending: true },
      });
      assert.equal(api.statusCode, 201);
      const refused = await answer();
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      has(
        refused.body,
        /role="alert"[^>]*>Too many answers from your connection just now\. Please try again in 10 minutes; nothing you typed is lost\./,
      );
      assert.equal(inputValue(refused.body, 'fullName'), 'Asha Verma');
      assert.equal((t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n, 2);
    });
  });

  describe('the site holds MAX_RSVPS already', () => {
    const t = useTestApp({ maxRsvps: 0 });
    test('the form comes back, as typed, saying so with status 503', async () => {
      const response = await postForm(t.app, '/', VALID_FORM);
      assert.equal(response.statusCode, 503);
      has(response.body, /This site cannot take more answers just now\. Please let the couple know directly\./);
      assert.equal(inputValue(response.body, 'email'), 'asha@example.com');
      has(response.body, /value="yes"[^>]*checked=""|checked=""[^>]*value="yes"/);
    });
  });

  describe("site.json's rsvp.askSongRequest", () => {
    const spec = useTestApp();
    const asked = useTestApp({ site: { ...DEFAULT_SITE, rsvp: { askSongRequest: true } } });
    test("off (the spec's default): the form has no song field", async () => {
      hasNot((await spec.app.inject({ method: 'GET', url: '/' })).body, /name="songRequest"/);
    });
    test('on: the form asks for a song, stores it, and says it was recorded', async () => {
      has(
        (await asked.app.inject({ method: 'GET', url: '/' })).body,
        /<label for="rsvp-songRequest">Song request \(optional\)<\/label>/,
      );
      const response = await postForm(asked.app, '/', { ...VALID_FORM, songRequest: ' Kajra Re ' });
      assert.equal(response.statusCode, 200);
      has(response.body, /<dt>Song request<\/dt><dd>Kajra Re<\/dd>/);
      const row = asked.db.prepare('SELECT song_request FROM rsvps ORDER BY id DESC LIMIT 1').get() as {
        song_request: string;
      };
      assert.equal(row.song_request, 'Kajra Re');
    });
    test('a song with control characters comes back with the message, and nothing is stored', async () => {
      const before = (asked.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n;
      const response = await postForm(asked.app, '/', { ...VALID_FORM, songRequest: 'Kajra\u0007Re' });
      assert.equal(response.statusCode, 400);
      has(response.body, /id="rsvp-songRequest-error"/);
      assert.equal((asked.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n, before);
    });
  });
});
