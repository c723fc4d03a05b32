// The open form while strangers flood it: past the answers everyone together may send, a guest using the page in a
// browser still has their answer stored. The page is told a puzzle gets it in, solves it (a second or a few), and
// sends the same answer again, with nothing for the guest to do but wait.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { listRsvps } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import {
  collectPageErrors,
  DESKTOP,
  PHONE,
  skipWithoutBrowser,
  slowPhone,
  useBrowserAndServer,
  withPage,
} from './browser';

const OVERALL = 5;

describe('the open form under a flood', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ env: { ANSWER_LIMIT_OVERALL: String(OVERALL) } });

  test('a guest on a slow phone answers after the flood has used up the site’s answers, and is stored', async () => {
    for (let i = 0; i < OVERALL; i++) {
      const flood = await fetch(`${suite.server.url}/api/rsvp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: `Bot ${i}`, email: `bot${i}@example.com`, guestCount: 1, attending: true }),
      });
      assert.equal(flood.status, 201);
    }
    const refused = await fetch(`${suite.server.url}/api/rsvp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Bot more', email: 'bot@example.com', guestCount: 1, attending: true }),
    });
    assert.equal(refused.status, 429, 'the flood has used up what everyone together may send');
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await slowPhone(page);
      await page.goto(suite.server.url);
      await page.locator('form.rsvp__form[data-script="running"]').waitFor();
      await page.getByLabel('Full Name *').fill('Meenakshi Sundaram');
      await page.getByLabel('Email Address *').fill('meenakshi@example.com');
      await page.getByLabel('Joyfully Accept').check();
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      await page.getByText('Thank You!', { exact: true }).waitFor();
      // The browser notes the first send's 429 in its console; nothing else went wrong.
      assert.deepEqual(
        errors.filter((error) => !error.includes('status of 429')),
        [],
      );
    });
    const stored = await listRsvps(suite.server.url);
    assert.ok(stored.some((rsvp) => rsvp.fullName === 'Meenakshi Sundaram'));
  });

  test('the couple finds the answers that came in a window, removes them in one go, and puts them back', async () => {
    const local = (ms: number) => {
      const at = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
      return at.toISOString().slice(0, 16);
    };
    const before = (await listRsvps(suite.server.url)).length;
    assert.ok(before > 0);
    await withPage(suite.browser, DESKTOP, async (page) => {
      await suite.signIn(page, '/admin/settings');
      const panel = page.getByRole('region', { name: 'Answers that came in a flood' });
      await panel.getByLabel('From').fill(local(Date.now() - 60 * 60 * 1000));
      await panel.getByLabel('Until').fill(local(Date.now() + 60 * 60 * 1000));
      await panel.getByRole('button', { name: 'Find them' }).click();
      await panel.getByRole('button', { name: `Remove these ${before}` }).click();
      await panel.getByRole('button', { name: 'Put them back' }).waitFor();
      assert.equal((await listRsvps(suite.server.url)).length, 0);
      await assertNoViolations(page);
      await panel.getByRole('button', { name: 'Put them back' }).click();
      await panel.getByRole('button', { name: 'Put them back' }).waitFor({ state: 'detached' });
    });
    assert.equal((await listRsvps(suite.server.url)).length, before);
  });
});
