// The guest pages in Hindi, in Chromium on a phone: the switch and the remembered choice, a household's own language,
// the page without its script, an RSVP answered in Hindi, the Devanagari font, and axe in both languages.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Household, HouseholdInput } from '../../shared/guests/schemas';
import { adminCookie, createHousehold, listRsvps } from '../helpers/server-api';
import { REPO_ROOT } from '../helpers/spawn-server';
import { assertNoViolations } from './axe';
import {
  collectPageErrors,
  openHydrated,
  PHONE,
  skipWithoutBrowser,
  useBrowserAndServer,
  waitForHydration,
  withPage,
} from './browser';

// Screenshots of the hero in both languages, kept for a person to look at (the conjuncts, the matras).
const SCREENSHOTS = path.join(REPO_ROOT, 'test-results', 'hindi');
const dataDir = mkdtempSync(path.join(tmpdir(), 'wedding-hindi-e2e-'));

/** Whether the page has downloaded and uses the Devanagari face (the browser fetches it only for Devanagari text). */
const devanagariFontLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari' && face.status === 'loaded',
    );
  });

describe('the guest pages in Hindi, on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  let family: Household;

  before(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    cookie = await adminCookie(suite.server.url);
    // Conjuncts and a long family name: ज्ञ, क्ष, श्र, र्‍य (with a zero-width joiner), as families write them.
    const household: HouseholdInput = {
      name: 'श्रीवास्तव-क्षत्रिय परिवार',
      members: [{ name: 'ज्ञानेश्वरी श्रीवास्तव' }, { name: 'आर्‍यन' }],
      events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
      language: 'hi',
    };
    family = await createHousehold(suite.server.url, household, cookie);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the switch in the header changes the page to Hindi and back, by keyboard, and the choice is remembered', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await openHydrated(page, `${suite.server.url}/`);
      assert.equal(await page.getAttribute('html', 'lang'), 'en-IN');
      assert.equal(await devanagariFontLoaded(page), false, 'an English page downloads no Devanagari font');
      const toHindi = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' });
      assert.equal(await toHindi.getAttribute('lang'), 'hi', 'a screen reader reads the name in Hindi');
      await toHindi.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?lang=hi$/);
      assert.equal(await page.getAttribute('html', 'lang'), 'hi-IN');
      await page.getByRole('heading', { level: 1, name: /आप सादर आमंत्रित हैं/ }).waitFor();

      // Later, from the address with nothing in it: still Hindi, on this device.
      await page.goto(`${suite.server.url}/`);
      assert.equal(await page.getAttribute('html', 'lang'), 'hi-IN');
      await waitForHydration(page);
      assert.equal(
        await devanagariFontLoaded(page),
        true,
        'the Hindi page sets its text in the self-hosted Devanagari face',
      );
      await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
      await page.waitForURL(/\?lang=en$/);
      assert.equal(await page.getAttribute('html', 'lang'), 'en-IN');
      await page.goto(`${suite.server.url}/`);
      assert.equal(await page.getAttribute('html', 'lang'), 'en-IN');
      assert.deepEqual(errors, []);
    }));

  test('?lang=hi works without JavaScript', () =>
    withPage(suite.browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${suite.server.url}/?lang=hi`);
      assert.equal(await page.getAttribute('html', 'lang'), 'hi-IN');
      await page.getByText('कृपया 15 मई 2025 तक बताएँ कि आप पधारेंगे या नहीं').waitFor();
      await page.getByRole('button', { name: 'उत्तर भेजें' }).click();
      // The browser posted the form itself; the server answered with the Hindi page and its messages.
      await page.getByText('कृपया अपना पूरा नाम लिखें').waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'hi-IN');
    }));

  test("a household's link opens in its language from the guest list, conjuncts and all", () =>
    withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}${family.link}`);
      assert.equal(await page.getAttribute('html', 'lang'), 'hi-IN');
      await page.getByText('आदरणीय श्रीवास्तव-क्षत्रिय परिवार,', { exact: true }).waitFor();
      await page.locator('form.rsvp__form[data-script="running"]').waitFor();
      await page.getByRole('group', { name: 'ज्ञानेश्वरी श्रीवास्तव' }).waitFor();
      await page.getByRole('group', { name: 'आर्‍यन' }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'household-hero-390.png') });
      await page
        .locator('fieldset.person')
        .nth(1)
        .screenshot({ path: path.join(SCREENSHOTS, 'household-person-390.png') });
      await assertNoViolations(page);
      // Sent with a choice missing: the form says where, in Hindi.
      await page.getByRole('button', { name: 'हमारा उत्तर भेजें' }).click();
      assert.ok((await page.getByText('कृपया “आएँगे” या “नहीं आएँगे” चुनें').count()) > 0);
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    }));

  test('an RSVP answered in Hindi: Hindi validation messages, then stored, and thanked in Hindi', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/?lang=hi`);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'open-hero-hi-390.png') });
      await page.locator('form.rsvp__form[data-script="running"]').waitFor();
      await page.getByRole('button', { name: 'उत्तर भेजें' }).click();
      for (const message of ['कृपया अपना पूरा नाम लिखें', 'कृपया सही ईमेल पता लिखें', 'कृपया बताएँ कि आप पधारेंगे या नहीं']) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('name')),
        'fullName',
        'the first field to fix has the focus',
      );
      await assertNoViolations(page);
      await page.getByLabel('पूरा नाम *').fill('सरला देवी');
      await page.getByLabel('ईमेल पता *').fill('sarla@example.in');
      await page.getByText('सहर्ष स्वीकार', { exact: true }).click();
      await page.getByRole('button', { name: 'उत्तर भेजें' }).click();
      await page.getByRole('heading', { name: 'धन्यवाद!' }).waitFor();
      await page.getByText('आपके साथ यह उत्सव मनाने की हमें प्रतीक्षा रहेगी!').waitFor();
      assert.ok((await listRsvps(suite.server.url)).some((rsvp) => rsvp.fullName === 'सरला देवी' && rsvp.attending));
      assert.deepEqual(errors, []);
    }));

  test("a refused answer's toast speaks Hindi too: title, the reason in the page's words, the close button", () =>
    withPage(suite.browser, PHONE, async (page) => {
      await page.route('**/api/rsvp', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'storage-unavailable', message: 'The disk is full.' }),
        }),
      );
      await page.goto(`${suite.server.url}/?lang=hi`);
      await page.locator('form.rsvp__form[data-script="running"]').waitFor();
      await page.getByLabel('पूरा नाम *').fill('कमला देवी');
      await page.getByLabel('ईमेल पता *').fill('kamla@example.in');
      await page.getByText('सखेद अस्वीकार', { exact: true }).click();
      await page.getByRole('button', { name: 'उत्तर भेजें' }).click();
      const toast = page.locator('.toast');
      await toast.locator('.toast__title', { hasText: 'उत्तर नहीं भेजा जा सका' }).waitFor();
      await toast
        .locator('.toast__description', {
          hasText: 'अभी आपका उत्तर सहेजा नहीं जा सका। कृपया थोड़ी देर बाद फिर से भेजें; आपका लिखा यहीं रहेगा।',
        })
        .waitFor();
      assert.equal(await page.getByText('The disk is full.').count(), 0);
      await page.getByRole('button', { name: 'बंद करें' }).first().click();
      assert.equal(await page.getByLabel('पूरा नाम *').inputValue(), 'कमला देवी', 'what was typed stays');
    }));

  test('at 320 px the header holds the names, the switch and the menu button on one line, in both languages', async () => {
    for (const language of ['en', 'hi']) {
      await withPage(suite.browser, { ...PHONE, viewport: { width: 320, height: 640 } }, async (page) => {
        await page.goto(`${suite.server.url}/?lang=${language}`);
        const brand = await page.locator('.site-header__brand').boundingBox();
        const lineHeight = await page
          .locator('.site-header__brand')
          .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 30);
        assert.ok(
          brand && brand.height <= lineHeight * 1.5,
          `${language}: the names take one line (${brand?.height} px)`,
        );
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth),
          320,
          `${language}: nothing sticks out`,
        );
      });
    }
  });

  test('axe finds nothing on either language, and the English hero is kept for comparison', async () => {
    for (const [language, file] of [
      ['en', 'open-hero-en-390.png'],
      ['hi', null],
    ] as const) {
      await withPage(suite.browser, PHONE, async (page) => {
        await page.goto(`${suite.server.url}/?lang=${language}`, { waitUntil: 'networkidle' });
        if (file) await page.screenshot({ path: path.join(SCREENSHOTS, file) });
        await assertNoViolations(page);
      });
    }
  });
});
