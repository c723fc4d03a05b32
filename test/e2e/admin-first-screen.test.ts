// The first screens a couple sees on a phone: ten answers in a compact list (the whole page at most four screens
// tall), the guest list before its filters, and notices that say what to do and link to where it is done.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminCookie, createHousehold, createRsvp } from '../helpers/server-api';
import { openRoom } from './admin-room';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';

describe('the admin’s first screens, on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  let page: Page;
  let errors: string[];

  before(async () => {
    for (let n = 1; n <= 10; n++) {
      await createRsvp(suite.server.url, {
        fullName: `Guest number ${n} of the open form`,
        email: `a.rather.long.address.${n}@example.com`,
        guestCount: 1 + (n % 3),
        attending: n % 3 !== 0,
        dietaryRestrictions: n % 2 === 0 ? 'Vegetarian, no onion or garlic please' : '',
      });
    }
    const cookie = await adminCookie(suite.server.url);
    const household = { name: 'Sharma family', members: [{ name: 'Ravi Sharma' }], events: ['mehendi-ceremony'] };
    await createHousehold(suite.server.url, household, cookie);
    const context = await suite.browser.newContext(PHONE);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: suite.server.url }]);
    page = await context.newPage();
    errors = collectPageErrors(page);
    await page.goto(`${suite.server.url}/admin`);
    await page.getByRole('heading', { name: 'RSVP Submissions' }).waitFor();
  });

  test('ten answers are a compact list: name, coming or not, guests; the whole page is at most four screens', async () => {
    const rows = page.locator('.rsvp-table tbody tr');
    assert.equal(await rows.count(), 10);
    const first = await rows.first().boundingBox();
    assert.ok(first && first.height <= 60, `an answer is ${first?.height} px tall`);
    assert.equal(await page.getByText('a.rather.long.address.1@example.com').isVisible(), false);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(height <= 4 * 844, `the page is ${(height / 844).toFixed(1)} screens tall`);
    // The rest is a tap away: the name opens the whole answer.
    await rows.first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    assert.match(await dialog.getByLabel('Email').inputValue(), /@example\.com$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('the notice of copies off the machine says what to do, and links to the steps in Settings', async () => {
    const notice = page.locator('.offsite-warning');
    assert.match(await notice.innerText(), /A copy on this same card does not count/);
    await notice.getByRole('link', { name: 'How to set that up' }).click();
    await page.getByRole('heading', { name: 'Copies off this machine' }).waitFor();
    assert.match(await page.locator('#offsite').innerText(), /npm run backup -- --offsite/);
  });

  test('the guest list comes before its filters, which fold into one control; the address notice leads to Settings', async () => {
    await openRoom(page, 'Guests', 'Guests');
    await page.locator('.household-card').first().waitFor();
    assert.equal(await page.getByLabel('Status').isVisible(), false);
    const card = await page.locator('.household-card').first().boundingBox();
    const filters = await page.getByText('Filters and order').boundingBox();
    assert.ok(card && filters && filters.y < card.y);
    await page.getByText('Filters and order').click();
    await page.getByLabel('Status').selectOption('not-sent');
    await page.getByText('Filters and order (1 on)').waitFor();
    const address = page.locator('.link-address').first();
    assert.match(await address.innerText(), /Write the address guests use in Settings/);
    await address.getByRole('link', { name: 'Open Settings' }).click();
    await page.getByRole('heading', { name: 'The site’s address' }).waitFor();
    assert.deepEqual(errors, []);
  });
});
