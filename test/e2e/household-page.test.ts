// A household's link, opened on a phone: answered per person and per function, changed, and counted for the caterer.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Headcount } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, importGuestSheet } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import { collectPageErrors, openPage, PHONE, skipWithoutBrowser, useBrowserAndServer } from './browser';

const dataDir = dataDirWith(guestListSite());

const SHEET = [
  'Household,Name,Events,Plus ones,Child',
  'Sharma family,Rajesh Sharma,mehendi-ceremony; sagan; jaimaal-wedding-ceremony,1,',
  'Sharma family,Aarav Sharma,,,yes',
].join('\n');

describe("a household's own link, on a phone", { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  let household: Household;
  let page: Page;
  let errors: string[];

  before(async () => {
    cookie = await adminCookie(suite.server.url);
    household = (await importGuestSheet(suite.server.url, cookie, SHEET))[0] as Household;
    page = await openPage(suite.browser, PHONE);
    errors = collectPageErrors(page);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const headcount = async (eventId: string) => {
    const counts = (await (
      await fetch(`${suite.server.url}/api/admin/headcounts`, { headers: { cookie } })
    ).json()) as Headcount[];
    const count = counts.find((c) => c.eventId === eventId);
    return (
      count && { attending: count.attending, declined: count.declined, pending: count.pending, meals: count.meals }
    );
  };

  test('greets the household and lists its functions, the private one included, with a choice per person', async () => {
    await page.goto(`${suite.server.url}${household.link}`);
    await page.getByText('Dear Sharma family,', { exact: true }).waitFor();
    await page.locator('form.rsvp__form[data-script="running"]').waitFor();
    for (const title of ['Mehendi Ceremony', 'Sagan & Cocktail Party', 'Jaimaal & Wedding Ceremony']) {
      assert.equal(await page.locator('.event__title', { hasText: title }).count(), 1, title);
    }
    assert.equal(await page.locator('.event__title', { hasText: 'Haldi Ceremony' }).count(), 0);
    assert.equal(await page.locator('fieldset.person').count(), 3, 'two members and one extra guest');
    await assertNoViolations(page);
  });

  test("the household answers per function, and the caterer's numbers change", async () => {
    assert.deepEqual(await headcount('mehendi-ceremony'), { attending: 0, declined: 0, pending: 2, meals: {} });
    const rajesh = page.locator('fieldset.person').nth(0);
    const aarav = page.locator('fieldset.person').nth(1);
    const guest = page.locator('fieldset.person').nth(2);
    // Sent with a choice missing: the form says where, and sends nothing.
    await page.getByRole('button', { name: 'Send our answer' }).click();
    assert.ok((await page.getByText('Please choose coming or not coming').count()) >= 1);

    for (const [person, choices] of [
      [rajesh, ['Coming', 'Coming', 'Coming']],
      [aarav, ['Coming', 'Not coming', 'Coming']],
    ] as const) {
      const groups = person.locator('fieldset.person__event');
      for (const [index, choice] of choices.entries())
        await groups.nth(index).getByLabel(choice, { exact: true }).check();
    }
    await rajesh.getByRole('group', { name: 'Meal' }).getByLabel('Jain', { exact: true }).check();
    await rajesh.getByLabel('Dietary needs').fill('No onion or garlic');
    await guest.getByLabel('Their name').fill('Kiran Rao');
    const guestGroups = guest.locator('fieldset.person__event');
    for (const [index, choice] of ['Not coming', 'Not coming', 'Coming'].entries())
      await guestGroups.nth(index).getByLabel(choice, { exact: true }).check();
    await page.getByRole('button', { name: 'Send our answer' }).click();

    // Sent from the page: it thanks the family (a reload shows "Your answer", below).
    await page.getByRole('heading', { name: 'Thank you, we have your answer' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Thank you, we have your answer');
    assert.deepEqual(await headcount('mehendi-ceremony'), {
      attending: 2,
      declined: 1,
      pending: 0,
      meals: { Jain: 1, 'No choice': 1 },
    });
    assert.deepEqual(await headcount('sagan'), { attending: 1, declined: 2, pending: 0, meals: { Jain: 1 } });
  });

  test('the household changes its answer, and the numbers follow', async () => {
    await page.getByRole('button', { name: 'Change our answer' }).click();
    // The form comes back as stored.
    const rajesh = page.locator('fieldset.person').nth(0);
    assert.equal(
      await rajesh.getByRole('group', { name: 'Meal' }).getByLabel('Jain', { exact: true }).isChecked(),
      true,
    );
    await rajesh.locator('fieldset.person__event').nth(0).getByLabel('Not coming', { exact: true }).check();
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByRole('heading', { name: 'Thank you, we have your answer' }).waitFor();
    assert.match(await page.locator('.answer-summary').innerText(), /Rajesh Sharma\s+Mehendi Ceremony: not coming/);
    assert.deepEqual(await headcount('mehendi-ceremony'), {
      attending: 1,
      declined: 2,
      pending: 0,
      meals: { 'No choice': 1 },
    });
  });

  test('when the network drops as the answer is sent, what was chosen stays, and pressing again sends it', async () => {
    await page.getByRole('button', { name: 'Change our answer' }).click();
    const aarav = page.locator('fieldset.person').nth(1);
    await aarav.locator('fieldset.person__event').nth(1).getByLabel('Coming', { exact: true }).check();
    let dropped = 0;
    await page.route('**/api/invitations/*/response', async (route) => {
      if (dropped++ === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByText('Your answer was not sent', { exact: true }).waitFor();
    assert.equal(
      await aarav.locator('fieldset.person__event').nth(1).getByLabel('Coming', { exact: true }).isChecked(),
      true,
      'the choice is still there',
    );
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.getByRole('heading', { name: 'Thank you, we have your answer' }).waitFor();
    await page.unroute('**/api/invitations/*/response');
    assert.equal(dropped, 2);
    assert.deepEqual((await headcount('sagan'))?.attending, 2);
  });

  test('reopened later, the page shows the stored answer', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Your answer' }).waitFor();
    // Waited for, not read at once: in one CI-like run in eight the summary read empty just after the heading came.
    const summary = page.locator('.answer-summary');
    await summary.getByText('Kiran Rao').waitFor();
    assert.match(await summary.innerText(), /Kiran Rao/);
    // The one failed request above is the browser's own console line; nothing else went wrong.
    assert.deepEqual(
      errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED')),
      [],
    );
  });
});
