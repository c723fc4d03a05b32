// A wedding in all eleven languages of the registry, in Chromium: a household of each language gets its page in its
// language (its tag, direction and script on <html>, its words, its dates in its own words and digits), answers with
// the script and without it and is thanked in its language, and the open form posted without the script thanks in it
// too. The Urdu page reads right to left. No page scrolls sideways at 320, 390 or 1280 px, the language switch open
// or closed, and axe finds nothing. One server and one browser; the languages in a loop.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { dateRange } from '../../shared/format';
import type { Household } from '../../shared/guests/schemas';
import { pageTexts } from '../../shared/i18n/by-language';
import { fill } from '../../shared/i18n/fill';
import { LANGUAGE_REGISTRY, type Language } from '../../shared/site/languages';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const site = { ...guestListSite(), languages: LANGUAGE_REGISTRY.map(({ code }) => code), digits: 'native' as const };
const dataDir = dataDirWith(site);
const NO_SCRIPT = { ...PHONE, javaScriptEnabled: false };
const WIDTHS = [320, 390, 1280];

/** Whether the page is wider than the screen at any of the widths: what a guest would have to scroll sideways. */
async function widerThanTheScreen(page: Page): Promise<string[]> {
  const wider: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wider.push(`${width} px: ${scrollWidth} px wide`);
  }
  return wider;
}

describe('every language of the registry, in a browser', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  /** A household that reads `language`, invited to one function; its name in Latin letters, as many are written. */
  const household = async (language: Language, name: string): Promise<Household> => {
    const created = await fetch(`${suite.server.url}/api/admin/households`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name, members: [{ name: `${name} Dadi` }], events: ['mehendi-ceremony'], language }),
    });
    const body = await created.text();
    assert.equal(created.status, 201, body);
    return JSON.parse(body) as Household;
  };
  const stored = async (family: Household) =>
    (
      (await (
        await fetch(`${suite.server.url}/api/admin/households/${family.id}`, { headers: { cookie } })
      ).json()) as Household
    ).response;

  before(async () => {
    cookie = await adminCookie(suite.server.url);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a household of each language reads its page in it, answers with the script, and is thanked in it', async () => {
    for (const { code, tag, dir, script } of LANGUAGE_REGISTRY) {
      const texts = pageTexts(code, site.digits);
      const family = await household(code, `Khan family ${code}`);
      await withPage(suite.browser, PHONE, async (page) => {
        const errors = collectPageErrors(page);
        await page.goto(`${suite.server.url}${family.link}`);
        const html = page.locator('html');
        assert.deepEqual(
          [await html.getAttribute('lang'), await html.getAttribute('dir'), await html.getAttribute('data-script')],
          [tag, dir, script],
          code,
        );
        await page.getByRole('heading', { name: texts.itineraryTitle, exact: true }).waitFor();
        assert.equal(
          await page.locator('.hero__dates').textContent(),
          dateRange(site.startDate, site.endDate, texts),
          `${code}: the dates in its words and digits`,
        );
        // The name, in another script than the sentence, keeps its own order in it.
        const greeting = page.locator('.hero__greeting');
        assert.equal(await greeting.textContent(), fill(texts.greeting, { household: family.name }), code);
        assert.equal(await greeting.locator('bdi').textContent(), family.name, code);
        await page.locator('form.rsvp__form[data-script="running"]').waitFor();
        await assertNoViolations(page);

        await page.getByRole('button', { name: texts.everyoneNotComing, exact: true }).click();
        await page.getByRole('heading', { name: texts.thanksHousehold, exact: true }).waitFor();
        assert.deepEqual(errors, [], code);
      });
      const answer = await stored(family);
      assert.deepEqual(
        answer?.people.map((person) => person.events),
        [{ 'mehendi-ceremony': false }],
        code,
      );
    }
  });

  test('without the script, a household of each language answers on its page, and the open form thanks in it', async () => {
    for (const { code, tag } of LANGUAGE_REGISTRY) {
      const texts = pageTexts(code, site.digits);
      const family = await household(code, `Begum family ${code}`);
      await withPage(suite.browser, NO_SCRIPT, async (page) => {
        await page.goto(`${suite.server.url}${family.link}`);
        assert.equal(await page.getAttribute('html', 'lang'), tag);
        await page.getByRole('button', { name: texts.everyoneNotComing, exact: true }).click();
        // The browser posted the form itself; the server answered with the page, thanking the family as the script
        // does, and the answer on it.
        await page.getByRole('heading', { level: 3, name: texts.thanksHousehold, exact: true }).waitFor();
        assert.equal(await page.getAttribute('html', 'lang'), tag, code);

        await page.goto(`${suite.server.url}/?lang=${code}`);
        await page.getByLabel(texts.fullNameLabel, { exact: true }).fill(`Guest ${code}`);
        await page.getByLabel(texts.emailLabel, { exact: true }).fill(`guest-${code}@example.com`);
        await page.getByLabel(texts.accept, { exact: true }).check();
        await page.getByRole('button', { name: texts.submit, exact: true }).click();
        await page.getByRole('heading', { name: texts.thankYou, exact: true }).waitFor();
        assert.equal(await page.getAttribute('html', 'lang'), tag, code);
      });
      assert.deepEqual((await stored(family))?.people[0]?.events, { 'mehendi-ceremony': false }, code);
    }
  });

  test('no page scrolls sideways at 320, 390 or 1280 px, the language switch closed or open', async () => {
    const family = await household('en', 'Subramanian-Krishnaswamy family');
    for (const { code } of LANGUAGE_REGISTRY) {
      const texts = pageTexts(code, site.digits);
      await withPage(suite.browser, PHONE, async (page) => {
        for (const address of [`${family.link}?lang=${code}`, `/?lang=${code}`, `/no-such-page?lang=${code}`]) {
          await page.goto(`${suite.server.url}${address}`);
          assert.deepEqual(await widerThanTheScreen(page), [], `${code}: ${address}`);
        }
        await page.goto(`${suite.server.url}/?lang=${code}`);
        const languages = page.getByRole('navigation', { name: texts.switchLanguage, exact: true });
        await languages.locator('summary').click();
        assert.equal(await languages.getByRole('link').count(), LANGUAGE_REGISTRY.length, code);
        assert.deepEqual(await widerThanTheScreen(page), [], `${code}: the switch open`);
      });
    }
  });

  test('the switch opens by keyboard, names each language in itself, marks the page’s own, and passes axe open', async () => {
    await withPage(suite.browser, { ...PHONE, viewport: { width: 320, height: 640 } }, async (page) => {
      const errors = collectPageErrors(page);
      const urdu = pageTexts('ur', site.digits);
      await page.goto(`${suite.server.url}/?lang=ur`);
      await page.locator('form.rsvp__form[data-script="running"]').waitFor();
      const languages = page.getByRole('navigation', { name: urdu.switchLanguage, exact: true });
      const summary = languages.locator('summary');
      assert.equal(await summary.textContent(), 'اردو');
      await summary.focus();
      await page.keyboard.press('Enter');
      for (const { code, name } of LANGUAGE_REGISTRY) {
        const link = languages.getByRole('link', { name, exact: true });
        assert.equal(await link.getAttribute('lang'), code);
        assert.equal(await link.getAttribute('aria-current'), code === 'ur' ? 'page' : null, code);
        const box = await link.boundingBox();
        assert.ok(box && box.height >= 48 && box.x >= 0 && box.x + box.width <= 320, `${code}: ${JSON.stringify(box)}`);
      }
      await assertNoViolations(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?lang=en$/);
      assert.equal(await page.getAttribute('html', 'lang'), 'en-IN');
      assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
      assert.deepEqual(errors, []);
    });
  });
});
