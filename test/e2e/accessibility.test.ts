import { before, describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { MEERA_KAPOOR, VIKRAM_RAO } from '../helpers/open-form-answers';
import { createRsvp } from '../helpers/server-api';
import { TEST_ADMIN_PASSWORD } from '../helpers/spawn-server';
import { assertNoViolations } from './axe';
import { PHONE, skipWithoutBrowser, useBrowserAndServer, VIEWPORTS, withPage } from './browser';

describe('accessibility (axe)', { skip: skipWithoutBrowser, concurrency: 2 }, () => {
  const suite = useBrowserAndServer();

  before(async () => {
    await createRsvp(suite.server.url, { ...MEERA_KAPOOR, dietaryRestrictions: 'Vegan' });
    await createRsvp(suite.server.url, VIKRAM_RAO);
  });

  /** A fresh page with these options, opened at `path` and left until the network is idle, then handed to `run`. */
  const withPageAt = (options: BrowserContextOptions, path: string, run: (page: Page) => Promise<void>) =>
    withPage(suite.browser, options, async (page) => {
      await page.goto(`${suite.server.url}${path}`, { waitUntil: 'networkidle' });
      await run(page);
    });

  for (const [name, options] of VIEWPORTS) {
    test(`the invitation page has no violations (${name})`, () => withPageAt(options, '/', assertNoViolations));
  }

  test('the invitation page with the validation messages showing has no violations', () =>
    withPageAt(PHONE, '/', async (page) => {
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      await page.getByText('Full name is required', { exact: true }).waitFor();
      await assertNoViolations(page);
    }));

  test('the phone menu, open, has no violations', () =>
    withPageAt(PHONE, '/', async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
      await assertNoViolations(page);
    }));

  test('the admin login screen has no violations', () =>
    withPageAt(PHONE, '/admin', async (page) => {
      await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
      await assertNoViolations(page);
    }));

  for (const [name, options] of VIEWPORTS) {
    test(`the admin dashboard with responses has no violations (${name})`, () =>
      withPageAt(options, '/admin', async (page) => {
        await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('cell', { name: 'Vikram Rao', exact: true }).waitFor();
        await assertNoViolations(page);
      }));
  }

  test('the not-found page has no violations', () =>
    withPageAt(PHONE, '/no-such-page', async (page) => {
      await page.getByRole('heading', { name: '404 Page Not Found', exact: true }).waitFor();
      await assertNoViolations(page);
    }));
});
