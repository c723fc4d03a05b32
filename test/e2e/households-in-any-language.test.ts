// The couple's admin offers the wedding's own languages, not always English and Hindi: in a wedding shown in English,
// Hindi and Tamil, a household is added in Tamil and greeted in Tamil from the form, its card says Tamil, and an
// update is written in Tamil beside English and Hindi, which a Tamil household reads on its page.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie } from '../helpers/server-api';
import { collectPageErrors, DESKTOP, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const dataDir = dataDirWith({ ...guestListSite(), languages: ['en', 'hi', 'ta'] });

describe('a wedding in English, Hindi and Tamil, in the couple’s admin', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  before(async () => {
    cookie = await adminCookie(suite.server.url);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const households = async () =>
    (await (await fetch(`${suite.server.url}/api/admin/households`, { headers: { cookie } })).json()) as Household[];

  test('the household form offers Tamil and a Tamil greeting; the card names the language', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/guests');
      await page.getByRole('button', { name: 'Add household' }).click();
      await page.getByLabel('Household name').fill('Subramaniam family');
      await page.getByLabel('Person 1', { exact: true }).fill('Lakshmi Subramaniam');
      await page.getByLabel('Language').selectOption('ta');
      // A greeting for each of the wedding's languages, named in itself and in the reader's words.
      for (const label of ['English', 'हिन्दी (Hindi)', 'தமிழ் (Tamil)'])
        assert.equal(await page.getByLabel(label, { exact: true }).count(), 1, label);
      await page.getByLabel('தமிழ் (Tamil)', { exact: true }).fill('சுப்பிரமணியம் குடும்பம்');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Subramaniam family' }).waitFor();
      const saved = (await households()).find((household) => household.name === 'Subramaniam family');
      assert.equal(saved?.language, 'ta');
      assert.deepEqual(saved?.greeting, { ta: 'சுப்பிரமணியம் குடும்பம்' });
      // On its card: its language, as the reader names it.
      await page
        .locator('.household-card__details')
        .filter({ hasText: /^Tamil$/ })
        .waitFor();
      assert.deepEqual(errors, []);
    });
  });

  test('an update is written in Tamil too, and a Tamil household reads it on its page', async () => {
    const tamils = (await households()).find((household) => household.name === 'Subramaniam family');
    assert.ok(tamils);
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/days');
      await page.getByLabel('The update, in English').fill('The Mehendi starts at six');
      await page.getByLabel('The update, in Tamil (optional)').fill('மெஹந்தி ஆறு மணிக்குத் தொடங்கும்');
      await page.getByRole('button', { name: 'Post the update' }).click();
      await page.getByRole('listitem').filter({ hasText: 'மெஹந்தி ஆறு மணிக்குத் தொடங்கும்' }).waitFor();
      assert.deepEqual(errors, []);
    });
    await withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}/i/${tamils.token}`);
      await page.getByText('மெஹந்தி ஆறு மணிக்குத் தொடங்கும்').waitFor();
      assert.equal(await page.getByText('The Mehendi starts at six').count(), 0);
    });
  });
});
