// A household's own page, /i/<token>: greeted by name, only its events, never indexed, never naming it in previews.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import type { PageData } from '../../shared/page-data';
import { useTestApp } from '../helpers/app';
import { guestListSite, PRIVATE_EVENT_TITLE } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';

const has = (html: string, text: string) => assert.ok(html.includes(text), `the page has ${JSON.stringify(text)}`);
// What the page shows, without its data for the script, which holds every text of the page's language (web/i18n).
const shown = (html: string) => html.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
const hasNot = (html: string, text: string) =>
  assert.ok(!shown(html).includes(text), `the page has no ${JSON.stringify(text)}`);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function pageDataOf(html: string): PageData {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(json, 'the page carries its data');
  return JSON.parse(json) as PageData;
}

/** Each person of a household's stored answer: name, the two functions, meal and needs. */
const answered = (household: Household) =>
  household.response?.people.map((p) => [
    p.name,
    p.events['mehendi-ceremony'],
    p.events['jaimaal-wedding-ceremony'],
    p.meal,
    p.dietaryRestrictions,
  ]);

describe("a household's own page", () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  /** The household's form as a browser without the script posts it. */
  const postWithoutScript = (token: string, fields: Record<string, string> | URLSearchParams) =>
    t.app.inject({
      method: 'POST',
      url: `/i/${token}`,
      headers: FORM,
      payload: new URLSearchParams(fields).toString(),
    });
  let sharmas: Household;
  let kapoors: Household;

  test('greets the household by name and shows only the events it is invited to', async () => {
    sharmas = await t.addHousehold({
      name: 'Sharma family',
      members: [{ name: 'Rajesh Sharma' }, { name: 'Aarav Sharma', child: true }],
      events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
      plusOnes: 1,
    });
    kapoors = await t.addHousehold({ name: 'Kapoor family', members: [{ name: 'Meera Kapoor' }], events: ['sagan'] });
    const response = await t.app.inject({ method: 'GET', url: `/i/${sharmas.token}` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['x-robots-tag'], 'noindex, nofollow');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.equal(response.headers['cache-control'], 'no-store');
    const html = response.body;
    // The name in a <bdi>: on a page of the other direction it keeps its own order.
    has(html, 'Dear <bdi>Sharma family</bdi>,');
    has(html, 'Mehendi Ceremony');
    has(html, 'Jaimaal &amp; Wedding Ceremony');
    // Not invited to these: not in the HTML, not in the page data.
    hasNot(html, 'Haldi Ceremony');
    hasNot(html, 'Sagan &amp; Cocktail');
    hasNot(html, 'Sagan & Cocktail');
    // Nor the venue only the private event is at.
    hasNot(html, 'The Cyber Greens Club');
    has(html, '<meta name="robots" content="noindex">');
    // The link preview and the title are the open invitation's: no household's name.
    const head = html.slice(0, html.indexOf('</head>'));
    hasNot(head, 'Sharma');
    const data = pageDataOf(html);
    assert.equal(data.invitation?.view.household.name, 'Sharma family');
    assert.deepEqual(
      data.site.days.flatMap((d) => d.events.map((e) => e.title)),
      ['Mehendi Ceremony', 'Jaimaal & Wedding Ceremony'],
    );
    // Its own script: the household's form, not the open one.
    assert.match(html, /<meta name="app-entry" content="\/assets\/personal-[A-Z0-9]+\.js">/);
    // A form for each person and event that the browser can post without the script.
    assert.match(html, /<form[^>]*action="\/i\/[A-Za-z0-9_-]+#rsvp"/);
    has(html, `name="p0.e.mehendi-ceremony"`);
    has(html, `name="p2.name"`);

    const invited = (await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}` })).body;
    has(invited, PRIVATE_EVENT_TITLE.replace('&', '&amp;'));
    hasNot(invited, 'Mehendi');
  });

  test('opening the page marks the household as opened', async () => {
    const household = await t.household(sharmas.id);
    assert.equal(household.status, 'opened');
  });

  test('an unknown token gets the ordinary not-found page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/i/AAAAAAAAAAAAAAAAAAAAAA' });
    assert.equal(response.statusCode, 404);
    has(response.body, 'Page not found');
    hasNot(response.body, 'Dear ');
  });

  test('without the script, the form posts the answer: a missing choice comes back as chosen, then the answer is stored and shown', async () => {
    const url = `/i/${sharmas.token}`;
    const [rajesh] = sharmas.members;
    const partial = new URLSearchParams({
      'p0.e.mehendi-ceremony': 'yes',
      'p0.e.jaimaal-wedding-ceremony': 'no',
      'p0.meal': 'Jain',
      'p0.note': 'No onion',
      'p1.e.mehendi-ceremony': 'yes',
    });
    const incomplete = await t.app.inject({ method: 'POST', url, headers: FORM, payload: partial.toString() });
    assert.equal(incomplete.statusCode, 400);
    has(incomplete.body, 'Please choose coming or not coming for everyone, for each celebration.');
    const chosen = incomplete.body.match(/<input[^>]*name="p0\.e\.mehendi-ceremony"[^>]*>/g) ?? [];
    assert.deepEqual(
      chosen.map((input) => [/value="(\w+)"/.exec(input)?.[1], input.includes('checked=""')]),
      [
        ['yes', true],
        ['no', false],
      ],
    );
    has(incomplete.body, 'value="No onion"');
    assert.equal((t.db.prepare('SELECT count(*) AS n FROM household_responses').get() as { n: number }).n, 0);

    partial.set('p1.e.jaimaal-wedding-ceremony', 'yes');
    partial.set('p2.name', 'Kiran Rao');
    partial.set('p2.e.mehendi-ceremony', 'no');
    partial.set('p2.e.jaimaal-wedding-ceremony', 'yes');
    partial.set('message', 'See you there!');
    const complete = await t.app.inject({ method: 'POST', url, headers: FORM, payload: partial.toString() });
    assert.equal(complete.statusCode, 200, complete.body.slice(0, 300));
    has(complete.body, 'Your answer');
    has(complete.body, 'Kiran Rao');
    const stored = await t.household(sharmas.id);
    assert.deepEqual(answered(stored), [
      [rajesh?.name, true, false, 'Jain', 'No onion'],
      ['Aarav Sharma', true, true, null, null],
      ['Kiran Rao', false, true, null, null],
    ]);
    assert.equal(stored.response?.message, 'See you there!');
    // The page shows the stored answer from now on.
    has((await t.app.inject({ method: 'GET', url })).body, 'Change our answer');
  });

  test('without the script, one meal chosen for everyone and "We are all coming to everything" answer for all; a meal chosen for one person stays theirs', async () => {
    const guptas = await t.addHousehold({
      name: 'Gupta family',
      members: [{ name: 'Anil Gupta' }, { name: 'Rekha Gupta' }, { name: 'Dadi Gupta' }],
      events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
    });
    const posted = new URLSearchParams({ 'everyone.meal': 'Vegetarian', 'p2.meal': 'Jain', everyone: 'yes' });
    const response = await postWithoutScript(guptas.token, posted);
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    assert.deepEqual(answered(await t.household(guptas.id)), [
      ['Anil Gupta', true, true, 'Vegetarian', null],
      ['Rekha Gupta', true, true, 'Vegetarian', null],
      ['Dadi Gupta', true, true, 'Jain', null],
    ]);
  });

  test('without the script, "We are all coming to everything" fills only what the family left open: a person\'s "Not coming" stays theirs, and the thank-you says so', async () => {
    const guptas = await t.addHousehold({
      name: 'Rohit Gupta family',
      members: [{ name: 'Rohit Gupta' }, { name: 'Seema Gupta' }],
      events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
    });
    const posted = new URLSearchParams({
      'p0.e.mehendi-ceremony': 'no',
      'p0.e.jaimaal-wedding-ceremony': 'no',
      everyone: 'yes',
    });
    const response = await postWithoutScript(guptas.token, posted);
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    const stored = await t.household(guptas.id);
    assert.deepEqual(
      stored.response?.people.map((p) => [p.name, p.events['mehendi-ceremony'], p.events['jaimaal-wedding-ceremony']]),
      [
        ['Rohit Gupta', false, false],
        ['Seema Gupta', true, true],
      ],
    );
    const rohit = response.body.slice(response.body.indexOf('<strong>Rohit Gupta</strong>'));
    assert.match(rohit.slice(0, rohit.indexOf('</ul>')).replaceAll('<!-- -->', ''), /Mehendi Ceremony: not coming/);
  });

  test('"Change our answer" is a form of its own that opens the form as the family answered it, without the script', async () => {
    const bedis = await t.addHousehold(householdNamed('Bedi family', ['Harpreet Bedi'], ['mehendi-ceremony']));
    const answered = await postWithoutScript(bedis.token, { 'p0.e.mehendi-ceremony': 'no' });
    assert.equal(answered.statusCode, 200);
    const change =
      /<form action="([^"#]+)#rsvp" method="get"><input type="hidden" name="change" value="1"\/><button type="submit" class="button button--outline">Change our answer<\/button>/.exec(
        shown(answered.body),
      );
    assert.ok(change?.[1], 'the summary has a form that opens the answer');
    const opened = await t.app.inject({ method: 'GET', url: `${change[1]}?change=1` });
    const form = shown(opened.body);
    has(form, `action="/i/${bedis.token}#rsvp" method="post"`);
    assert.match(form, /<input type="radio" name="p0\.e\.mehendi-ceremony" checked="" value="no"\/>/, 'as answered');
  });

  test('a family changing its answer: "We are all coming" replaces what it said before, not what it chose this time', async () => {
    const joshis = await t.addHousehold(
      householdNamed('Joshi family', ['Mohan Joshi', 'Gita Joshi'], ['mehendi-ceremony']),
    );
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/i/${joshis.token}`,
        headers: FORM,
        payload: new URLSearchParams(fields).toString(),
      });
    assert.equal((await post({ everyone: 'no' })).statusCode, 200);
    // The form is drawn with the stored answer, so the browser posts it back: Mohan's "no" as stored, Gita's changed.
    const changed = await post({
      'p0.e.mehendi-ceremony': 'no',
      'p1.e.mehendi-ceremony': 'yes',
      everyone: 'yes',
    });
    assert.equal(changed.statusCode, 200);
    const stored = await t.household(joshis.id);
    assert.deepEqual(
      stored.response?.people.map((p) => p.events['mehendi-ceremony']),
      [true, true],
    );
    // And a choice changed on this visit stays, whatever the quick answer says.
    await post({ 'p0.e.mehendi-ceremony': 'no', 'p1.e.mehendi-ceremony': 'yes', everyone: 'no' });
    const again = await t.household(joshis.id);
    assert.deepEqual(
      again.response?.people.map((p) => p.events['mehendi-ceremony']),
      [false, false],
      'both were yes before; Mohan chose no on this visit, and the quick answer made Gita no',
    );
  });

  test('without the script, a meal for everyone the couple does not offer is not taken', async () => {
    const bose = await t.addHousehold(householdNamed('Bose family', ['Tapan Bose'], ['mehendi-ceremony']));
    const posted = new URLSearchParams({ 'everyone.meal': 'Caviar', everyone: 'yes' });
    const response = await postWithoutScript(bose.token, posted);
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    const stored = await t.household(bose.id);
    assert.deepEqual(
      stored.response?.people.map((p) => [p.events['mehendi-ceremony'], p.meal]),
      [[true, null]],
    );
  });

  test('a post from another site is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/i/${kapoors.token}`,
      headers: { ...FORM, 'sec-fetch-site': 'cross-site' },
      payload: 'p0.e.sagan=yes',
    });
    assert.equal(response.statusCode, 403);
  });
});

describe("a household's own page after the deadline", () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ closesAt: '2020-01-01T00:00:00+05:30' }) });
  test('shows the answer read-only, with whom to contact; a posted form is refused', async () => {
    const household = await t.addHousehold(householdNamed('Iyer family', ['Kavya Iyer'], ['haldi-ceremony']));
    const page = (await t.app.inject({ method: 'GET', url: `/i/${household.token}` })).body;
    has(page, 'Responses closed on <bdi>May 15, 2025</bdi>; please contact <bdi>Priya on +91 98765 43210</bdi>.');
    hasNot(page, '<form');
    const posted = await t.app.inject({
      method: 'POST',
      url: `/i/${household.token}`,
      headers: FORM,
      payload: 'p0.e.haldi-ceremony=yes',
    });
    assert.equal(posted.statusCode, 403);
    has(posted.body, 'Responses closed on <bdi>May 15, 2025</bdi>');
  });
});
