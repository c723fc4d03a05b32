import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

describe('not-found page', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('an unknown path answers 404 and says the page is not found', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(`${suite.server.url}/no-such-page`, { waitUntil: 'networkidle' });
      assert.equal(response?.status(), 404);
      await page.getByRole('heading', { name: '404 Page Not Found', exact: true }).waitFor();
      assert.equal(
        await page.getByText('Did you forget to add the page to the router?', { exact: true }).isVisible(),
        true,
      );
      // Chromium logs the 404 of the document itself; anything else (a hydration mismatch, say) is a fault.
      assert.deepEqual(
        errors.filter((e) => !/status of 404 .*\/no-such-page\)$/.test(e)),
        [],
      );
    }));
});
