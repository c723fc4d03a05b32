import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { TEST_ADMIN_PASSWORD, startServer, type RunningServer } from '../helpers/spawn-server';
import { createRsvp } from './api';
import { DESKTOP, PHONE, launchBrowser, openPage, skipWithoutBrowser, waitForAnimationsToFinish } from './browser';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing element, so a failure says what to fix without opening a report. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n'),
    )
    .join('\n');
}

async function assertNoViolations(page: Page): Promise<void> {
  // Colour contrast measured half-way through a fade (the header turning solid, say) is neither state's contrast.
  await waitForAnimationsToFinish(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.equal(violations.length, 0, `axe found ${violations.length} violation(s) on ${page.url()}:\n${describeViolations(violations)}`);
}

describe('accessibility (axe)', { skip: skipWithoutBrowser, concurrency: 2 }, () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    // The browser first: when it is missing, no server is left running for after() to find.
    browser = await launchBrowser();
    server = await startServer();
    await createRsvp(server.url, { fullName: 'Meera Kapoor', email: 'meera@example.com', guestCount: 1, attending: true, dietaryRestrictions: 'Vegan' });
    await createRsvp(server.url, { fullName: 'Vikram Rao', email: 'vikram@example.com', guestCount: 1, attending: false });
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function withPage(options: BrowserContextOptions, run: (page: Page) => Promise<void>): Promise<void> {
    const page = await openPage(browser, options);
    try {
      await run(page);
    } finally {
      await page.context().close();
    }
  }

  for (const [name, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the invitation page has no violations (${name})`, () =>
      withPage(options, async (page) => {
        await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
        await assertNoViolations(page);
      }));
  }

  test('the invitation page with the validation messages showing has no violations', () =>
    withPage(PHONE, async (page) => {
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      await page.getByText('Full name is required', { exact: true }).waitFor();
      await assertNoViolations(page);
    }));

  test('the phone menu, open, has no violations', () =>
    withPage(PHONE, async (page) => {
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
      await assertNoViolations(page);
    }));

  test('the admin login screen has no violations', () =>
    withPage(PHONE, async (page) => {
      await page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
      await assertNoViolations(page);
    }));

  for (const [name, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the admin dashboard with responses has no violations (${name})`, () =>
      withPage(options, async (page) => {
        await page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
        await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('cell', { name: 'Vikram Rao', exact: true }).waitFor();
        await assertNoViolations(page);
      }));
  }

  test('the not-found page has no violations', () =>
    withPage(PHONE, async (page) => {
      await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: '404 Page Not Found', exact: true }).waitFor();
      await assertNoViolations(page);
    }));
});
