// Issue 45 §5, tried as a door volunteer would: "typing "Kamla" found nobody invited as "कमला"". In the browser,
// the guest list's search and the door's find a name written in one script by typing it in another, the door also
// with the network gone (on the roster its phone keeps), and the chunks that fold what is typed come when asked.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { dataDirWith } from '../helpers/app';
import { FAMILIES_IN_SCRIPTS, householdInput } from '../helpers/families-in-scripts';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, createHousehold } from '../helpers/server-api';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const dataDir = dataDirWith(guestListSite());
const { event: EVENT, households: HOUSEHOLDS } = FAMILIES_IN_SCRIPTS;

describe('a name typed in one script finds it written in another, in the browser', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });

  before(async () => {
    const cookie = await adminCookie(suite.server.url);
    for (const household of HOUSEHOLDS) {
      await createHousehold(suite.server.url, householdInput(household), cookie);
    }
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the guest list’s search', async () => {
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/guests');
      const listed = async (typed: string, names: string[]) => {
        await page.getByLabel('Search households').fill(typed);
        for (const name of names) await page.locator('.household-card', { hasText: name }).first().waitFor();
        await page.waitForFunction(
          (count) => document.querySelectorAll('.household-card').length === count,
          names.length,
        );
      };
      await listed('kamla', ['कमला देवी', 'Kamla Devi']);
      await listed('कमला', ['कमला देवी', 'Kamla Devi']);
      await listed('Meenakshi', ['முருகன் குடும்பம்']);
      await listed('Aisha', ['محمد خان']);
      assert.deepEqual(errors, []);
    });
  });

  test('the door’s search, online and then without a network', async () => {
    await withPage(suite.browser, PHONE, async (page) => {
      await suite.signIn(page, '/admin/door');
      await page.getByLabel('Function').selectOption(EVENT);
      await page
        .getByRole('status')
        .getByText(/expected have arrived/)
        .waitFor();
      const found = async (on: Page, typed: string, names: string[]) => {
        await on.getByLabel('Find by name', { exact: true }).fill(typed);
        await on.getByRole('search').getByRole('button', { name: 'Find by name' }).click();
        for (const name of names) await on.getByRole('button', { name, exact: true }).waitFor();
        await on.waitForFunction(
          (count) => document.querySelectorAll('.door__found li').length === count,
          names.length,
        );
      };
      await found(page, 'kamla', ['कमला देवी', 'Kamla Devi']);
      await found(page, 'कमला', ['कमला देवी', 'Kamla Devi']);
      await page.context().setOffline(true);
      await found(page, 'Murugan', ['முருகன் குடும்பம்']);
      await found(page, 'Mohammed', ['محمد خان']);
      await found(page, 'Kamla', ['कमला देवी', 'Kamla Devi']);
      await page.context().setOffline(false);
    });
  });
});
