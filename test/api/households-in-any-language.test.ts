// A household reads the wedding in any language of the registry, not English and Hindi alone: a Tamil family is kept
// in Tamil and greeted in it, from the admin's form or from a sheet that says "தமிழ்"; a Bengali family reads the
// couple's update in Bengali. A language the wedding does not offer (yet) is kept, and the page is in its default.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';

const pageLanguage = (body: string) => /^<!doctype html><html lang="([\w-]+)"/.exec(body)?.[1]?.split('-')[0];

describe('a Tamil household, in a wedding shown in English, Hindi and Tamil', () => {
  const t = useTestApp({ signedIn: true, site: { ...guestListSite(), languages: ['en', 'hi', 'ta'] } });
  const admin = t.asCouple;

  test('is added through the API in Tamil with a Tamil greeting, and its page greets it in Tamil', async () => {
    const household = await t.addHousehold(
      householdNamed('Subramaniam family (Chennai)', ['Lakshmi Subramaniam'], ['mehendi-ceremony'], {
        language: 'ta',
        greeting: { ta: 'சுப்பிரமணியம் குடும்பம்', en: 'the Subramaniams', hi: null },
      }),
    );
    assert.equal(household.language, 'ta');
    assert.deepEqual(household.greeting, { en: 'the Subramaniams', ta: 'சுப்பிரமணியம் குடும்பம்' });

    const page = await t.app.inject({ method: 'GET', url: `/i/${household.token}` });
    assert.equal(pageLanguage(page.body), 'ta');
    assert.equal((await t.invitation(household.token)).household.name, 'சுப்பிரமணியம் குடும்பம்');
    assert.equal((await t.invitation(household.token, '?lang=en')).household.name, 'the Subramaniams');
    // No Hindi greeting: the wedding's default language's serves.
    assert.equal((await t.invitation(household.token, '?lang=hi')).household.name, 'the Subramaniams');

    // A patch keeps the languages it does not name, and takes away the one it gives as null.
    const patched = await admin('PATCH', `/api/admin/households/${household.id}`, { greeting: { en: null } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual((patched.json() as Household).greeting, { ta: 'சுப்பிரமணியம் குடும்பம்' });
    const audit = (await admin('GET', '/api/admin/audit')).json() as Array<{ changes?: string[] }>;
    assert.ok(audit[0]?.changes?.includes('English greeting the Subramaniams → none'), JSON.stringify(audit[0]));
  });

  test('the admin gets the wedding’s languages, its default first, named from the registry', async () => {
    const { languages } = (await admin('GET', '/api/admin/events')).json() as {
      languages: Array<{ code: string; own: string; name: string; timeTag: string; offered: boolean }>;
    };
    assert.deepEqual(
      languages.filter((one) => one.offered),
      [
        { code: 'en', own: 'English', name: 'English', timeTag: 'en-IN', offered: true },
        { code: 'hi', own: 'हिन्दी', name: 'Hindi', timeTag: 'hi-IN-u-hc-h23', offered: true },
        { code: 'ta', own: 'தமிழ்', name: 'Tamil', timeTag: 'ta-IN-u-hc-h23', offered: true },
      ],
    );
    // Every other language of the registry after them, for a household that reads one the wedding does not offer.
    assert.ok(languages.some((one) => one.code === 'bn' && !one.offered));
  });

  test('a language the registry does not have is refused, naming the field', async () => {
    const refused = await admin('POST', '/api/admin/households', {
      name: 'Klingon family',
      members: [{ name: 'Worf' }],
      events: [],
      language: 'tlh',
    });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /^language: /);
  });

  test('is imported from a sheet that says "தமிழ்", exported as Tamil, and imported back unchanged', async () => {
    const first = await t.importSheet(
      [
        'Household,Name,Language,Greeting (Tamil),हिन्दी greeting',
        'Iyer family,Kavya Iyer,தமிழ்,ஐயர் குடும்பம்,अय्यर परिवार',
        'Iyer family,Suresh Iyer,,,',
        'Sen family,Rina Sen,bengali,,',
        'Verma family,Anil Verma,हिंदी,,',
      ].join('\n'),
    );
    assert.equal(first.statusCode, 200, first.body);
    const list = (await admin('GET', '/api/admin/households')).json() as Household[];
    const iyers = list.find((household) => household.name === 'Iyer family');
    assert.equal(iyers?.language, 'ta');
    assert.deepEqual(iyers?.greeting, { hi: 'अय्यर परिवार', ta: 'ஐயர் குடும்பம்' });
    assert.equal(list.find((household) => household.name === 'Sen family')?.language, 'bn');
    assert.equal(list.find((household) => household.name === 'Verma family')?.language, 'hi');

    const sheet = (await admin('GET', '/api/admin/households.csv')).body;
    const [header = '', ...rows] = sheet.replace(/^\uFEFF/, '').split('\r\n');
    // The wedding's languages each have their column; English ones are written by their English names.
    assert.match(header, /,Language,Notes,Greeting \(English\),Greeting \(Hindi\),Greeting \(Tamil\),Side,/);
    assert.ok(rows.some((row) => /^Iyer family,Kavya Iyer,.*,Tamil,,,अय्यर परिवार,ஐயர் குடும்பம்,both,/.test(row)));
    assert.ok(rows.some((row) => /^Sen family,Rina Sen,.*,Bengali,/.test(row)));

    const again = await t.importSheet(sheet, { dryRun: true });
    assert.equal(again.statusCode, 200, again.body);
    const plan = again.json();
    assert.deepEqual([plan.created, plan.updated, plan.changes], [0, 0, []]);
    assert.deepEqual(plan.errors, []);

    // The preview names a language as the reader knows it: by its English name, or in Hindi to a reader of Hindi.
    const toHindi = 'Household,Name,Language,Greeting (Tamil)\nIyer family,Kavya Iyer,Hindi,\n';
    assert.deepEqual((await t.importSheet(toHindi, { dryRun: true })).json().changes[0]?.changes.slice(-2), [
      'removes the Tamil greeting (ஐயர் குடும்பம்)',
      'language Tamil → Hindi',
    ]);
    assert.equal((await admin('PUT', '/api/admin/me/language', { language: 'hi' })).statusCode, 200);
    try {
      assert.deepEqual((await t.importSheet(toHindi, { dryRun: true })).json().changes[0]?.changes.slice(-2), [
        'तमिल संबोधन हटाता है (ஐயர் குடும்பம்)',
        'भाषा तमिल → हिन्दी',
      ]);
    } finally {
      await admin('PUT', '/api/admin/me/language', { language: 'en' });
    }
  });
});

describe('a household whose language the wedding does not offer', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('keeps its language, and its page is in the wedding’s default until the couple offers it', async () => {
    const household = await t.addHousehold(householdNamed('Nair family', ['Meera Nair'], [], { language: 'ml' }));
    assert.equal(household.language, 'ml');
    const page = await t.app.inject({ method: 'GET', url: `/i/${household.token}` });
    assert.equal(page.statusCode, 200);
    assert.equal(pageLanguage(page.body), 'en');
    assert.equal((await t.invitation(household.token)).household.language, 'ml');
  });
});

describe('a wedding in Tamil by default', () => {
  const t = useTestApp({
    signedIn: true,
    site: { ...guestListSite(), languages: ['en', 'ta'], defaultLanguage: 'ta' },
  });

  test('files a household added without a language, by hand or from a sheet, under Tamil', async () => {
    const created = await t.addHousehold({ name: 'Pillai family', members: [{ name: 'Arun Pillai' }], events: [] });
    assert.equal(created.language, 'ta');
    const imported = await t.importSheet('Household,Name\nMenon family,Asha Menon\n');
    assert.equal(imported.statusCode, 200, imported.body);
    const list = await t.asCouple('GET', '/api/admin/households');
    assert.deepEqual(
      (list.json() as Household[]).map((household) => household.language),
      ['ta', 'ta'],
    );
  });
});

describe('an update in Bengali', () => {
  const t = useTestApp({ signedIn: true, site: { ...guestListSite(), languages: ['en', 'bn'] } });
  const admin = t.asCouple;

  test('is what a Bengali household reads on its page; one the wedding has no words in is refused', async () => {
    const add = async (name: string, language: string) =>
      (
        await admin('POST', '/api/admin/households', {
          name,
          members: [{ name }],
          events: ['mehendi-ceremony'],
          language,
        })
      ).json() as Household;
    const sens = await add('Sen family', 'bn');
    const kapoors = await add('Kapoor family', 'en');
    const posted = await admin('POST', '/api/admin/updates', {
      text: { bn: 'মেহেন্দি এখন সন্ধ্যা ছটায়', en: 'The Mehendi is now at six', hi: '' },
    });
    assert.equal(posted.statusCode, 201, posted.body);
    const updates = (await admin('GET', '/api/admin/updates')).json() as Array<{ text: object }>;
    assert.deepEqual(updates[0]?.text, { en: 'The Mehendi is now at six', bn: 'মেহেন্দি এখন সন্ধ্যা ছটায়' });

    const page = await t.app.inject({ method: 'GET', url: `/i/${sens.token}` });
    assert.equal(pageLanguage(page.body), 'bn');
    const shown = page.body.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
    assert.match(shown, /<aside class="updates"[^>]*>.*মেহেন্দি এখন সন্ধ্যা ছটায়/s);
    assert.deepEqual(
      (await t.invitation(kapoors.token)).updates?.map((update) => update.text),
      ['The Mehendi is now at six'],
    );

    // Written in Bengali alone, the English household reads it in Bengali rather than nothing.
    await admin('POST', '/api/admin/updates', { text: { bn: 'বাস সাড়ে পাঁচটায় ছাড়বে' } });
    assert.equal((await t.invitation(kapoors.token)).updates?.[0]?.text, 'বাস সাড়ে পাঁচটায় ছাড়বে');

    const blank = await admin('POST', '/api/admin/updates', { text: { bn: ' ', hi: 'केवल हिंदी में' } });
    assert.equal(blank.statusCode, 400);
    assert.equal(
      blank.json().message,
      'text: write the update in one of the wedding’s languages at least (English, Bengali)',
    );
  });
});
