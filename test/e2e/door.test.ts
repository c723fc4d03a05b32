// The door at the Mehendi, in the browser, as the "done when" has it: a door account signs in on a phone,
// reads the Kapoors' QR card (a photo of the card, decoded on the phone: headless Chromium has no BarcodeDetector,
// so the fallback decoder runs) and marks Anil; finds Sunita by name, loses the network, marks her on the phone, and
// the mark goes when the network is back; the couple's screen counts both.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie, createHousehold, inviteAndSignUp } from '../helpers/server-api';
import { openRoom } from './admin-room';
import { assertNoViolations } from './axe';
import { collectPageErrors, DESKTOP, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';
import { signInByUsername } from './sign-in-by-username';

const dataDir = dataDirWith(guestListSite());
const cardFile = path.join(dataDir, 'kapoor-card.png');

describe('the door at a function, from the card to the couple’s count', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  let kapoors: Household;

  before(async () => {
    cookie = await adminCookie(suite.server.url);
    kapoors = await createHousehold(
      suite.server.url,
      {
        name: 'Kapoor family',
        members: [{ name: 'Anil Kapoor' }, { name: 'Sunita Kapoor' }],
        events: ['mehendi-ceremony'],
      },
      cookie,
    );
    const answered = await fetch(`${suite.server.url}/api/invitations/${kapoors.token}/response`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        members: kapoors.members.map((member) => ({ id: member.id, events: { 'mehendi-ceremony': true } })),
      }),
    });
    assert.equal(answered.status, 200);
    await inviteAndSignUp(
      suite.server.url,
      cookie,
      { name: 'Gate', role: 'door' },
      { username: 'gate', password: 'the door password' },
    );
    // The household's printed card, as the couple downloads it (at this test's address, hence "anyway").
    const card = await fetch(`${suite.server.url}/api/admin/households/${kapoors.id}/qr.png?anyway=1`, {
      headers: { cookie },
    });
    assert.equal(card.status, 200);
    writeFileSync(cardFile, Buffer.from(await card.arrayBuffer()));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the door marks Anil by his card, and Sunita by name without a network; the couple’s screen counts both', async () => {
    // The couple watches the count from a laptop while the door works.
    const coupleContext = await suite.browser.newContext(DESKTOP);
    const couple = await coupleContext.newPage();
    try {
      await suite.signIn(couple, '/admin/door');
      await couple.getByLabel('Function').selectOption('mehendi-ceremony');
      await couple.getByRole('status').getByText('0 of 2 expected have arrived').waitFor();

      await withPage(suite.browser, PHONE, async (page) => {
        const errors = collectPageErrors(page);
        await page.goto(`${suite.server.url}/admin`);
        await signInByUsername(page, 'gate', 'the door password');
        await page.getByRole('heading', { level: 1, name: 'At the door: who arrived' }).waitFor();
        await page.getByLabel('Function').selectOption('mehendi-ceremony');
        await page.getByRole('status').getByText('0 of 2 expected have arrived').waitFor();

        // The card's link, opened by the phone's own camera app: on the door's phone, the check-in for the household,
        // at the function this phone chose.
        await page.goto(`${suite.server.url}/i/${kapoors.token}`);
        await page.waitForURL(`${suite.server.url}/admin/door`);
        const family = page.getByRole('region', { name: 'Kapoor family' });
        await family.waitFor();
        assert.equal(new URL(page.url()).hash, '', 'the token leaves the address once read');
        await page.getByRole('status').getByText('0 of 2 expected have arrived').waitFor();

        // The card, read from a photo of it.
        await family.getByLabel(/^Anil Kapoor/).check();
        await family.getByRole('button', { name: 'Mark those ticked as arrived' }).click();
        await page.getByRole('status').getByText('1 of 2 expected have arrived').waitFor();

        // By name; then the network goes, and the mark waits on the phone.
        await page.getByLabel('Find by name', { exact: true }).fill('sunita');
        await page.getByRole('search').getByRole('button', { name: 'Find by name' }).click();
        await page.getByRole('button', { name: 'Kapoor family' }).click();
        await assertNoViolations(page);
        await page.context().setOffline(true);
        await family.getByRole('button', { name: 'All of them arrived' }).click();
        await page
          .getByText('Kapoor family: marked on this phone; it is sent when the network is back', { exact: true })
          .waitFor();
        await page
          .getByRole('status')
          .getByText(/1 mark waiting for the network/)
          .waitFor();
        // The network comes back, but the session has ended meanwhile: the mark stays on the phone, the door signs in
        // again, and it goes.
        await page.context().clearCookies();
        await page.context().setOffline(false);
        await signInByUsername(page, 'gate', 'the door password');
        await page.getByRole('status').getByText('2 of 2 expected have arrived').waitFor();
        // The browser notes the failed calls in its console: the network gone, then the session (401).
        assert.deepEqual(
          errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|status of 401/.test(error)),
          [],
        );
      });
      // The couple's screen reads the count again by itself (every 15 s): no reload.
      await couple.getByRole('status').getByText('2 of 2 expected have arrived').waitFor({ timeout: 40_000 });
    } finally {
      await coupleContext.close();
    }
    const count = await fetch(`${suite.server.url}/api/admin/checkins/mehendi-ceremony`, { headers: { cookie } });
    assert.deepEqual(await count.json(), { eventId: 'mehendi-ceremony', expected: 2, arrived: 2 });
  });

  test('a family’s extra guest, named in its answer, is expected at the door and counted with them', async () => {
    const vermas = await createHousehold(
      suite.server.url,
      { name: 'Verma family', members: [{ name: 'Asha Verma' }], events: ['haldi-ceremony'], plusOnes: 1 },
      cookie,
    );
    const answered = await fetch(`${suite.server.url}/api/invitations/${vermas.token}/response`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        members: [
          { id: vermas.members[0]?.id, events: { 'haldi-ceremony': true } },
          { name: 'Priya Rao', events: { 'haldi-ceremony': true } },
        ],
      }),
    });
    assert.equal(answered.status, 200);

    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/admin/door`);
      await signInByUsername(page, 'gate', 'the door password');
      await page.getByLabel('Function').selectOption('haldi-ceremony');
      await page.getByRole('status').getByText('0 of 2 expected have arrived').waitFor();
      await page.getByLabel('Find by name', { exact: true }).fill('verma');
      await page.getByRole('search').getByRole('button', { name: 'Find by name' }).click();
      await page.getByRole('button', { name: 'Verma family' }).click();
      const family = page.getByRole('region', { name: 'Verma family' });
      assert.equal(await family.getByLabel('Their guests who arrived (Priya Rao)').inputValue(), '0');
      await family.getByRole('button', { name: 'All of them arrived' }).click();
      await page.getByRole('status').getByText('2 of 2 expected have arrived').waitFor();
      assert.equal(await family.getByRole('button', { name: 'All of them arrived' }).isDisabled(), true);
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
  });

  test('a card not invited here is said so in words; without a network the phone finds a household by card and by name', async () => {
    const context = await suite.browser.newContext(PHONE);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: suite.server.url }]);
    const page = await context.newPage();
    try {
      await page.goto(`${suite.server.url}/admin/door`);
      await page.getByRole('heading', { level: 1, name: 'At the door: who arrived' }).waitFor();
      await page.getByLabel('Function').selectOption('haldi-ceremony');
      await page
        .getByRole('status')
        .getByText(/expected have arrived/)
        .waitFor();
      await page.getByLabel('Read a photo of the card').setInputFiles(cardFile);
      await page.getByText('Kapoor family is not invited to Haldi Ceremony.', { exact: true }).waitFor();
      assert.equal(await page.getByText(/^404: /).count(), 0);

      await page.getByLabel('Function').selectOption('mehendi-ceremony');
      await page
        .getByRole('status')
        .getByText(/of 2 expected have arrived/)
        .waitFor();
      // The phone has kept the function's households by now: it asks for them as the function is chosen.
      await page.waitForFunction(() => localStorage.getItem('wedding-door-roster:mehendi-ceremony') !== null);
      await context.setOffline(true);
      await page.getByLabel('Read a photo of the card').setInputFiles(cardFile);
      await page.getByRole('region', { name: 'Kapoor family' }).waitFor();
      await page.getByLabel('Find by name', { exact: true }).fill('anil');
      await page.getByRole('search').getByRole('button', { name: 'Find by name' }).click();
      await page.getByRole('button', { name: 'Kapoor family' }).waitFor();
      await context.setOffline(false);
      // The proxy is up but the server behind it is not (a restart): its 502 is no answer either.
      await page.route('**/api/admin/checkins/*/card', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
      await page.reload();
      await page
        .getByRole('status')
        .getByText(/of 2 expected have arrived/)
        .waitFor();
      await page.getByLabel('Read a photo of the card').setInputFiles(cardFile);
      await page.getByRole('region', { name: 'Kapoor family' }).waitFor();
      await page.unroute('**/api/admin/checkins/*/card');
      // Signed out, the phone forgets the families it kept.
      await openRoom(page, 'Settings', 'Settings');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('wedding-door-roster:mehendi-ceremony')), null);
    } finally {
      await context.close();
    }
  });
});
