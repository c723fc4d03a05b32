// The phone menu and the header as a guest meets them: closed by a tap outside, and usable before the app's
// script has arrived or without it, with a header that never lets the page's text run under its title.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openHydrated, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const NO_SCRIPT = { ...PHONE, javaScriptEnabled: false };

function headerBackground(page: Page): Promise<string> {
  return page.locator('header.site-header').evaluate((header) => getComputedStyle(header).backgroundColor);
}

describe('the phone menu and the header', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('a tap outside the open menu closes it', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      await menu.waitFor({ state: 'visible' });
      await page.touchscreen.tap(200, 600);
      await menu.waitFor({ state: 'hidden' });
      assert.equal(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'), 'false');
    }));

  test('without JavaScript the menu opens, and choosing a section takes the guest there and closes it', () =>
    withPage(suite.browser, NO_SCRIPT, async (page) => {
      await page.goto(`${suite.server.url}/`);
      const menu = page.locator('#mobile-menu');
      assert.equal(await menu.isVisible(), false);
      await page.getByRole('link', { name: 'Open menu' }).click();
      await menu.waitFor({ state: 'visible' });
      await menu.getByRole('link', { name: 'Itinerary' }).click();
      await menu.waitFor({ state: 'hidden' });
      assert.equal(new URL(page.url()).hash, '#itinerary');
    }));

  test('without JavaScript the header is transparent at the top and solid once the page has moved', () =>
    withPage(suite.browser, NO_SCRIPT, async (page) => {
      await page.goto(`${suite.server.url}/`);
      assert.equal(await headerBackground(page), 'rgba(0, 0, 0, 0)');
      // A link to a section moves the page without any script (the menu's own links are tested above).
      await page.goto(`${suite.server.url}/#itinerary`);
      assert.ok((await page.locator('html').evaluate(() => window.scrollY)) > 50);
      assert.equal(await headerBackground(page), 'rgba(253, 248, 240, 0.92)');
    }));

  test('a menu opened before the app arrived is still open, and closable, once it runs', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/#mobile-menu`);
      const close = page.getByRole('button', { name: 'Close menu' });
      await close.click();
      await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    }));
});
