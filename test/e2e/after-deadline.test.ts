// After rsvp.closesAt, in a browser: a household reads what it answered and whom to call; the open form is gone.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, importGuestSheet } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import { collectPageErrors, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wedding-closed-e2e-'));
writeFileSync(
  path.join(dataDir, 'site.json'),
  JSON.stringify(guestListSite({ closesAt: '2020-05-15T23:59:59+05:30' })),
);
const CLOSED = 'Responses closed on May 15, 2025; please contact Priya on +91 98765 43210.';

describe('after the deadline, on a phone', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let answered: Household;
  let silent: Household;

  before(async () => {
    const cookie = await adminCookie(suite.server.url);
    const sheet = [
      'Household,Name,Events',
      'Sharma family,Rajesh Sharma,mehendi-ceremony; jaimaal-wedding-ceremony',
      'Kapoor family,Meera Kapoor,all',
    ].join('\n');
    const households = await importGuestSheet(suite.server.url, cookie, sheet);
    answered = households.find((h) => h.name === 'Sharma family') as Household;
    silent = households.find((h) => h.name === 'Kapoor family') as Household;
    // The Sharmas answered by phone; the couple records it, which the deadline does not stop.
    const rajesh = answered.members[0]?.id;
    const recorded = await fetch(`${suite.server.url}/api/admin/households/${answered.id}/response`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        members: [
          { id: rajesh, events: { 'mehendi-ceremony': true, 'jaimaal-wedding-ceremony': false }, meal: 'Jain' },
        ],
      }),
    });
    assert.equal(recorded.status, 200, await recorded.text());
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a household that answered reads its answer and whom to contact, with nothing to change it', async () => {
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      // With the script run, so that what is checked is what the app shows, not only the server's HTML.
      await page.goto(`${suite.server.url}${answered.link}`, { waitUntil: 'networkidle' });
      const rsvp = page.locator('#rsvp');
      await rsvp.getByText(CLOSED, { exact: true }).waitFor();
      // Scrolled to, as the section below the fold is laid out only near the screen (content-visibility).
      await rsvp.scrollIntoViewIfNeeded();
      const summary = rsvp.locator('.answer-summary');
      await summary.getByText('Rajesh Sharma').waitFor({ state: 'visible' });
      for (const line of ['Mehendi Ceremony: coming', 'Jaimaal & Wedding Ceremony: not coming', 'Meal: Jain']) {
        await summary.getByText(line, { exact: true }).waitFor({ state: 'visible' });
      }
      assert.equal(
        await rsvp.locator('form, input, textarea, button').count(),
        0,
        'no form and no button to change the answer',
      );
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
  });

  test('a household that never answered is told so, and whom to contact', async () => {
    await withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}${silent.link}`, { waitUntil: 'networkidle' });
      const rsvp = page.locator('#rsvp');
      await rsvp.getByText(CLOSED, { exact: true }).waitFor();
      await rsvp.getByText('We did not receive an answer from you in time.').waitFor();
      assert.equal(await rsvp.locator('form, input, button').count(), 0);
    });
  });

  test('the open page has the sentence instead of the form', async () => {
    await withPage(suite.browser, PHONE, async (page) => {
      await page.goto(suite.server.url, { waitUntil: 'networkidle' });
      await page.locator('#rsvp').getByText(CLOSED, { exact: true }).waitFor();
      assert.equal(await page.locator('#rsvp form').count(), 0);
    });
  });
});
