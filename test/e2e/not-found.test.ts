import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../helpers/spawn-server';
import { PHONE, collectPageErrors, launchBrowser, openPage, skipWithoutBrowser } from './browser';

describe('not-found page', { skip: skipWithoutBrowser }, () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    // The browser first: when it is missing, no server is left running for after() to find.
    browser = await launchBrowser();
    server = await startServer();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('an unknown path answers 404 and says the page is not found', async () => {
    const page = await openPage(browser, PHONE);
    try {
      const errors = collectPageErrors(page);
      const response = await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      assert.equal(response?.status(), 404);
      await page.getByRole('heading', { name: '404 Page Not Found', exact: true }).waitFor();
      assert.equal(await page.getByText('Did you forget to add the page to the router?', { exact: true }).isVisible(), true);
      // Chromium logs the 404 of the document itself; anything else (a hydration mismatch, say) is a fault.
      assert.deepEqual(
        errors.filter((e) => !/status of 404 .*\/no-such-page\)$/.test(e)),
        [],
      );
    } finally {
      await page.context().close();
    }
  });
});
