// The printable sheet of QR cards, as Chromium draws and prints it: one card per household, eight to an A4 page,
// and each card's code (the SVG, as drawn) scans to that household's link.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, importGuestSheet } from '../helpers/server-api';
import { collectPageErrors, DESKTOP, skipWithoutBrowser, useBrowserAndServer } from './browser';

const dataDir = dataDirWith(guestListSite());
const FAMILIES = ['Agarwal', 'Bose', 'Chopra', 'Desai', 'Easwaran', 'Fernandes', 'Ghosh', 'Hegde', 'Iyer'];

describe('the printable QR cards', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let households: Household[];

  before(async () => {
    const cookie = await adminCookie(suite.server.url);
    const sheet = ['Household,Name,Events', ...FAMILIES.map((family) => `${family} family,Elder ${family},all`)].join(
      '\n',
    );
    households = await importGuestSheet(suite.server.url, cookie, sheet);
    context = await suite.browser.newContext(DESKTOP);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: suite.server.url }]);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });
  after(async () => {
    await context.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the admin links to the sheet, which has a card per household whose code scans to its link', async () => {
    await page.goto(`${suite.server.url}/admin/sending`);
    // The server is at 127.0.0.1: the couple is told that no guest can open these codes, and prints anyway.
    await page.getByRole('button', { name: 'I know: use this address anyway' }).click();
    const link = page.getByRole('link', { name: 'Print QR cards' });
    assert.equal(await link.getAttribute('href'), '/admin/print/cards?anyway=1');

    await page.goto(`${suite.server.url}/admin/print/cards?anyway=1`);
    const cards = page.locator('.card');
    assert.equal(await cards.count(), FAMILIES.length);
    const iyer = households.find((household) => household.name === 'Iyer family');
    assert.ok(iyer);
    const card = cards.filter({ hasText: 'Iyer family' });
    const image = PNG.sync.read(await card.locator('svg').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
    assert.equal(decoded, `${suite.server.url}/i/${iyer.token}`);
    assert.deepEqual(errors, [], 'no console errors, no CSP violations');
  });

  test('printed on A4: nine cards take two pages, and the instructions are not printed', async () => {
    await page.goto(`${suite.server.url}/admin/print/cards?anyway=1`);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.intro').isVisible(), false);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length;
    assert.equal(pages, 2);
    await page.emulateMedia({ media: 'screen' });
  });
});
