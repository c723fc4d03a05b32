// The couple edits the site's words on a phone: names in both languages, a function made private, a mistake
// refused next to its field, an earlier version restored. Guests get each save at their next visit, with the server
// running on (the real build, spawned as production runs it).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { movedBy } from '../../shared/site/move-days';
import type { SiteFile } from '../../shared/site/schema';
import { assertNoViolations } from './axe';
import { PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';
import { openContentEditorOnAPhone } from './content-editor';

describe('the site’s content, edited in the browser on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  let context: BrowserContext;
  let page: Page;
  let editor: Locator;
  let pageErrors: string[];

  /** What a guest is sent now: the open invitation, in English or in Hindi. */
  const guestPage = async (query = '') => (await fetch(`${suite.server.url}/${query}`)).text();
  const save = async () => {
    await editor.getByRole('button', { name: 'Save the content' }).click();
  };

  /** The editor on a phone page of its own, signed in afresh: for the tests after the shared page is closed. */
  const editorOnItsOwnPage = async () => {
    const own = await suite.browser.newContext(PHONE);
    const page = await own.newPage();
    await suite.signIn(page, '/admin/content');
    const editor = page.locator('form.content-editor');
    await editor.getByRole('heading', { name: 'The couple' }).waitFor();
    return { own, page, editor };
  };

  before(async () => {
    ({ context, page, pageErrors, editor } = await openContentEditorOnAPhone(suite));
  });

  test('the couple’s names, saved in both languages, are what guests get next', async () => {
    assert.match(await guestPage(), /Ananya/);
    const first = editor.getByRole('group', { name: 'First name' });
    await first.getByLabel('English').fill('Meera');
    await first.getByLabel('हिन्दी').fill('मीरा');
    const second = editor.getByRole('group', { name: 'Second name' });
    await second.getByLabel('English').fill('Kabir');
    await second.getByLabel('हिन्दी').fill('कबीर');
    await assertNoViolations(page);
    await save();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    const english = await guestPage('?lang=en');
    assert.match(english, /Meera/);
    assert.doesNotMatch(english, /Ananya/);
    assert.match(await guestPage('?lang=hi'), /मीरा/);
  });

  test('a function made private is marked, and leaves the open invitation', async () => {
    assert.match(await guestPage('?lang=en'), /Haldi Ceremony/);
    const haldi = editor.getByRole('group', { name: /Haldi Ceremony/ });
    await haldi.getByRole('checkbox', { name: /Private/ }).check();
    await haldi.getByText('Private', { exact: true }).waitFor();
    await save();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    assert.doesNotMatch(await guestPage('?lang=en'), /Haldi Ceremony/);
  });

  test('a name left empty in both languages is refused next to its field, and nothing changes for guests', async () => {
    const first = editor.getByRole('group', { name: 'First name' });
    await first.getByLabel('English').fill('');
    await first.getByLabel('हिन्दी').fill('');
    await first.getByText('(missing)').first().waitFor();
    await save();
    await first
      .locator('.field__error')
      .getByText(/^couple\.first: /)
      .waitFor();
    assert.match(await guestPage('?lang=en'), /Meera/);
    await first.getByLabel('English').fill('Meera');
    // The browser logs the refused save (a 400) as a failed load: that one was the point of this test.
    assert.deepEqual(
      pageErrors.filter((error) => !/status of 400 .*\/api\/admin\/site\)$/.test(error)),
      [],
    );
    pageErrors.length = 0;
  });

  test('a function’s start, entered once, writes its time in both languages; a time written by hand is kept', async () => {
    const mehendi = editor.getByRole('group', { name: /Mehendi Ceremony/ });
    // The sample's Mehendi runs 1:00 to 3:00: moved an hour later, its end moves with it, as a calendar's does.
    await mehendi.getByLabel('Starts').fill('2025-08-31T14:00');
    assert.equal(await mehendi.getByLabel('Ends (optional)').inputValue(), '2025-08-31T16:00');
    const time = mehendi.getByRole('group', { name: 'Time, as guests read it' });
    assert.equal(await time.getByLabel('English').inputValue(), '2:00 - 4:00 PM');
    assert.equal(await time.getByLabel('हिन्दी').inputValue(), 'दोपहर 2:00 से शाम 4:00 बजे');
    await save();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    assert.match(await guestPage('?lang=en'), /2:00 - 4:00 PM/);

    await time.getByLabel('English').fill('After lunch, about 2');
    await mehendi.getByLabel('Ends (optional)').fill('2025-08-31T17:00');
    assert.equal(await time.getByLabel('English').inputValue(), 'After lunch, about 2');
  });

  test('an earlier version is restored, and guests get it back', async () => {
    const versions = editor.getByRole('region', { name: 'Earlier versions' }).getByRole('listitem');
    assert.equal(await versions.count(), 3);
    // The oldest: the sample wedding as the first start wrote it.
    await versions.last().getByRole('button', { name: 'Restore' }).click();
    await editor.getByRole('status').getByText('The earlier version is back.').waitFor();
    const english = await guestPage('?lang=en');
    assert.match(english, /Ananya/);
    assert.match(english, /Haldi Ceremony/);
    assert.equal(await editor.getByRole('group', { name: 'First name' }).getByLabel('English').inputValue(), 'Ananya');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
  test('shagun by UPI, off until the couple writes a UPI id; a wrong one is refused beside its field', async () => {
    // A page of its own: the others' context is closed by the test before.
    const { own, editor } = await editorOnItsOwnPage();
    const save = () => editor.getByRole('button', { name: 'Save the content' }).click();
    assert.doesNotMatch(await guestPage('?lang=en'), /upi:\/\//);
    await editor.getByLabel('UPI id (such as ananya.sharma@okhdfcbank)').fill('not a upi id');
    await editor.getByLabel('The name it is paid to').fill('Meera Sharma');
    await save();
    await editor.getByText(/^shagun\.upi: /).waitFor();
    assert.doesNotMatch(await guestPage('?lang=en'), /upi:\/\//);
    await editor.getByLabel('UPI id (such as ananya.sharma@okhdfcbank)').fill('meera.sharma@okhdfcbank');
    await save();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    assert.match(
      await guestPage('?lang=en'),
      /upi:\/\/pay\?pa=meera\.sharma@okhdfcbank&amp;pn=Meera%20Sharma&amp;cu=INR/,
    );
    assert.match(await guestPage('?lang=hi'), /UPI से शगुन भेजें/);
    // Emptied again, it is off again.
    await editor.getByLabel('UPI id (such as ananya.sharma@okhdfcbank)').fill('');
    await editor.getByLabel('The name it is paid to').fill('');
    await save();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    assert.doesNotMatch(await guestPage('?lang=en'), /upi:\/\//);
    await own.close();
  });

  test('the wedding moved by a month takes its days and functions, after one question; a day moved takes its own', async () => {
    const { own, page, editor } = await editorOnItsOwnPage();
    const saved = async () =>
      ((await (await own.request.get(`${suite.server.url}/api/admin/site`)).json()) as { site: SiteFile }).site;
    const starts = (site: SiteFile) => site.days.flatMap((day) => day.events.map((event) => event.start));
    const before = await saved();
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });

    await editor.getByLabel('First day').fill(movedBy(before.startDate, 30));
    await editor.getByLabel('First day').blur();
    assert.equal(questions.length, 1);
    assert.match(questions[0] ?? '', /^Move the whole wedding 30 days later\? Its 2 days and \d+ functions go with it/);
    assert.equal(await editor.getByLabel('Last day').inputValue(), movedBy(before.endDate, 30));
    assert.equal(
      await editor.getByLabel('Day 2', { exact: true }).inputValue(),
      movedBy(before.days[1]?.date ?? '', 30),
    );
    await editor.getByRole('button', { name: 'Save the content' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor();
    const moved = await saved();
    assert.deepEqual(
      starts(moved),
      starts(before).map((start) => (start === undefined ? undefined : movedBy(start, 30))),
    );

    // The second day moved a day later, past the last day: its functions go with it, and the day is refused
    // beside its field before anything is sent.
    const secondDay = editor.getByLabel('Day 2', { exact: true });
    await secondDay.fill(movedBy(moved.days[1]?.date ?? '', 1));
    await secondDay.blur();
    const firstOfDay = editor.getByRole('group', {
      name: new RegExp(String(Object.values(moved.days[1]?.events[0]?.title ?? {})[0])),
    });
    assert.equal(await firstOfDay.getByLabel('Starts').inputValue(), movedBy(moved.days[1]?.events[0]?.start ?? '', 1));
    await editor.getByText(/^days\[1\]\.date: \S+ is after the last day, endDate /).waitFor();
    // A start put on another day is said beside it, as it is typed.
    await firstOfDay.getByLabel('Starts').fill(`${moved.days[0]?.date}T10:00`);
    await firstOfDay.getByText(/^days\[1\]\.events\[0\]\.start: \S+ is not on its day/).waitFor();
    await editor.getByRole('button', { name: 'Save the content' }).click();
    await editor.getByText('Not saved: see the fields marked above.').waitFor();
    assert.deepEqual(await saved(), moved);
    assert.equal(questions.length, 1);
    await own.close();
  });
});
