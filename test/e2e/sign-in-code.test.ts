// A new device signed in with a one-time code: the couple's phone (signed in) shows one in Settings; the new laptop
// chooses "Sign in with a code", types it, and is in, with no password and no wait behind strangers' guesses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoViolations } from './axe';
import { collectPageErrors, DESKTOP, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

describe('signing in a new device with a code', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('the code shown in Settings on the phone signs the laptop in', async () => {
    let code = '';
    await withPage(suite.browser, PHONE, async (page) => {
      await suite.signIn(page, '/admin/settings');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('button', { name: 'Sign in on another device' }).click();
      code = (await page.locator('.sign-in-code__code').textContent()) ?? '';
      assert.match(code, /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await assertNoViolations(page);
    });
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/admin`);
      await page.getByRole('button', { name: 'Sign in with a code' }).click();
      await page.getByLabel('Code').fill(code.toLowerCase());
      await assertNoViolations(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'RSVP Management' }).waitFor();
      assert.deepEqual(errors, []);
    });
  });
});
