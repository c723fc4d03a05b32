// The couple keeps the open form's answers true from a phone: adds one given by phone, corrects one, deletes a test
// entry after saying so, and sees two answers that look like one guest's flagged. The four cards follow each change.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { MEERA_KAPOOR } from '../helpers/open-form-answers';
import { createHousehold, createRsvp } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import { openWatchedPage, PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';
import { cardValue } from './summary-cards';

/** Waits until the card shows `value`: the list and the counts are read again after each change. */
async function cardBecomes(page: Page, label: string, value: string): Promise<void> {
  const card = page.locator('.summary-card').filter({ has: page.getByText(label, { exact: true }) });
  await card.locator('.summary-card__value', { hasText: new RegExp(`^\\s*${value}\\s*$`) }).waitFor();
}

describe('the open form’s answers, kept by the couple on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  let page: Page;
  let pageErrors: string[];

  before(async () => {
    const { server, browser } = suite;
    await createRsvp(server.url, MEERA_KAPOOR);
    await createRsvp(server.url, { fullName: 'Test Entry', email: 'test@example.com', guestCount: 4, attending: true });
    ({ page, pageErrors } = await openWatchedPage(browser, PHONE));
    await suite.signIn(page, '/admin');
    await page.getByRole('heading', { name: 'RSVP Management', exact: true }).waitFor();
    await cardBecomes(page, 'Total RSVPs', '2');
  });

  test('an answer given by phone, with no e-mail, is added and counted', async () => {
    await page.getByRole('button', { name: 'Add an answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an answer' });
    await dialog.waitFor();
    await assertNoViolations(page);
    await dialog.getByLabel('Full name').fill('Dadi Sharma');
    await dialog.getByLabel('Guests').fill('2');
    await dialog.getByLabel('Dietary restrictions').fill('Jain');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cardBecomes(page, 'Total RSVPs', '3');
    assert.equal(await cardValue(page, 'Total Guests'), '7');
    const row = page.locator('table.rsvp-table tbody tr', { hasText: 'Dadi Sharma' });
    assert.match((await row.textContent()) ?? '', /Jain/);
  });

  test('a correction moves the counts: the guest said no after all', async () => {
    await page.getByRole('button', { name: 'Meera Kapoor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer from Meera Kapoor' });
    await dialog.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cardBecomes(page, 'Not Attending', '1');
    assert.equal(await cardValue(page, 'Attending'), '2');
    assert.equal(await cardValue(page, 'Total Guests'), '6');
  });

  test('a test entry is deleted only after the couple says so, and leaves the counts', async () => {
    await page.getByRole('button', { name: 'Test Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer from Test Entry' });
    await dialog.getByRole('button', { name: 'Delete…' }).click();
    await dialog.getByText('It leaves the list and the counts').waitFor();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    assert.equal(await dialog.getByRole('button', { name: 'Delete this answer' }).count(), 0);
    await dialog.getByRole('button', { name: 'Delete…' }).click();
    await dialog.getByRole('button', { name: 'Delete this answer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cardBecomes(page, 'Total RSVPs', '2');
    assert.equal(await cardValue(page, 'Total Guests'), '2');
    assert.equal(await page.getByRole('button', { name: 'Test Entry' }).count(), 0);
  });

  test('two answers that look like one guest’s are flagged in the list', async () => {
    await createRsvp(suite.server.url, {
      fullName: 'meera  kapoor',
      email: 'm.k@example.com',
      guestCount: 1,
      attending: true,
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await cardBecomes(page, 'Total RSVPs', '3');
    const flagged = page.locator('table.rsvp-table tbody tr', { has: page.getByText('Possible duplicate') });
    assert.equal(await flagged.count(), 2);
    assert.equal(
      await page
        .locator('table.rsvp-table tbody tr', { hasText: 'Dadi Sharma' })
        .getByText('Possible duplicate')
        .count(),
      0,
    );
    // Nothing scrolls sideways on the phone.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  });

  test('the two are merged into one: the duplicate goes, the counts follow, the flag is gone', async () => {
    await page.getByRole('button', { name: 'meera  kapoor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer from meera  kapoor' });
    await dialog.getByRole('heading', { name: 'The same guest?' }).waitFor();
    await assertNoViolations(page);
    page.once('dialog', (asked) => void asked.accept());
    await dialog.getByRole('button', { name: /^Keep answer \d+, take this one out$/ }).click();
    await cardBecomes(page, 'Total RSVPs', '2');
    assert.equal(await page.getByText('Possible duplicate').count(), 0);
  });

  test('an answer is counted with its household on the list, and says so in the list', async () => {
    await createHousehold(suite.server.url, { name: 'Kapoor family', members: [{ name: 'Meera Kapoor' }], events: [] });
    await page.reload();
    await page.getByRole('button', { name: 'Meera Kapoor', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer from Meera Kapoor' });
    await dialog.getByLabel('This guest’s household').selectOption({ label: 'Kapoor family' });
    await dialog.getByRole('button', { name: 'Count it with this household' }).click();
    await page
      .locator('table.rsvp-table tbody tr', { hasText: 'Meera Kapoor' })
      .getByText('With Kapoor family')
      .waitFor();
    assert.deepEqual(pageErrors, []);
    await page.context().close();
  });
});
