// After an RSVP the guest sees what was recorded, in words that suit their answer, and can answer for a relative.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { listRsvps } from '../helpers/server-api';
import { openHydrated, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

async function answer(
  page: Page,
  name: string,
  email: string,
  choice: 'Joyfully Accept' | 'Regretfully Decline',
): Promise<void> {
  await page.getByLabel('Full Name *').fill(name);
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel(choice).check();
  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
}

const thanks = (page: Page) => page.locator('.rsvp__thanks');
const sectionText = async (page: Page) => ((await page.locator('#rsvp').textContent()) ?? '').replace(/\s+/g, ' ');

describe('the thank-you view', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test("an acceptance gets the spec's three sentences and what was recorded, without the deadline's request above it", () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await answer(page, 'Meera Nair', 'meera@example.com', 'Joyfully Accept');
      const text = await sectionText(page);
      for (const sentence of [
        'Thank You!',
        'Your RSVP has been submitted successfully.',
        "We're looking forward to celebrating with you!",
      ]) {
        assert.ok(text.includes(sentence), `missing: ${sentence}`);
      }
      assert.ok(!text.includes('Please let us know'), 'the request to answer by the deadline is gone once answered');
      assert.equal((await thanks(page).locator('dd').allTextContents()).join(' | '), 'Meera Nair | Joyfully Accept');
    }));

  test('a decline is thanked kindly, without looking forward to a celebration the guest will miss', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await answer(page, 'Dev Malhotra', 'dev@example.com', 'Regretfully Decline');
      const text = await sectionText(page);
      assert.ok(!text.includes('looking forward'), text);
      assert.ok(text.includes("We're sorry you can't be with us, and thank you for letting us know."));
      assert.equal(
        (await thanks(page).locator('dd').allTextContents()).join(' | '),
        'Dev Malhotra | Regretfully Decline',
      );
    }));

  test('"RSVP for someone else" brings back an empty form, ready to type in, and both answers are stored', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await answer(page, 'Lakshmi Rao', 'lakshmi@example.com', 'Joyfully Accept');
      await page.getByRole('link', { name: 'RSVP for someone else' }).click();
      const name = page.getByLabel('Full Name *');
      await name.waitFor();
      assert.equal(await name.inputValue(), '');
      assert.equal(await page.getByLabel('Email Address *').inputValue(), '');
      assert.equal(await page.getByLabel('Joyfully Accept').isChecked(), false);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'rsvp-fullName');
      await answer(page, 'Venkat Rao', 'venkat@example.com', 'Regretfully Decline');
      const stored = (await listRsvps(suite.server.url)).filter(
        (r) => r.email.endsWith('rao@example.com') || r.fullName.endsWith(' Rao'),
      );
      assert.deepEqual(stored.map((r) => [r.fullName, r.attending]).sort(), [
        ['Lakshmi Rao', true],
        ['Venkat Rao', false],
      ]);
    }));
});
