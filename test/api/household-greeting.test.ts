// A household is filed under one name ("Sharma family (Nana-Nani)") and greeted by another, in each language
// ("शर्मा परिवार", read as "आदरणीय शर्मा परिवार,"): guests read it on their page, in their messages and on their
// card; the couple's list keeps the name.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';

describe('a household’s greeting', () => {
  const t = useTestApp({
    signedIn: true,
    site: { ...guestListSite(), couple: { first: { en: 'Ananya', hi: 'अनन्या' }, second: { en: 'Rohan', hi: 'रोहन' } } },
    publicUrl: 'https://wedding.example.com',
  });
  const admin = t.asCouple;

  test('is what guests read, in their language; the couple’s list keeps the name it is filed under', async () => {
    const household = await t.addHousehold(
      householdNamed('Sharma family (Nana-Nani)', ['Kamla Sharma'], ['mehendi-ceremony'], {
        language: 'hi',
        greeting: { en: 'the Sharma family', hi: 'शर्मा परिवार' },
      }),
    );
    assert.equal(household.name, 'Sharma family (Nana-Nani)');
    assert.deepEqual(household.greeting, { en: 'the Sharma family', hi: 'शर्मा परिवार' });

    assert.equal((await t.invitation(household.token)).household.name, 'शर्मा परिवार');
    assert.equal((await t.invitation(household.token, '?lang=en')).household.name, 'the Sharma family');
    const page = await t.app.inject({ method: 'GET', url: `/i/${household.token}` });
    assert.match(page.body, /आदरणीय <bdi>शर्मा परिवार<\/bdi>/);
    assert.doesNotMatch(page.body, /Nana-Nani/);

    // Its card is in its language: the couple's names and the sentence in Hindi too.
    const cards = await admin('GET', '/admin/print/cards');
    const card = /<article class="card"><div lang="hi">[\s\S]*?<\/article>/.exec(cards.body)?.[0] ?? '';
    assert.match(card, /<h2 class="card__household">शर्मा परिवार<\/h2>/);
    assert.match(card, /<p class="card__couple">अनन्या &amp; रोहन<\/p>/);
    assert.match(card, /कोड स्कैन करें/);
  });

  test('left out, the household is greeted by its name; given in one language, that one serves both', async () => {
    const created = await admin('POST', '/api/admin/households', {
      name: 'Kapoor family',
      members: [{ name: 'Neha Kapoor' }],
      events: ['mehendi-ceremony'],
    });
    const household = created.json() as Household;
    assert.deepEqual(household.greeting, {});
    const view = async () => (await t.invitation(household.token, '?lang=hi')).household.name;
    assert.equal(await view(), 'Kapoor family');
    const patched = await admin('PATCH', `/api/admin/households/${household.id}`, { greeting: { en: 'the Kapoors' } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(await view(), 'the Kapoors');
  });
});

describe('greetings in the guest-list sheet', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  test('are read from Greeting columns, said in the preview when they change, and written back by the export', async () => {
    const first = await t.importSheet(
      'Household,Name,Greeting,Greeting (Hindi)\nSharma family (Nana-Nani),Kamla Sharma,the Sharma family,शर्मा परिवार\n',
    );
    assert.equal(first.statusCode, 200, first.body);
    const households = (await t.asCouple('GET', '/api/admin/households')).json() as Household[];
    assert.deepEqual(households[0]?.greeting, { en: 'the Sharma family', hi: 'शर्मा परिवार' });

    const preview = await t.importSheet(
      'Household,Name,संबोधन\nSharma family (Nana-Nani),Kamla Sharma,शर्मा जी का परिवार\n',
      { dryRun: true },
    );
    assert.deepEqual((preview.json() as { changes: Array<{ changes: string[] }> }).changes[0]?.changes, [
      'Hindi greeting शर्मा परिवार → शर्मा जी का परिवार',
    ]);

    const sheet = (await t.asCouple('GET', '/api/admin/households.csv')).body;
    assert.match(sheet, /,Greeting \(English\),Greeting \(Hindi\),Side,Groups,Travelling,Link,Status,/);
    assert.match(sheet, /,the Sharma family,शर्मा परिवार,/);
  });
});
