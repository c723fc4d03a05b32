import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { RsvpInput } from '../../shared/rsvp/schemas';
import { MEERA_KAPOOR, VIKRAM_RAO } from '../helpers/open-form-answers';
import { createRsvp } from '../helpers/server-api';
import { TEST_ADMIN_PASSWORD } from '../helpers/spawn-server';
import { DESKTOP, openWatchedPage, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';
import { cardValue } from './summary-cards';

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('admin page', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  // One signed-in browser session, shared in order: sign in, look, reload, export, sign out.
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  before(async () => {
    const { server, browser } = suite;
    await createRsvp(server.url, { ...MEERA_KAPOOR, dietaryRestrictions: 'Vegan' });
    await createRsvp(server.url, { ...VIKRAM_RAO, dietaryRestrictions: '' });
    await createRsvp(server.url, { fullName: 'Sana Iyer', email: 'sana@example.com', guestCount: 3, attending: true });
    ({ context, page, pageErrors } = await openWatchedPage(browser, DESKTOP));
  });

  test('before sign-in the page asks for the password', async () => {
    await page.goto(`${suite.server.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
    assert.equal(
      await page.getByText('Enter the password to access RSVP management', { exact: true }).isVisible(),
      true,
    );
    assert.equal(await page.getByLabel('Password').getAttribute('type'), 'password');
    assert.equal(await page.getByRole('button', { name: 'Login' }).isVisible(), true);
    assert.equal(await page.getByText('Meera Kapoor').count(), 0, 'no response is shown before sign-in');
  });

  test('a wrong password raises the "Incorrect password" alert and the page stays locked', async () => {
    const dialog = page.waitForEvent('dialog');
    // The alert blocks the page until it is answered, so it is accepted as soon as it appears.
    page.once('dialog', (d) => void d.accept());
    await signIn(page, 'not-the-password');
    const shown = await dialog;
    assert.equal(shown.type(), 'alert');
    assert.equal(shown.message(), 'Incorrect password');

    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'));
    assert.equal(await page.getByRole('heading', { name: 'Admin Login', exact: true }).isVisible(), true);
    assert.equal(await page.getByRole('heading', { name: 'RSVP Management', exact: true }).count(), 0);
  });

  test('the right password shows the summary and every response', async () => {
    await signIn(page, TEST_ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'RSVP Management', exact: true }).waitFor();
    await page.locator('table.rsvp-table').waitFor();

    assert.equal(await cardValue(page, 'Total RSVPs'), '3');
    assert.equal(await cardValue(page, 'Attending'), '2');
    assert.equal(await cardValue(page, 'Not Attending'), '1');
    // Only those who come count: 1 + 3, not Vikram's 1.
    assert.equal(await cardValue(page, 'Total Guests'), '4');

    assert.equal(
      await page.getByText('All guest responses to your wedding invitation', { exact: true }).isVisible(),
      true,
    );
    const headers = (await page.locator('table.rsvp-table thead th').allTextContents()).map((h) => h.trim());
    assert.deepEqual(headers, ['Name', 'Email', 'Guests', 'Attending', 'Dietary Restrictions', 'Submitted On']);

    const row = (name: string) =>
      page.locator('table.rsvp-table tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) });
    const cells = async (name: string) => (await row(name).locator('td').allTextContents()).map((c) => c.trim());

    const meera = await cells('Meera Kapoor');
    assert.deepEqual(meera.slice(0, 5), ['Meera Kapoor', 'meera@example.com', '1', 'Yes', 'Vegan']);
    assert.equal(await row('Meera Kapoor').locator('.badge').getAttribute('class'), 'badge badge--yes');

    const vikram = await cells('Vikram Rao');
    assert.deepEqual(vikram.slice(0, 5), ['Vikram Rao', 'vikram@example.com', '1', 'No', 'None']);
    assert.equal(await row('Vikram Rao').locator('.badge').getAttribute('class'), 'badge badge--no');

    const sana = await cells('Sana Iyer');
    assert.deepEqual(sana.slice(0, 5), ['Sana Iyer', 'sana@example.com', '3', 'Yes', 'None']);

    // "Submitted On" is the date and time in the browser's own format.
    const submitted = await row('Meera Kapoor').locator('time').getAttribute('datetime');
    assert.ok(submitted);
    const expected = await page.evaluate(
      (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }),
      submitted,
    );
    assert.equal(meera[5], expected);
    // The date and the time, both (comparing with today's date failed a run just past midnight).
    assert.match(expected, /\d{1,2}\/\d{1,2}\/\d{2,4}, \d{1,2}:\d{2}/);

    // The badges read as green and red, not only as words.
    const colours = await page.evaluate(() =>
      ['.badge--yes', '.badge--no'].map((selector) => {
        const badge = document.querySelector(selector);
        if (!badge) return '';
        const [r = 0, g = 0, b = 0] = (getComputedStyle(badge).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return g > r && g > b ? 'green' : r > g && r > b ? 'red' : `rgb(${r}, ${g}, ${b})`;
      }),
    );
    assert.deepEqual(colours, ['green', 'red']);
  });

  test('a reload keeps the admin signed in', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'RSVP Management', exact: true }).waitFor();
    await page.locator('table.rsvp-table').waitFor();
    assert.equal(await cardValue(page, 'Total RSVPs'), '3');
  });

  test('Refresh fetches responses that arrived after the page loaded', async () => {
    await createRsvp(suite.server.url, {
      fullName: 'Kabir Das',
      email: 'kabir@example.com',
      guestCount: 2,
      attending: true,
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('cell', { name: 'Kabir Das', exact: true }).waitFor();
    assert.equal(await cardValue(page, 'Total RSVPs'), '4');
    assert.equal(await cardValue(page, 'Total Guests'), '6');
  });

  test('Export CSV opens the download path in a new tab, which downloads the responses as CSV', async () => {
    const popup = context.waitForEvent('page');
    // Chromium hands a download started by a new tab to the tab that opened it, and closes the empty tab.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await popup;
    const file = await download;

    assert.equal(new URL(file.url()).pathname, '/api/rsvps/download');
    assert.match(file.suggestedFilename(), /^rsvps-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    assert.equal(lines.length, 5, `a header and four responses:\n${csv}`);
    assert.match(lines[0] ?? '', /Full Name/);
    for (const name of ['Meera Kapoor', 'Vikram Rao', 'Sana Iyer', 'Kabir Das']) assert.match(csv, new RegExp(name));
  });

  test('Logout locks the page, and a reload keeps it locked', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Login', exact: true }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'RSVP Management', exact: true }).count(), 0);

    // The server agrees: the old session no longer opens the list.
    const cookies = await context.cookies(suite.server.url);
    const listed = await page.evaluate(async () => (await fetch('/api/rsvps', { credentials: 'include' })).status);
    assert.equal(
      listed,
      401,
      `signed-out list call answered ${listed} (cookies: ${cookies.map((c) => c.name).join(', ') || 'none'})`,
    );
  });

  test('the admin page logged no console errors and threw nothing along the way', () => {
    // Chromium logs every 401 answer as a failed resource load: the wrong password and the signed-out list call
    // above are meant to get one, so only those two are let through.
    const unexpected = pageErrors.filter((e) => !/status of 401 .*\/api\/(admin\/login|rsvps)\)$/.test(e));
    assert.deepEqual(unexpected, []);
  });
});

describe('admin page with more responses than one page of the table holds', { skip: skipWithoutBrowser }, () => {
  // A server of its own, so that these responses do not change the counts the suite above checks.
  const suite = useBrowserAndServer();

  // web/admin/RsvpTable.tsx shows ROWS_PER_PAGE = 50 rows at a time; 120 makes two full pages and a part.
  const TOTAL = 120;
  const ROWS_PER_PAGE = 50;
  const BATCH = 20;
  const rsvps: RsvpInput[] = Array.from({ length: TOTAL }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return {
      fullName: `Guest ${n}`,
      email: `guest${n}@example.com`,
      guestCount: (index % 4) + 1,
      attending: index % 3 !== 0,
    };
  });

  before(async () => {
    // In parallel batches: quick, without a burst of 120 connections at once.
    for (let start = 0; start < TOTAL; start += BATCH) {
      await Promise.all(rsvps.slice(start, start + BATCH).map((rsvp) => createRsvp(suite.server.url, rsvp)));
    }
  });

  test('the table shows 50 rows at a time, and Previous and Next page through all of them', () =>
    withPage(suite.browser, DESKTOP, async (page) => {
      const rows = page.locator('table.rsvp-table tbody tr');
      const status = page.locator('.pager__status');
      const previous = page.getByRole('button', { name: 'Previous', exact: true });
      const next = page.getByRole('button', { name: 'Next', exact: true });
      const namesShown = async () =>
        (await rows.locator('td:first-child').allTextContents()).map((name) => name.trim());
      /** Waits for the pager to read `expected` (an en dash between the first and the last row), then checks it. */
      const waitForStatus = async (expected: string) => {
        await status.filter({ hasText: new RegExp(`^${expected}$`) }).waitFor();
        assert.equal((await status.textContent())?.trim(), expected);
      };

      await page.goto(`${suite.server.url}/admin`);
      await signIn(page, TEST_ADMIN_PASSWORD);
      await page.locator('table.rsvp-table').waitFor();

      await waitForStatus(`1–${ROWS_PER_PAGE} of ${TOTAL}`);
      assert.equal(await rows.count(), ROWS_PER_PAGE);
      assert.equal(await previous.isDisabled(), true, 'there is nothing before the first page');
      assert.equal(await next.isEnabled(), true);
      const seen = await namesShown();

      await next.click();
      await waitForStatus(`${ROWS_PER_PAGE + 1}–${2 * ROWS_PER_PAGE} of ${TOTAL}`);
      assert.equal(await rows.count(), ROWS_PER_PAGE);
      assert.equal(await previous.isEnabled(), true);
      seen.push(...(await namesShown()));

      await next.click();
      await waitForStatus(`${2 * ROWS_PER_PAGE + 1}–${TOTAL} of ${TOTAL}`);
      assert.equal(await rows.count(), TOTAL - 2 * ROWS_PER_PAGE);
      assert.equal(await next.isDisabled(), true, 'there is nothing after the last page');
      seen.push(...(await namesShown()));

      // Every response appears on exactly one page.
      assert.deepEqual([...seen].sort(), rsvps.map((rsvp) => rsvp.fullName).sort());

      // The summary counts every response, not only the page on show.
      const attending = rsvps.filter((rsvp) => rsvp.attending);
      assert.equal(await cardValue(page, 'Total RSVPs'), String(TOTAL));
      assert.equal(await cardValue(page, 'Attending'), String(attending.length));
      assert.equal(await cardValue(page, 'Not Attending'), String(TOTAL - attending.length));
      assert.equal(
        await cardValue(page, 'Total Guests'),
        String(attending.reduce((sum, rsvp) => sum + rsvp.guestCount, 0)),
      );
    }));
});

describe('admin page: search, filter, and the table on a desktop and a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  const LONG_EMAIL = 'venkataraman.subramanian-krishnaswamy.family.of.the.groom@a-very-long-domain-name.example.co.in';

  before(async () => {
    const guests: RsvpInput[] = [
      {
        fullName: 'Anjali Sharma',
        email: 'anjali@example.com',
        guestCount: 2,
        attending: true,
        dietaryRestrictions: 'Jain',
      },
      { fullName: 'Rahul Sharma', email: 'rahul@example.com', guestCount: 1, attending: false },
      {
        fullName: 'Venkat Subramanian',
        email: LONG_EMAIL,
        guestCount: 3,
        attending: true,
        dietaryRestrictions:
          'No onion, no garlic, no root vegetables of any kind, please; Jain food for the elders of the family.',
      },
      { fullName: 'Farah Khan', email: 'farah@example.com', guestCount: 1, attending: true },
    ];
    for (const guest of guests) await createRsvp(suite.server.url, guest);
  });

  const names = async (page: Page) =>
    (await page.locator('table.rsvp-table tbody tr td:first-child').allTextContents()).map((n) => n.trim()).sort();

  test('the search and the attending filter ask the server and show only what matches', () =>
    withPage(suite.browser, DESKTOP, async (page) => {
      await page.goto(`${suite.server.url}/admin`);
      await signIn(page, TEST_ADMIN_PASSWORD);
      await page.locator('table.rsvp-table').waitFor();
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/rsvps?')) requests.push(request.url());
      });

      await page.getByLabel('Search', { exact: true }).fill('sharma');
      await page.waitForFunction(() => document.querySelectorAll('table.rsvp-table tbody tr').length === 2);
      assert.deepEqual(await names(page), ['Anjali Sharma', 'Rahul Sharma']);
      assert.ok(
        requests.some((url) => new URL(url).searchParams.get('q') === 'sharma'),
        'the search ran on the server',
      );

      await page.getByLabel('Show').selectOption('no');
      await page.waitForFunction(() => document.querySelectorAll('table.rsvp-table tbody tr').length === 1);
      assert.deepEqual(await names(page), ['Rahul Sharma']);

      await page.getByLabel('Search', { exact: true }).fill('jain');
      await page.getByText('No RSVPs match this search.', { exact: true }).waitFor();
      await page.getByLabel('Show').selectOption('yes');
      await page.waitForFunction(() => document.querySelectorAll('table.rsvp-table tbody tr').length === 2);
      assert.deepEqual(await names(page), ['Anjali Sharma', 'Venkat Subramanian']);
      // The cards count every response whatever the table shows.
      assert.equal(await cardValue(page, 'Total RSVPs'), '4');
    }));

  test('at 1280 px the whole table fits, long text wrapping in its cell', () =>
    withPage(suite.browser, DESKTOP, async (page) => {
      await page.goto(`${suite.server.url}/admin`);
      await signIn(page, TEST_ADMIN_PASSWORD);
      await page.getByRole('cell', { name: LONG_EMAIL }).waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      assert.ok(widths.page <= widths.view, `the page is ${widths.page} px wide in a ${widths.view} px window`);
      assert.ok(await page.getByRole('columnheader', { name: 'Submitted On' }).isVisible());
    }));

  test('at 390 px each response is one line (name, coming or not, guests), with no sideways scrolling; the rest is a tap away', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}/admin`);
      await signIn(page, TEST_ADMIN_PASSWORD);
      const row = page.locator('table.rsvp-table tbody tr').filter({ hasText: 'Venkat Subramanian' });
      await row.waitFor();
      const layout = await row.evaluate((line) => ({
        height: line.getBoundingClientRect().height,
        shown: [...line.querySelectorAll('td')]
          .filter((cell) => getComputedStyle(cell).display !== 'none')
          .map((cell) => cell.dataset.label),
        pageWidth: document.documentElement.scrollWidth,
        viewWidth: window.innerWidth,
      }));
      assert.ok(layout.height <= 60, `a response is ${layout.height} px tall`);
      assert.ok(
        layout.pageWidth <= layout.viewWidth,
        `the page is ${layout.pageWidth} px wide on a ${layout.viewWidth} px phone`,
      );
      assert.deepEqual(layout.shown, ['Name', 'Guests', 'Attending']);
      await row.getByRole('button', { name: 'Venkat Subramanian' }).click();
      assert.equal(await page.getByRole('dialog').getByLabel('Email').inputValue(), LONG_EMAIL);
    }));
});
