// The couple's guest list in /admin, on a phone: import a sheet, copy a household's link, read the headcounts.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie } from '../helpers/server-api';
import { openRoom } from './admin-room';
import { assertNoViolations } from './axe';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';

const dataDir = dataDirWith(guestListSite());
const sheetFile = path.join(dataDir, 'guests.csv');

describe('the guest list in /admin, on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  before(async () => {
    context = await suite.browser.newContext(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    page = await context.newPage();
    errors = collectPageErrors(page);
    await suite.signIn(page, '/admin/guests');
    await page.getByRole('heading', { name: 'Guest list' }).waitFor();
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const overflowOf = (on: Page) =>
    on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('a sheet with a mistake is previewed with the row to fix, and imports nothing', async () => {
    writeFileSync(sheetFile, 'Household;Name;Functions\nSharma family;Rajesh Sharma;Garba\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByLabel('CSV file').setInputFiles(sheetFile);
    await page
      .getByText('guests.csv: 1 new, 0 changed, 0 unchanged; 1 problem to fix first:', { exact: true })
      .waitFor();
    assert.match(await page.locator('.import-panel__errors').innerText(), /2\s+Functions\s+"Garba" is not an event/);
    assert.equal(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled(), true);
  });

  test('a good sheet is previewed, imported, and its households listed', async () => {
    writeFileSync(
      sheetFile,
      [
        'Household;Name;Functions;Plus ones;Child;Phone',
        'Sharma family;Rajesh Sharma;Mehendi Ceremony, Sagan & Cocktail Party;1;;+91 98765 43210',
        'Sharma family;Aarav Sharma;;;yes;',
        'Kapoor family;Meera Kapoor;all;;;',
      ].join('\n'),
    );
    await page.getByLabel('CSV file').setInputFiles(sheetFile);
    // The same file, fixed and chosen again, is read again.
    await page.getByText('guests.csv: 2 new, 0 changed, 0 unchanged.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.locator('.household-card', { hasText: 'Sharma family' }).waitFor();
    assert.equal(await page.locator('.household-card').count(), 2);
    const sharmas = page.locator('.household-card', { hasText: 'Sharma family' });
    assert.match(await sharmas.innerText(), /Rajesh Sharma, Aarav Sharma \(child\) · up to 1 extra guest/);
    assert.match(await sharmas.innerText(), /Mehendi Ceremony · Sagan & Cocktail Party/);
    assert.match(await sharmas.innerText(), /Not sent/);
  });

  test('"Copy link" puts the household\'s private link on the clipboard, and it opens their page', async () => {
    await page
      .locator('.household-card', { hasText: 'Sharma family' })
      .getByRole('button', { name: 'Copy link' })
      .click();
    // The toast's title, not Radix's short-lived copy of it for screen readers.
    await page.locator('.toast__title', { hasText: 'Link for Sharma family copied' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const cookie = await adminCookie(suite.server.url);
    const listed = (await (
      await fetch(`${suite.server.url}/api/admin/households`, { headers: { cookie } })
    ).json()) as Household[];
    assert.equal(link, `${suite.server.url}${listed.find((h) => h.name === 'Sharma family')?.link}`);
    const household = await fetch(link);
    assert.equal(household.status, 200);
    // The name is isolated (<bdi>) in the sentence, as every value filled into a page's words.
    assert.match(await household.text(), /Dear (<bdi>)?Sharma family(<\/bdi>)?,/);
  });

  test('search and the status filter narrow the list; the headcounts show each function', async () => {
    await page.reload();
    await page.locator('.household-card').first().waitFor();
    assert.match(await page.locator('.household-card', { hasText: 'Sharma family' }).innerText(), /Opened, no answer/);
    await page.getByLabel('Search households').fill('meera');
    assert.equal(await page.locator('.household-card').count(), 1);
    await page.getByLabel('Search households').fill('');
    // On a phone the filters are folded under one control, above the list.
    assert.equal(await page.getByLabel('Status').isVisible(), false);
    await page.getByText('Filters and order').click();
    await page.getByLabel('Status').selectOption('opened');
    await page.getByText('Filters and order (1 on)').waitFor();
    assert.deepEqual(await page.locator('.household-card h3').allInnerTexts(), ['Sharma family']);
    await page.getByLabel('Status').selectOption('all');
    await openRoom(page, 'Functions', 'Functions and headcounts');
    const mehendi = page.locator('.headcounts__table tr', { hasText: 'Mehendi Ceremony' });
    assert.match(await mehendi.innerText(), /Mehendi Ceremony\s+3\s+0\s+0\s+3/);
    await openRoom(page, 'Guests', 'Guests');
  });

  test('the couple records an answer that came by phone, and the audit log says who made it', async () => {
    await page
      .locator('.household-card', { hasText: 'Kapoor family' })
      .getByRole('button', { name: 'Record answer' })
      .click();
    const form = page.getByRole('group', { name: 'The answer of Kapoor family, recorded by you' });
    const events = form.locator('fieldset.person__event');
    // The form comes with its own chunk, fetched when asked for.
    await events.first().waitFor();
    const count = await events.count();
    assert.equal(count, 5, 'every public function: "all" in the sheet leaves the private one out');
    for (let i = 0; i < count; i++)
      await events
        .nth(i)
        .getByLabel(i === 0 ? 'Not coming' : 'Coming', { exact: true })
        .check();
    await form.getByRole('button', { name: 'Save their answer' }).click();
    await page.locator('.household-card', { hasText: 'Kapoor family' }).getByText('Partly coming').waitFor();
    // Meera answered for five functions and is still one person; the Sharmas have not answered.
    const cards = await page.getByRole('list', { name: 'Guest list summary' }).locator('li').allInnerTexts();
    assert.deepEqual(
      cards.map((card) => card.replace(/\s+/g, ' ').trim()),
      [
        'Households answered 1 of 2 households that sent an answer',
        'Coming 1 people coming to at least one function',
        'Not coming 0 people who declined every function',
        'No answer yet 2 people on the list not yet answered for',
      ],
    );
    await page.getByText('Changes to the guest list (audit log)').click();
    await page.getByText(/Kapoor family answered by you/).waitFor();
    await assertNoViolations(page);
  });

  test('at 390 px nothing scrolls sideways, and axe finds no violation', async () => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    await assertNoViolations(page);
  });

  test('at 390 px the form that adds a household fits the screen too', async () => {
    await page.getByRole('button', { name: 'Add household' }).click();
    const form = page.getByRole('form', { name: 'Add a household' });
    await form.waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    await assertNoViolations(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  test('at 1280 px the list, its cards and the headcounts fit the window', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    assert.equal(await overflowOf(page), 0);
    await openRoom(page, 'Functions', 'Functions and headcounts');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    const table = await page
      .locator('.headcounts__scroll')
      .evaluate((region) => region.scrollWidth - region.clientWidth);
    assert.equal(table, 0, 'the headcounts table needs no sideways scrolling on a desktop');
    await assertNoViolations(page);
    assert.deepEqual(errors, []);
  });
});
