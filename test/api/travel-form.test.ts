// A household's journey told without the page's script (an old phone, a script that never came): the form posts to
// /i/<token>/travel, and the page comes back with the form as it was posted, and either what stopped it, in the
// family's language, or that it is saved. Nothing half told is stored.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import type { PageData } from '../../shared/page-data';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const pageDataOf = (html: string): PageData => {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(json, 'the page carries its data');
  return JSON.parse(json) as PageData;
};
const fieldValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name.replace(/\./g, '\\.')}"`).exec(html)?.[1];

/** Anil's train, as the form's fields hold it. */
const RAJDHANI = {
  date: '2025-08-30',
  time: '14:35',
  mode: 'train',
  number: '12951 Rajdhani',
  place: 'Jaipur Junction',
};
/** One way of one person's journey as the form names its fields: `<memberId>.arrive.time` and the like. */
const journeyFields = (memberId: number, way: 'arrive' | 'leave', fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [`${memberId}.${way}.${field}`, value]));

describe('the journey’s form without the script', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ askTravel: true }) });
  let kapoors: Household;
  const travelOf = async () => (await t.invitation(kapoors.token)).travel;
  const post = (fields: URLSearchParams | Record<string, string>, language?: 'hi') =>
    t.app.inject({
      method: 'POST',
      url: `/i/${kapoors.token}/travel`,
      headers: { ...FORM, ...(language && { cookie: `lang=${language}` }) },
      payload: new URLSearchParams(fields).toString(),
    });

  before(async () => {
    kapoors = await t.addHousehold(householdNamed('Kapoor family', ['Anil Kapoor', 'Sunita Kapoor'], []));
  });

  test('the journey’s words are in the page data of a household asked about its journey, and of no other page', async () => {
    const notAsked = pageDataOf((await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}` })).body);
    assert.equal(notAsked.texts.travel, undefined, 'a household not asked is not sent them');
    assert.equal(notAsked.texts.rsvpTitle, 'RSVP', 'but the rest of its words');
    const openPage = pageDataOf((await t.app.inject({ method: 'GET', url: '/' })).body);
    assert.equal(openPage.texts.travel, undefined, 'nor is the open page');
    const notFound = pageDataOf((await t.app.inject({ method: 'GET', url: '/no-such-page' })).body);
    assert.equal(notFound.texts.travel, undefined, 'nor the not-found page');
  });

  test('the page’s form posts to the journey’s own address, and opens there again', async () => {
    const marked = await t.asCouple('PUT', `/api/admin/households/${kapoors.id}/travelling`, { travelling: true });
    assert.equal(marked.statusCode, 200, marked.body);
    const page = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}` });
    assert.equal(pageDataOf(page.body).texts.travel?.title, 'Your journey', 'its words, from its language’s catalog');
    const hindi = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}?lang=hi` });
    assert.equal(pageDataOf(hindi.body).texts.travel?.title, 'आपकी यात्रा');
    const form = /<form class="travel__form"[^>]*>/.exec(page.body)?.[0];
    assert.equal(form, `<form class="travel__form" action="/i/${kapoors.token}/travel#journey" method="post">`);
    assert.ok(page.body.includes(`<section id="journey"`), 'the section is where the page opens');
  });

  test('a date without its time comes back as typed, with what to fix, and nothing is stored', async () => {
    const [anil] = kapoors.members;
    assert.ok(anil);
    const fields = new URLSearchParams({
      stay: 'arranged',
      together: 'on',
      ...journeyFields(anil.id, 'arrive', { ...RAJDHANI, time: '' }),
      [`${anil.id}.pickup`]: 'on',
      needs: 'A ground-floor room',
    });
    const half = await post(fields);
    assert.equal(half.statusCode, 400, half.body.slice(0, 300));
    assert.ok(half.body.includes('Please give both the date and the time of each journey'), 'says what to fix');
    assert.equal(fieldValue(half.body, `${anil.id}.arrive.number`), '12951 Rajdhani', 'keeps what was typed');
    assert.ok(half.body.includes('A ground-floor room</textarea>'));
    assert.equal(await travelOf(), null);

    // The same in Hindi, for a family that reads it.
    const hindi = await post(fields, 'hi');
    assert.equal(hindi.statusCode, 400);
    assert.ok(hindi.body.includes('कृपया हर यात्रा की तारीख़ और समय दोनों लिखें'));

    // A date an old browser let through as free text: asked again in a form it can read.
    fields.set(`${anil.id}.arrive.time`, '14:35');
    fields.set(`${anil.id}.arrive.date`, '30/08/2025');
    const unreadable = await post(fields);
    assert.equal(unreadable.statusCode, 400);
    assert.ok(unreadable.body.includes('Write dates like 2026-12-25'));
    assert.equal(await travelOf(), null);
  });

  test('a whole journey is stored for everyone travelling together, and the page says so', async () => {
    const [anil, sunita] = kapoors.members;
    assert.ok(anil && sunita);
    const saved = await post({
      stay: 'arranged',
      together: 'on',
      ...journeyFields(anil.id, 'arrive', RAJDHANI),
      ...journeyFields(anil.id, 'leave', { date: '', time: '', mode: 'train' }),
      [`${anil.id}.pickup`]: 'on',
      needs: 'A ground-floor room',
    });
    assert.equal(saved.statusCode, 200, saved.body.slice(0, 300));
    assert.ok(saved.body.includes('Thank you, we have your journey'));
    assert.equal(pageDataOf(saved.body).invitation?.travelReturned?.problem, null);
    const travel = await travelOf();
    assert.equal(travel?.needs, 'A ground-floor room');
    assert.deepEqual(
      travel?.people.map((person) => [person.memberId, person.arrive?.number, person.pickup, person.leave]),
      [
        [anil.id, '12951 Rajdhani', true, null],
        [sunita.id, '12951 Rajdhani', true, null],
      ],
    );
  });

  test('one journey each, ticked off without the script: the one drawn changes, the others keep theirs', async () => {
    const [anil, sunita] = kapoors.members;
    assert.ok(anil && sunita);
    // The page drew only Anil's fields (one journey for all); the family ticks "together" off and changes his time.
    const apart = await post({
      stay: 'arranged',
      ...journeyFields(anil.id, 'arrive', { ...RAJDHANI, time: '16:00' }),
      [`${anil.id}.pickup`]: 'on',
      needs: 'A ground-floor room',
    });
    assert.equal(apart.statusCode, 200, apart.body.slice(0, 300));
    const travel = await travelOf();
    assert.deepEqual(
      travel?.people.map((person) => [person.memberId, person.arrive?.time]),
      [
        [anil.id, '16:00'],
        [sunita.id, '14:35'],
      ],
    );
    // The page comes back with a journey for each of them.
    assert.equal(fieldValue(apart.body, `${sunita.id}.arrive.time`), '14:35');
  });

  test('a post without the stay or the needs (not this page’s form) keeps them as told', async () => {
    const bare = await post({});
    assert.equal(bare.statusCode, 200, bare.body.slice(0, 300));
    const travel = await travelOf();
    assert.deepEqual([travel?.stay, travel?.needs], ['arranged', 'A ground-floor room']);
  });

  test('the address the page came back on opens the household’s page, in the language asked for', async () => {
    const again = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}/travel?lang=hi` });
    assert.equal(again.statusCode, 303);
    assert.equal(again.headers.location, `/i/${kapoors.token}?lang=hi`);
  });

  test('a household not asked about its journey is told so, and nothing is stored', async () => {
    await t.asCouple('PUT', `/api/admin/households/${kapoors.id}/travelling`, { travelling: false });
    const before = await travelOf();
    const refused = await post({ stay: 'own' });
    assert.equal(refused.statusCode, 409);
    // Said on the page itself, not only in its data for the script.
    const shown = refused.body.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
    assert.ok(shown.includes('The family has not asked for your journey here'));
    assert.deepEqual(await travelOf(), before);
  });
});
