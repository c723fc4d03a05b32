// The calendar files as the server gives them, parsed with ical.js: the open one never holds a private function,
// a household's holds exactly its own, and the pages link to them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ICAL from 'ical.js';
import { DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

const summaries = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((component) => String(component.getFirstPropertyValue('summary')).split(' · ')[0]);

describe('calendar files', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('the open calendar has every public function and never the private one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/calendar.ics', headers: { host: 'wedding.example' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="ananya-rohan-wedding.ics"');
    assert.deepEqual(summaries(response.body), [
      'Check-in',
      'Mehendi Ceremony',
      'Haldi Ceremony',
      'Baaraat Departure',
      'Jaimaal & Wedding Ceremony',
    ]);
    assert.doesNotMatch(response.body, /Sagan|Cyber Greens/);
    assert.match(response.body, /\r\nURL:http:\/\/wedding\.example\/\r\n/);

    const privateOne = await t.app.inject({ method: 'GET', url: '/calendar.ics?event=sagan' });
    assert.equal(privateOne.statusCode, 404, 'asking for the private function by its id gets nothing either');
    assert.match(privateOne.json().message, /no calendar entry/);
  });

  test("a household's calendar has the functions it is invited to, the private one only when it is", async () => {
    const kapoors = await t.addHousehold({
      name: 'Kapoor family',
      members: [{ name: 'Meera Kapoor' }],
      events: ['sagan', 'haldi-ceremony'],
    });
    const sharmas = await t.addHousehold({
      name: 'Sharma family',
      members: [{ name: 'Rajesh Sharma' }],
      events: ['mehendi-ceremony'],
    });

    const theirs = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}/calendar.ics` });
    assert.equal(theirs.statusCode, 200);
    assert.equal(theirs.headers['cache-control'], 'private, no-store');
    assert.deepEqual(summaries(theirs.body), ['Sagan & Cocktail Party', 'Haldi Ceremony']);
    assert.match(
      theirs.body.replace(/\r\n /g, ''),
      new RegExp(`URL:http://[^\\r]+/i/${kapoors.token}\\r\\n`),
      "the entries lead back to the household's own page",
    );

    const one = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}/calendar.ics?event=sagan` });
    assert.deepEqual(summaries(one.body), ['Sagan & Cocktail Party']);

    const notInvited = await t.app.inject({ method: 'GET', url: `/i/${sharmas.token}/calendar.ics?event=sagan` });
    assert.equal(notInvited.statusCode, 404);
    const sharmaAll = await t.app.inject({ method: 'GET', url: `/i/${sharmas.token}/calendar.ics` });
    assert.deepEqual(summaries(sharmaAll.body), ['Mehendi Ceremony']);
  });

  test('a wrong link gets 404 and counts as a guess', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/i/not-a-real-token-at-all/calendar.ics' });
    assert.equal(response.statusCode, 404);
    assert.match(response.json().message, /no invitation at this link/);
  });

  test('the pages link to their own calendar, one entry per function and one for all', async () => {
    const open = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.match(open, /<a href="\/calendar\.ics" class="calendar-link">/);
    assert.match(open, /<a href="\/calendar\.ics\?event=mehendi-ceremony" class="calendar-link">Add to calendar/);
    assert.match(open, /href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&amp;text=Mehendi/);
    assert.doesNotMatch(open, /event=sagan/);

    const household = await t.addHousehold({
      name: 'Verma family',
      members: [{ name: 'Asha Verma' }],
      events: ['sagan'],
    });
    const page = (await t.app.inject({ method: 'GET', url: `/i/${household.token}` })).body;
    assert.ok(page.includes(`<a href="/i/${household.token}/calendar.ics?event=sagan" class="calendar-link">`));
  });
});

describe('calendar UIDs in either language', () => {
  const t = useTestApp({ site: DEFAULT_SITE_FILE });
  const uids = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((component) => String(component.getFirstPropertyValue('uid')));
  test('one UID per function, whatever the language: a guest who switches language does not get every function twice', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/calendar.ics?lang=en' });
    const hindi = await t.app.inject({ method: 'GET', url: '/calendar.ics?lang=hi' });
    assert.match(hindi.body, /SUMMARY:मेहंदी/);
    assert.deepEqual(uids(hindi.body), uids(english.body));
    assert.ok(uids(english.body).every((uid) => uid.endsWith('@ananya-rohan.wedding')));
  });
});
