// The days themselves in the couple's admin, as the issue's "done when" has it: an update for the Sagan (a private
// function) appears on the Kapoors' page, who are invited to it, in English and in Hindi, and on no other page; a
// gift is recorded, found again and exported.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, inviteAndSignUp } from '../helpers/server-api';
import { openRoom } from './admin-room';
import { assertNoViolations } from './axe';
import { collectPageErrors, DESKTOP, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';
import { signInByUsername } from './sign-in-by-username';

const dataDir = dataDirWith(guestListSite());

describe('the days themselves, in the couple’s admin', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let kapoors: Household;
  let sharmas: Household;
  let cookie: string;

  before(async () => {
    cookie = await adminCookie(suite.server.url);
    const create = async (name: string, events: string[]) =>
      (await (
        await fetch(`${suite.server.url}/api/admin/households`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name, members: [{ name: `${name} elder` }], events }),
        })
      ).json()) as Household;
    kapoors = await create('Kapoor family', ['mehendi-ceremony', 'sagan']);
    sharmas = await create('Sharma family', ['mehendi-ceremony']);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('an update for the Sagan reaches the Kapoors’ page in both languages, and no other page', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/days');
      await page.getByRole('heading', { level: 1, name: 'The days: updates and gifts' }).waitFor();
      await page.getByLabel('The update, in English').fill('The Sagan moves to 19:00, on the lawn');
      await page.getByLabel('The update, in Hindi (optional)').fill('सगन अब 19:00 बजे, लॉन पर');
      await page.getByLabel('For', { exact: true }).selectOption('sagan');
      await page.getByRole('button', { name: 'Post the update' }).click();
      const posted = page.getByRole('listitem').filter({ hasText: 'The Sagan moves to 19:00, on the lawn' });
      await posted.getByText('On the pages of 0 of 1 households so far').waitFor();
      // A private function's update goes to no group, where anyone might read it.
      await posted.getByText('For a private function: it reaches only its households’ pages, never a group.').waitFor();
      assert.equal(await posted.getByRole('link', { name: 'Share on WhatsApp' }).count(), 0);
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/i/${kapoors.token}`);
      const news = page.getByRole('complementary', { name: 'News from the family' });
      await news.getByText('The Sagan moves to 19:00, on the lawn').waitFor();
      await page.goto(`${suite.server.url}/i/${kapoors.token}?lang=hi`);
      await page
        .getByRole('complementary', { name: 'परिवार की ओर से सूचना' })
        .getByText('सगन अब 19:00 बजे, लॉन पर')
        .waitFor();
      await assertNoViolations(page);
      await page.goto(`${suite.server.url}/i/${sharmas.token}?lang=en`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByText('The Sagan moves').count(), 0, 'not on a page not invited to the Sagan');
      assert.deepEqual(errors, []);
    });
  });

  test('an update for everyone goes to the family’s WhatsApp groups with the open invitation’s address', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      await suite.signIn(page, '/admin/days');
      await page.getByLabel('The update, in English').fill('Buses leave the hotel at 17:30');
      await page.getByRole('button', { name: 'Post the update' }).click();
      const posted = page.getByRole('listitem').filter({ hasText: 'Buses leave the hotel at 17:30' });
      const share = await posted.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
      assert.equal(
        share,
        `https://wa.me/?text=${encodeURIComponent(`Buses leave the hotel at 17:30\n\n${suite.server.url}/`)}`,
      );
      // This server has no mail server: the couple is told how to set one, nothing is sent.
      await posted.getByRole('button', { name: 'E-mail it to its households' }).click();
      await page
        .getByText(/set SMTP_URL and NOTIFY_EMAIL/)
        .first()
        .waitFor();
    });
  });

  test('the couple sees who has had an update, and sends it one by one to those who have not', async () => {
    const posted = await fetch(`${suite.server.url}/api/admin/updates`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: { en: 'The Mehendi starts at 16:00' }, eventId: 'mehendi-ceremony' }),
    });
    assert.equal(posted.status, 201);
    // The Kapoors open their page, which shows it under the function it is about.
    const theirs = await fetch(`${suite.server.url}/i/${kapoors.token}`);
    assert.equal(theirs.status, 200);
    assert.match(await theirs.text(), /<strong>Mehendi Ceremony(<!-- -->)?: <\/strong>The Mehendi starts at 16:00/);

    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      const opened: string[] = [];
      // What WhatsApp would have been asked to open, answered here instead of by the network.
      await page.context().route('https://wa.me/**', (route) => {
        opened.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
      });
      await suite.signIn(page, '/admin/days');
      const update = page.getByRole('listitem').filter({ hasText: 'The Mehendi starts at 16:00' });
      await update.getByText('On the pages of 1 of 2 households so far').waitFor();
      await update.getByRole('button', { name: 'Who has had it' }).click();
      await update.getByText(/^seen /).waitFor();
      assert.match(await update.getByRole('listitem').filter({ hasText: 'Sharma family' }).innerText(), /not seen yet/);

      await update.getByRole('button', { name: 'Send it to the 1 who have not seen it, one by one' }).click();
      const walk = update.getByRole('region', { name: 'Send it to the 1 who have not seen it, one by one' });
      await walk.getByText('1 of 1:').waitFor();
      const message = await walk.getByRole('note', { name: 'The update for Sharma family' }).innerText();
      assert.match(message, /^Dear Sharma family,\s+News from .+:\s+The Mehendi starts at 16:00\s+Your invitation:/);
      assert.ok(message.trim().endsWith(`/i/${sharmas.token}`), `their own link: ${message}`);
      // This test's server is at an address no guest's phone could open: the walk asks before a link goes out.
      await walk.getByRole('button', { name: 'I know: use this address anyway' }).click();
      const popup = page.context().waitForEvent('page');
      await walk.getByRole('link', { name: 'WhatsApp (choose the chat)' }).click();
      await (await popup).close();
      assert.ok(decodeURIComponent(opened.at(-1) ?? '').includes('The Mehendi starts at 16:00'));
      await walk.getByText('That was all 1.', { exact: false }).waitFor();
      await walk.getByRole('button', { name: 'Done' }).click();
      await update.getByText(/^sent \(WhatsApp\) .+, not seen yet$/).waitFor();
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
  });

  test('a gift is recorded, found again, marked thanked and exported', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/guests');
      await openRoom(page, 'The days', 'The days: updates and gifts');
      await page.getByLabel('From', { exact: true }).fill('Anil & Sunita Kapoor');
      await page.getByLabel('Household (optional)').selectOption({ label: 'Kapoor family' });
      await page.getByLabel('Kind').selectOption('cash');
      await page.getByLabel('Amount (₹, optional)').fill('5100');
      await page.getByLabel('What it was (optional)').fill('Shagun envelope');
      await page.getByRole('button', { name: 'Record the gift' }).click();
      await page.getByText('₹5,100').waitFor();
      await page.getByLabel('Find a gift').fill('nobody of that name');
      await page.getByText('No gift recorded yet.').waitFor();
      await page.getByLabel('Find a gift').fill('shagun');
      const gift = page.getByRole('listitem').filter({ hasText: 'Anil & Sunita Kapoor' });
      // Ticked once the server has it: the box shows what is stored.
      await gift.getByLabel(/^Thanked/).click();
      await page.getByRole('status').getByText('Thanked').first().waitFor();
      await gift.getByRole('checkbox', { name: /^Thanked/, checked: true }).waitFor();
      assert.equal(await gift.getByLabel(/^Thanked/).isChecked(), true);
      assert.deepEqual(errors, []);
    });
    const sheet = await (await fetch(`${suite.server.url}/api/admin/gifts.csv`, { headers: { cookie } })).text();
    assert.match(sheet, /Anil & Sunita Kapoor,Kapoor family,cash,5100,Shagun envelope,,[^,]*,[^,]+,yes,no\r\n/);
  });

  test('the couple lets an organiser keep the gift register: she sees it, and only it, in the days’ room', async () => {
    await inviteAndSignUp(
      suite.server.url,
      cookie,
      { name: 'Anjali', role: 'organiser', sides: ['bride'] },
      { username: 'anjali', password: 'anjali’s own password' },
    );

    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/settings');
      const anjali = page.getByRole('listitem').filter({ hasText: 'Anjali' });
      const leave = anjali.getByLabel(/^Sees the register of shagun and gifts/);
      await leave.click();
      await page.getByRole('status').getByText('Anjali now sees the gift register').first().waitFor();
      assert.equal(await leave.isChecked(), true);
      assert.deepEqual(errors, []);
    });

    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/admin`);
      await signInByUsername(page, 'anjali', 'anjali’s own password');
      await openRoom(page, 'The days', 'The days: updates and gifts');
      await page.getByLabel('From', { exact: true }).fill('Mausi ji');
      await page.getByLabel('Kind').selectOption('gift');
      await page.getByLabel('What it was (optional)').fill('A silver thali');
      await page.getByRole('button', { name: 'Record the gift' }).click();
      await page.getByRole('listitem').filter({ hasText: 'A silver thali' }).waitFor();
      // The updates to the guests stay the couple's.
      assert.equal(await page.getByLabel('The update, in English').count(), 0);
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
    const sheet = await (await fetch(`${suite.server.url}/api/admin/gifts.csv`, { headers: { cookie } })).text();
    assert.match(sheet, /Mausi ji,,gift,,A silver thali,,Anjali,/);
  });
});
