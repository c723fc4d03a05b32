// The common case in two taps: a family of four invited to five functions, all coming, picks one meal for everyone and
// answers with "We are all coming to everything" (English) or "हम सब सभी कार्यक्रमों में आ रहे हैं" (Hindi); a family
// that cannot come says so in one tap, with or without the page's script. Every tap the family makes is counted, on
// the slow phone of the guests' trials (400 kbit/s, 400 ms, a CPU four times slower).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import { collectPageErrors, PHONE, skipWithoutBrowser, slowPhone, useBrowserAndServer, withPage } from './browser';

const dataDir = dataDirWith(guestListSite());
const PUBLIC_FUNCTIONS = [
  'check-in',
  'mehendi-ceremony',
  'haldi-ceremony',
  'baaraat-departure',
  'jaimaal-wedding-ceremony',
];

/** Counts the family's taps and clicks on the page, by the page's own events. */
async function countTaps(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    (window as unknown as { taps: number }).taps = 0;
    document.addEventListener('click', () => {
      (window as unknown as { taps: number }).taps += 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { taps: number }).taps);
}

describe('a family answers in one tap', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  const family = async (name: string, language: 'en' | 'hi') => {
    const created = await fetch(`${suite.server.url}/api/admin/households`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        members: ['Dada', 'Dadi', 'Papa', 'Mummy'].map((who) => ({ name: `${who} ${name}` })),
        events: PUBLIC_FUNCTIONS,
        language,
      }),
    });
    assert.equal(created.status, 201);
    return (await created.json()) as Household;
  };
  const stored = async (household: Household) =>
    (
      (await (
        await fetch(`${suite.server.url}/api/admin/households/${household.id}`, { headers: { cookie } })
      ).json()) as Household
    ).response;

  before(async () => {
    cookie = await adminCookie(suite.server.url);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const [language, name, meal, button, saved, thanks] of [
    ['en', 'Mehta', 'Jain', 'We are all coming to everything', 'Change our answer', 'Thank you, we have your answer'],
    ['hi', 'Joshi', 'Jain', 'हम सब सभी कार्यक्रमों में आ रहे हैं', 'अपना उत्तर बदलें', 'धन्यवाद, हमें आपका उत्तर मिल गया है'],
  ] as const) {
    test(`four people, five functions, all coming, one meal for all: two taps from the open page to a stored answer, on a slow phone (${language})`, async () => {
      const household = await family(name, language);
      await withPage(suite.browser, PHONE, async (page) => {
        const errors = collectPageErrors(page);
        const fullSpeed = await slowPhone(page);
        await page.goto(`${suite.server.url}${household.link}`, { waitUntil: 'commit' });
        await page.locator('form.rsvp__form[data-script="running"]').waitFor();
        const taps = await countTaps(page);
        await page.locator('fieldset.rsvp__everyone').getByLabel(meal, { exact: true }).check();
        await page.getByRole('button', { name: button }).click();
        await page.getByRole('button', { name: saved }).waitFor();
        assert.ok((await taps()) <= 3, `${await taps()} taps`);
        assert.equal(await taps(), 2);
        // The thank-you, in the family's language, focused; the calendar entries of what they are coming to.
        const heading = page.getByRole('heading', { name: thanks });
        await heading.waitFor();
        assert.equal(await heading.evaluate((element) => element === document.activeElement), true);
        await fullSpeed();
        const entries = page.locator('.answer-summary__calendar li');
        assert.equal(await entries.count(), PUBLIC_FUNCTIONS.length);
        assert.match(
          (await entries.first().locator('a').first().getAttribute('href')) ?? '',
          /\/calendar\.ics\?event=check-in$/,
        );
        await assertNoViolations(page);
        assert.deepEqual(errors, []);
      });
      const response = await stored(household);
      assert.equal(response?.people.length, 4);
      for (const person of response?.people ?? []) {
        assert.deepEqual(person.events, Object.fromEntries(PUBLIC_FUNCTIONS.map((id) => [id, true])));
        assert.equal(person.meal, meal);
      }
    });
  }

  for (const [language, name, coming, notComing, messageLabel, message] of [
    ['en', 'Rao', 'Coming', 'Not coming', 'A message for the couple (optional)', 'See you at the mehendi!'],
    ['hi', 'Reddy', 'आएँगे', 'नहीं आएँगे', 'वर-वधू के लिए कोई संदेश (वैकल्पिक)', 'मेहंदी में मिलते हैं!'],
  ] as const) {
    test(`what the family taps and types before the script arrives is still there once it has taken over, on a slow phone (${language})`, async () => {
      const household = await family(name, language);
      await withPage(suite.browser, PHONE, async (page) => {
        await slowPhone(page);
        // The page's scripts are held back, as a slow network holds them, until the family has answered.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/assets/*.js', async (route) => {
          await held;
          await route.continue();
        });
        // Not 'domcontentloaded': that waits for the module scripts held back here.
        await page.goto(`${suite.server.url}${household.link}`, { waitUntil: 'commit' });
        await page.locator('fieldset.person').first().waitFor();
        const first = page.locator('fieldset.person').nth(0);
        const choice = (event: number, label: string) =>
          first.locator('fieldset.person__event').nth(event).getByLabel(label, { exact: true });
        await choice(0, coming).check();
        await choice(1, notComing).check();
        await first.locator('fieldset.person__meal').getByLabel('Vegetarian', { exact: true }).check();
        await page.getByLabel(messageLabel).fill(message);
        release();
        await page.locator('form.rsvp__form[data-script="running"]').waitFor();
        assert.equal(await choice(0, coming).isChecked(), true);
        assert.equal(await choice(1, notComing).isChecked(), true);
        assert.equal(
          await first.locator('fieldset.person__meal').getByLabel('Vegetarian', { exact: true }).isChecked(),
          true,
        );
        assert.equal(await page.getByLabel(messageLabel).inputValue(), message);
      });
    });
  }

  for (const [language, name, send, summary] of [
    ['en', 'Iyer', 'Send our answer', '20 answers are still missing'],
    ['hi', 'Pillai', 'हमारा उत्तर भेजें', '20 उत्तर अभी बाकी हैं'],
  ] as const) {
    test(`a choice missed: on the first tap, the first missing one is focused in view, and a summary says how many, on a slow phone (${language})`, async () => {
      const household = await family(name, language);
      await withPage(suite.browser, PHONE, async (page) => {
        const fullSpeed = await slowPhone(page);
        await page.goto(`${suite.server.url}${household.link}`, { waitUntil: 'commit' });
        await page.locator('form.rsvp__form[data-script="running"]').waitFor();
        await page.getByRole('button', { name: send }).click();
        await page.getByRole('alert').filter({ hasText: summary }).waitFor();
        const focused = page.locator('input:focus');
        assert.equal(await focused.getAttribute('aria-invalid'), 'true');
        assert.equal(await focused.getAttribute('name'), `p0.e.${PUBLIC_FUNCTIONS[0]}`);
        const inView = await focused.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        });
        assert.ok(inView, 'the first missing choice is on the screen');
        await fullSpeed();
        await assertNoViolations(page);
      });
      assert.equal(await stored(household), null, 'nothing was sent');
    });
  }

  test('Enter in a text field sends the form as it is, never the quick answer for everyone', async () => {
    const household = await family('Sen', 'en');
    await withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}${household.link}`);
      await page.locator('form.rsvp__form[data-script="running"]').waitFor();
      const first = page.locator('fieldset.person').nth(0);
      await first.locator('fieldset.person__event').nth(0).getByLabel('Not coming', { exact: true }).check();
      await first.getByLabel(/dietary/i).fill('Jain');
      await first.getByLabel(/dietary/i).press('Enter');
      await page.getByRole('alert').filter({ hasText: 'answers are still missing' }).waitFor();
    });
    assert.equal(await stored(household), null, 'nothing was sent, and no one was made to come');
  });

  test('without the script, "We cannot come" is one tap too, and is stored', async () => {
    const household = await family('Nair', 'en');
    await withPage(suite.browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${suite.server.url}${household.link}`);
      await page.getByRole('button', { name: 'We cannot come' }).click();
      await page.waitForLoadState('load');
    });
    const response = await stored(household);
    assert.equal(response?.people.length, 4);
    for (const person of response?.people ?? []) {
      assert.deepEqual(person.events, Object.fromEntries(PUBLIC_FUNCTIONS.map((id) => [id, false])));
    }
  });

  for (const order of ['own choices first', 'quick answers first'] as const)
    test(`a person's own "Not coming" and own meal survive "One meal for everyone" and "We are all coming", ${order}`, async () => {
      const household = await family(order === 'own choices first' ? 'Gupta' : 'Bansal', 'en');
      await withPage(suite.browser, PHONE, async (page) => {
        await page.goto(`${suite.server.url}${household.link}`);
        await page.locator('form.rsvp__form[data-script="running"]').waitFor();
        const dada = page.locator('fieldset.person').nth(0);
        const dadi = page.locator('fieldset.person').nth(1);
        const own = async () => {
          for (const at of [1, 2])
            await dada.locator('fieldset.person__event').nth(at).getByLabel('Not coming', { exact: true }).check();
          await dadi.locator('fieldset.person__meal').getByLabel('Jain', { exact: true }).check();
        };
        const everyoneMeal = page.locator('fieldset.rsvp__everyone').getByLabel('Vegetarian', { exact: true });
        if (order === 'own choices first') {
          await own();
          await everyoneMeal.check();
        } else {
          await everyoneMeal.check();
          await own();
        }
        assert.equal(
          await dadi.locator('fieldset.person__meal').getByLabel('Jain', { exact: true }).isChecked(),
          true,
          'her meal stays on the page',
        );
        await page.getByRole('button', { name: 'We are all coming to everything' }).click();
        const summary = page.locator('.answer-summary');
        await summary.waitFor();
        const dadaSays = await summary.locator(':scope > ul > li').nth(0).textContent();
        assert.match(dadaSays ?? '', /Mehendi Ceremony: not coming.*Haldi Ceremony: not coming/);
      });
      const people = (await stored(household))?.people ?? [];
      assert.deepEqual(
        people.map((person) => [person.events['mehendi-ceremony'], person.events['haldi-ceremony'], person.meal]),
        [
          [false, false, 'Vegetarian'],
          [true, true, 'Jain'],
          [true, true, 'Vegetarian'],
          [true, true, 'Vegetarian'],
        ],
      );
    });
});
