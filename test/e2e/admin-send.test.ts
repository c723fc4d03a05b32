// Sending the invitations from the couple's phone: one household after another, each in WhatsApp (or SMS, e-mail, a
// copied message) with its own link written in. No real WhatsApp is opened: wa.me is answered inside the browser.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, importGuestSheet } from '../helpers/server-api';
import { openRoom } from './admin-room';
import { assertNoViolations } from './axe';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';

const dataDir = dataDirWith(guestListSite());
const SHEET = [
  'Household,Name,Events,Phone,Email,Language',
  'Agarwal family,Nisha Agarwal,all,098765 43210,,en',
  'Bose family,Arjun Bose,all,12345,,en',
  'Chopra family,Kiran Chopra,all,,kiran@example.com,hi',
].join('\n');

describe('sending the invitations, on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let households: Household[];
  const opened: string[] = [];

  before(async () => {
    const cookie = await adminCookie(suite.server.url);
    households = await importGuestSheet(suite.server.url, cookie, SHEET);
    context = await suite.browser.newContext(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    // What WhatsApp would have been asked to open, answered here instead of by the network.
    await context.route('https://wa.me/**', (route) => {
      opened.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
    });
    page = await context.newPage();
    errors = collectPageErrors(page);
    await suite.signIn(page, '/admin/guests');
    await page.getByRole('heading', { name: 'Guest list' }).waitFor();
  });
  after(async () => {
    await context.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const linkOf = (name: string) => `${suite.server.url}${households.find((h) => h.name === name)?.link}`;

  test('the unreadable phone number is flagged on its card and counted', async () => {
    assert.match(
      await page.locator('.household-card', { hasText: 'Bose family' }).innerText(),
      /Phone number not understood: "12345"/,
    );
    await page.getByRole('button', { name: 'Phone numbers to fix: 1' }).waitFor();
    await page.getByRole('button', { name: 'Not sent: 3' }).waitFor();
  });

  test('links at this computer’s address go out only after the couple says they know they reach no guest', async () => {
    await openRoom(page, 'Send', 'Sending');
    const note = page.getByRole('note').filter({ hasText: 'only this computer can open it' });
    await note.waitFor();
    assert.match(await note.innerText(), new RegExp(`would hold ${suite.server.url.replace(/\./g, '\\.')}`));
    assert.equal(await page.getByRole('link', { name: 'Print QR cards' }).count(), 0);
    await note.getByRole('button', { name: 'I know: use this address anyway' }).click();
    await note.waitFor({ state: 'detached' });
    assert.equal(
      await page.getByRole('link', { name: 'Print QR cards' }).getAttribute('href'),
      '/admin/print/cards?anyway=1',
    );
  });

  test('"Send invitations" walks the households: WhatsApp opens with the number and the household\'s own link', async () => {
    await page.getByRole('button', { name: 'Send invitations (3)' }).click();
    const walk = page.getByRole('region', { name: 'Send the invitations' });
    await walk.getByText('1 of 3:').waitFor();
    assert.match(await walk.innerText(), /Agarwal family/);
    const popup = context.waitForEvent('page');
    await walk.getByRole('link', { name: 'WhatsApp', exact: true }).click();
    await (await popup).close();
    const url = new URL(opened.at(-1) ?? '');
    assert.equal(url.pathname, '/919876543210');
    const text = url.searchParams.get('text') ?? '';
    assert.match(text, /^Dear Agarwal family,/);
    assert.ok(text.endsWith(linkOf('Agarwal family')), `the message ends with the household's link: ${text}`);
    assert.equal(new URL(linkOf('Agarwal family')).pathname.length > 20, true);
  });

  test('the walk moves on; a household can be skipped; a copied message counts as sent', async () => {
    const walk = page.getByRole('region', { name: 'Send the invitations' });
    await walk.getByText('2 of 3:').waitFor();
    assert.match(await walk.innerText(), /Bose family/);
    await walk.getByText('The phone number "12345" cannot be read: edit it, or send another way.').waitFor();
    assert.equal(await walk.getByRole('link', { name: 'SMS' }).count(), 0, 'no SMS to a number that cannot be one');
    await walk.getByRole('button', { name: 'Skip this household' }).click();
    await walk.getByText('3 of 3:').waitFor();
    const mail = await walk.getByRole('link', { name: 'E-mail' }).getAttribute('href');
    assert.ok(mail?.startsWith('mailto:kiran@example.com?subject='), mail ?? '');
    assert.ok(decodeURIComponent(mail ?? '').includes(linkOf('Chopra family')));
    // The Chopras read Hindi (their Language on the guest list): their invitation is written in Hindi.
    assert.match(
      decodeURIComponent(mail ?? ''),
      /subject=Ananya और Rohan के शुभ विवाह का निमंत्रण&body=आदरणीय Chopra family,\n\nAnanya और Rohan के शुभ विवाह में आप सादर आमंत्रित हैं।/,
    );
    await walk.getByRole('button', { name: 'Copy message' }).click();
    await walk.getByText('Done: 3 invitations gone through.').waitFor();
    assert.ok((await page.evaluate(() => navigator.clipboard.readText())).endsWith(linkOf('Chopra family')));
  });

  test('the cards and the counts show what was sent, and reminders go to those sent one', async () => {
    await page.getByRole('region', { name: 'Send the invitations' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Send reminders (2)' }).waitFor();
    await openRoom(page, 'Guests', 'Guests');
    await page.getByRole('button', { name: 'Sent: 2' }).waitFor();
    assert.match(
      await page.locator('.household-card', { hasText: 'Agarwal family' }).innerText(),
      /Sent\s[\s\S]*by WhatsApp/,
    );
    assert.match(
      await page.locator('.household-card', { hasText: 'Chopra family' }).innerText(),
      /by a copied message/,
    );
    // One household's own Send, from its card: Bose, never sent, gets the invitation, in WhatsApp without a number.
    const bose = page.locator('.household-card', { hasText: 'Bose family' });
    await bose.getByRole('button', { name: 'Send' }).click();
    assert.equal(
      await bose
        .getByRole('link', { name: 'WhatsApp (choose the chat)' })
        .getAttribute('href')
        .then((href) => new URL(href ?? '').pathname),
      '/',
    );
  });

  test('at 390 px nothing scrolls sideways, and axe finds no violation', async () => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    await assertNoViolations(page);
    assert.deepEqual(errors, []);
  });
});
