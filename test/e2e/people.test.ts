// Two families, one wedding, in the browser: the couple adds an organiser for the groom's side in Settings and gets
// their link; the organiser opens it on a phone, chooses a username and password, imports the groom's list, sends
// the invitations, and never sees the bride's households. The caterer, signed in with a username, reads the
// headcounts with no phone number in sight.
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

describe('the couple lets an organiser of the groom’s side in', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  let signupLink = '';
  const households = async () =>
    (await (await fetch(`${suite.server.url}/api/admin/households`, { headers: { cookie } })).json()) as Household[];

  before(async () => {
    cookie = await adminCookie(suite.server.url);
    for (const [name, side, phone] of [
      ['Sharma family', 'bride', '+91 98100 11111'],
      ['Mehta family', 'both', '+91 98100 33333'],
    ] as const) {
      const household = { name, side, phone, members: [{ name: `${name} elder` }], events: ['mehendi-ceremony'] };
      await createHousehold(suite.server.url, household, cookie);
    }
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the couple adds Vikram Mama as the groom’s side’s organiser and gets his link to send', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await suite.signIn(page, '/admin/settings');
      const people = page.getByRole('region', { name: 'People who help' });
      await people.getByLabel('Name').fill('Vikram Mama');
      await people.getByLabel(/^Organiser/).check();
      await people.getByLabel('the groom’s side').check();
      await people.getByRole('button', { name: 'Add and make their link' }).click();
      signupLink = await people.locator('.people__address').innerText();
      assert.match(signupLink, /\/admin\/signup#[A-Za-z0-9_-]{43}$/);
      assert.match(
        (await people.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '',
        /^https:\/\/wa\.me\/\?text=Namaste%20Vikram%20Mama/,
      );
      await people.getByText('Not signed up yet · the link works until').waitFor();
      await assertNoViolations(page);
      // The couple's own walk can go to one side: the groom's is the Mehtas (both sides'), not the Sharmas.
      await openRoom(page, 'Send', 'Sending');
      await page.getByRole('button', { name: 'Send invitations (2)' }).waitFor();
      await page.getByLabel('To').selectOption('groom');
      await page.getByRole('button', { name: 'Send invitations (1)' }).waitFor();
      assert.deepEqual(errors, []);
    });
  });

  test('Vikram signs up on his phone, imports the groom’s list and sends the invitations; the bride’s households are not there', async () => {
    const context = await suite.browser.newContext(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(signupLink);
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await assertNoViolations(page);
      await page.getByLabel('Username').fill('vikram');
      await page.getByLabel('Password').fill('our wedding helper');
      await page.getByRole('button', { name: 'Create my account' }).click();
      // An organiser starts in the guest list; the link's code is gone from the address.
      await page.getByRole('heading', { name: 'Guest list' }).waitFor();
      assert.equal(new URL(page.url()).hash, '');
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      // Stay and travel is an organiser's too (their side's travellers, rooms and pickups).
      assert.deepEqual(await nav.getByRole('link').allInnerTexts(), [
        'Guests',
        'Functions',
        'Send',
        'Stay',
        'Settings',
      ]);
      await page.locator('.household-card', { hasText: 'Mehta family' }).waitFor();
      assert.equal(await page.locator('.household-card', { hasText: 'Sharma family' }).count(), 0);

      const sheet = path.join(dataDir, 'grooms.csv');
      writeFileSync(sheet, 'Household;Name;Phone\nKapoor family;Anil Kapoor;+91 98100 22222\n');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await page.getByLabel('CSV file').setInputFiles(sheet);
      await page.getByText('grooms.csv: 1 new, 0 changed, 0 unchanged.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.locator('.household-card', { hasText: 'Kapoor family' }).waitFor();

      await openRoom(page, 'Send', 'Sending');
      const note = page.getByRole('note').filter({ hasText: 'only this computer can open it' });
      await note.getByRole('button', { name: 'I know: use this address anyway' }).click();
      await page.getByRole('button', { name: 'Send invitations (2)' }).click();
      const walk = page.getByRole('region', { name: 'Send the invitations' });
      await walk.getByText('1 of 2:').waitFor();
      await walk.getByRole('button', { name: 'Copy message' }).click();
      await walk.getByText('2 of 2:').waitFor();
      await walk.getByRole('button', { name: 'Copy message' }).click();
      await walk.getByText('Done: 2 invitations gone through.').waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
    const list = await households();
    const kapoors = list.find((h) => h.name === 'Kapoor family');
    assert.deepEqual([kapoors?.side, Boolean(kapoors?.sentAt)], ['groom', true]);
    assert.equal(Boolean(list.find((h) => h.name === 'Mehta family')?.sentAt), true);
    assert.equal(list.find((h) => h.name === 'Sharma family')?.sentAt, null, 'the bride’s household was not touched');
    const log = (await (await fetch(`${suite.server.url}/api/admin/audit`, { headers: { cookie } })).json()) as Array<{
      householdName: string;
      action: string;
      by: string | null;
    }>;
    assert.deepEqual(
      log.filter((entry) => entry.householdName === 'Kapoor family').map((entry) => [entry.action, entry.by]),
      [
        ['sent', 'Vikram Mama'],
        ['created', 'Vikram Mama'],
      ],
      'he imported it and sent it, and the log says so',
    );
  });

  test('Asha Didi signs up on her phone with its screen lock (a passkey), signs out, and signs in again with it', async () => {
    const invited = await fetch(`${suite.server.url}/api/admin/users`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Didi', role: 'organiser', sides: ['bride'] }),
    });
    const { signupLink: link } = (await invited.json()) as { signupLink: string };
    // A passkey belongs to a domain, never to an IP address: the phone opens the site at localhost.
    const at = (address: string) => address.replace('127.0.0.1', 'localhost');
    const context = await suite.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      // The phone's own authenticator, as Chromium simulates one: a fingerprint that always matches.
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.goto(at(link));
      await page.getByLabel('Username').fill('asha');
      await page.getByRole('button', { name: 'Use this phone’s fingerprint or screen lock' }).click();
      await page.getByRole('heading', { name: 'Guest list' }).waitFor();
      await page.locator('.household-card', { hasText: 'Sharma family' }).waitFor();
      assert.equal(await page.locator('.household-card', { hasText: 'Kapoor family' }).count(), 0);

      await openRoom(page, 'Settings', 'Settings');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Sign in with your username' }).click();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      // Back in the room she signed out from, as herself.
      await page.getByText('Signed in as Asha Didi (asha).').waitFor();
      // She reads the admin in Hindi: chosen once, kept for her account.
      await page.getByLabel('हिन्दी').click();
      const nav = page.getByRole('navigation', { name: 'एडमिन के भाग' });
      await nav.getByRole('link', { name: 'मेहमान' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
      assert.equal(await nav.getAttribute('lang'), 'hi');
      await assertNoViolations(page);
      // The send walk too: the Sharmas, of her side, are still to be sent theirs.
      await nav.getByRole('link', { name: 'भेजें', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'भेजना' }).waitFor();
      await page.getByRole('heading', { name: 'निमंत्रण और याद-दिहानी' }).waitFor();
      await page.getByRole('button', { name: 'निमंत्रण भेजें (1)' }).waitFor();
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
    const people = (await (
      await fetch(`${suite.server.url}/api/admin/users`, { headers: { cookie } })
    ).json()) as Array<{
      name: string;
      username: string | null;
    }>;
    assert.equal(people.find((person) => person.name === 'Asha Didi')?.username, 'asha');
  });

  test('a relative the couple knows reads Hindi gets the sign-up page in Hindi, greeted by name', async () => {
    const invited = await fetch(`${suite.server.url}/api/admin/users`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kamla Bua', role: 'organiser', sides: ['bride'], language: 'hi' }),
    });
    const { signupLink: link } = (await invited.json()) as { signupLink: string };
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(link);
      await page.getByRole('heading', { name: 'अपना खाता बनाएँ' }).waitFor();
      await page.getByText('नमस्ते Kamla Bua!', { exact: false }).waitFor();
      assert.equal(await page.locator('form[lang="hi-IN"]').count(), 1);
      await page.getByLabel('यूज़रनेम').fill('kamla');
      await page.getByLabel('पासवर्ड').fill('bua ji ka password');
      await page.getByRole('button', { name: 'इस पासवर्ड से मेरा खाता बनाएँ' }).click();
      // Her admin opens in Hindi too.
      await page.getByRole('navigation', { name: 'एडमिन के भाग' }).waitFor();
      // Her room's own code comes after the navigation: checked once it is drawn, not while it loads.
      await page.getByRole('heading', { level: 1, name: 'मेहमान' }).waitFor();
      await assertNoViolations(page);
      assert.deepEqual(errors, []);
    });
  });

  test('the caterer signs in with a username and reads the headcounts, with no phone number on the page', async () => {
    await inviteAndSignUp(
      suite.server.url,
      cookie,
      { name: 'Sunil Caterers', role: 'caterer' },
      { username: 'sunil', password: 'a caterer password' },
    );
    await withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/admin`);
      await signInByUsername(page, 'Sunil', 'a caterer password');
      await page.getByRole('heading', { level: 1, name: 'Functions and headcounts' }).waitFor();
      await page.getByText('Mehendi Ceremony').first().waitFor();
      const text = await page.locator('body').innerText();
      assert.ok(!/98100|\/i\//.test(text), 'no phone number or link on the caterer’s page');
      assert.deepEqual(
        await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').allInnerTexts(),
        ['Functions', 'Settings'],
      );
      assert.deepEqual(errors, []);
    });
  });
});
