// A relative who reads Hindi runs the admin in Hindi: every room, every form opened, every message and refusal. The
// check reads every text and every label, title and placeholder the admin shows; once the wedding's own data (the
// site's content, the households' names) is set aside, no English word may be left but the names of things
// (WhatsApp, CSV, PUBLIC_URL) and the sheet's column names, which stay as a spreadsheet has them.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { adminCookie } from '../helpers/server-api';
import { TEST_ADMIN_PASSWORD } from '../helpers/spawn-server';
import { assertNoViolations } from './axe';
import { collectPageErrors, DESKTOP, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const dataDir = dataDirWith(guestListSite());

/** Names of things, and the import's column names: the same in a Hindi sentence as in an English one. */
const NAMES_OF_THINGS = new Set(
  [
    'WhatsApp',
    'SMS',
    'QR',
    'CSV',
    'PNG',
    'SVG',
    'UPI',
    'SD',
    'PUBLIC_URL',
    'JPEG',
    'WebP',
    'HEIC',
    // The import's columns, as the sheet has them.
    'Household',
    'Name',
    'Phone',
    'Email',
    'Functions',
    'Plus',
    'ones',
    'Child',
    'Language',
    'Notes',
    // The guest pages' greeting, quoted in the field that sets it.
    'Dear',
    // A file's and a setting's names.
    'site.json',
    'docs/deploy.md',
    'rsvp.openAnswersCountFor',
    'Off',
    'the',
    'machine',
  ].map((word) => word.toLowerCase()),
);

/** Every string a value of the site's content holds, in either language: the wedding's data, not the admin's words. */
function contentStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) contentStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) contentStrings(item, into);
  return into;
}

/** Every text, label, title and placeholder on the page, but for what is marked as English on purpose (en, en-IN). */
const shownWords = (page: Page): Promise<string[]> =>
  page.evaluate(`(() => {
    const out = [];
    const root = document.querySelector('.admin-rooms');
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (parent && !parent.closest('[lang|="en"], script, style, .send-panel__message, .people__address')) out.push(walker.currentNode.textContent);
    }
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (element.closest('[lang|="en"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    // The notifications, outside the rooms.
    for (const toast of document.querySelectorAll('[role="status"], [role="alert"], [role="region"]'))
      if (!root.contains(toast)) out.push(toast.textContent, toast.getAttribute('aria-label') || '');
    return out;
  })()`);

describe('the admin in Hindi', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let cookie: string;
  const data = new Set<string>();

  before(async () => {
    cookie = await adminCookie(suite.server.url);
    const json = { cookie, 'content-type': 'application/json' };
    const language = await fetch(`${suite.server.url}/api/admin/me/language`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ language: 'hi' }),
    });
    assert.equal(language.status, 200);
    for (const [name, side, phone, member] of [
      ['Sharma family', 'bride', '+91 98100 11111', 'Kamla Sharma'],
      ['Mehta family', 'groom', '12', 'Ravi Mehta'],
    ] as const) {
      const created = await fetch(`${suite.server.url}/api/admin/households`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          name,
          side,
          phone,
          groups: ['Jaipur'],
          members: [{ name: member }],
          events: ['mehendi-ceremony'],
        }),
      });
      assert.equal(created.status, 201);
      data.add(name).add(member).add(phone);
    }
    data.add('Jaipur');
    const site = (await (await fetch(`${suite.server.url}/api/admin/site`, { headers: { cookie } })).json()) as {
      site: unknown;
    };
    contentStrings(site.site, data);
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The English words left on the page once the wedding's data is set aside. */
  const englishOn = async (page: Page): Promise<string[]> => {
    // The longest data first, so that "Sharma family" goes before "Sharma" could leave "family" behind.
    const known = [...data].filter((text) => text.trim() !== '').sort((a, b) => b.length - a.length);
    const left = new Set<string>();
    for (let text of await shownWords(page)) {
      for (const datum of known) text = text.split(datum).join(' ');
      for (const word of text.match(/[A-Za-z][A-Za-z._/]*[A-Za-z]|[A-Za-z]{2,}/g) ?? [])
        if (!NAMES_OF_THINGS.has(word.toLowerCase()) && !/^https?$|^www$|example|wedding|com$/i.test(word))
          left.add(word);
    }
    return [...left];
  };

  const room = async (page: Page, link: string, heading: string) => {
    await page.getByRole('navigation', { name: 'एडमिन के भाग' }).getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  };

  test('every room, with its forms open, speaks Hindi; a refusal is told in Hindi too', async () => {
    await withPage(suite.browser, DESKTOP, async (page) => {
      const errors = collectPageErrors(page);
      await page.goto(`${suite.server.url}/admin/guests`);
      // The spec's sign-in stays as it is.
      await page.getByLabel('Password').fill(TEST_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { level: 1, name: 'मेहमान' }).waitFor();
      await page.getByRole('heading', { name: 'Mehta family' }).waitFor();
      await page.getByRole('button', { name: 'परिवार जोड़ें' }).click();
      await page.getByLabel('परिवार का नाम').waitFor();
      await page.getByRole('button', { name: 'CSV से लाएँ' }).click();
      await page.getByLabel('CSV फ़ाइल').waitFor();
      await page.getByText('मेहमानों की सूची में बदलावों का रिकॉर्ड').click();
      await page.getByText('Sharma family जोड़ा गया').first().waitFor();
      await page.getByRole('button', { name: 'भेजें', exact: true }).first().click();
      await page.getByText('उनका उत्तर').count();
      assert.deepEqual(await englishOn(page), [], 'the Guests room');
      await assertNoViolations(page);

      // A refusal: a second household of the same name is refused by the server, and told in Hindi.
      await page.getByLabel('परिवार का नाम').fill('Sharma family');
      await page.getByLabel('व्यक्ति 1', { exact: true }).fill('Asha Sharma');
      data.add('Asha Sharma');
      await page.getByRole('button', { name: 'सहेजें' }).click();
      await page.getByText('सहेजा नहीं गया: स्क्रीन के नीचे का संदेश देखें।').waitFor();
      await page.getByText('सहेजने में दिक्कत आई', { exact: true }).waitFor();
      await page.getByText('इस नाम का परिवार सूची में पहले से है', { exact: false }).first().waitFor();
      assert.deepEqual(await englishOn(page), [], 'the refusal');
      // Closed, as read, and gone before the next room: left to its own time (which focus or a pointer on it pauses)
      // it may be fading out while a later room's contrast is measured. Its time may also run out first, so the
      // click may find nothing to close; its being gone is what is waited for.
      const refusal = page.getByRole('listitem').filter({ hasText: 'सहेजने में दिक्कत आई' });
      void refusal
        .getByRole('button', { name: 'बंद करें' })
        .click()
        .catch(() => undefined);
      await refusal.waitFor({ state: 'detached' });

      await room(page, 'कार्यक्रम', 'कार्यक्रम और गिनती');
      await page.getByRole('heading', { name: 'हर कार्यक्रम की गिनती' }).waitFor();
      assert.deepEqual(await englishOn(page), [], 'the Functions room');

      await room(page, 'भेजें', 'भेजना');
      await page.getByRole('button', { name: 'निमंत्रण भेजें (2)' }).click();
      await page.getByRole('button', { name: 'इस परिवार को छोड़ें' }).waitFor();
      assert.deepEqual(await englishOn(page), [], 'the Sending room');

      await room(page, 'ठहरना', 'ठहरना और यात्रा');
      await page.getByRole('heading', { name: 'मेहमान कहाँ ठहरेंगे' }).waitFor();
      assert.deepEqual(await englishOn(page), [], 'the Stay room');

      await room(page, 'द्वार', 'द्वार पर: कौन आया');
      await page
        .getByRole('status')
        .getByText(/आ चुके हैं/)
        .waitFor();
      assert.deepEqual(await englishOn(page), [], 'the Door room');

      await room(page, 'विवाह के दिन', 'विवाह के दिन: सूचना और उपहार');
      await page.getByRole('heading', { name: 'शगुन और उपहार' }).waitFor();
      assert.deepEqual(await englishOn(page), [], 'the Days room');

      await room(page, 'सामग्री', 'साइट की सामग्री');
      await page.locator('form, [role="form"]').first().waitFor();
      assert.deepEqual(await englishOn(page), [], 'the Content room');
      await assertNoViolations(page);

      await room(page, 'सेटिंग्स', 'सेटिंग्स');
      await page.getByRole('heading', { name: 'मदद करने वाले लोग' }).waitFor();
      await page.getByLabel('नाम', { exact: true }).fill('Asha Didi');
      data.add('Asha Didi');
      await page.getByLabel(/^आयोजक/).check();
      await page.getByLabel('वर पक्ष').check();
      await page.getByLabel('वे कौन-सी भाषा पढ़ते हैं').selectOption('hi');
      await page.getByRole('button', { name: 'जोड़ें और उनका लिंक बनाएँ' }).click();
      // Her message is in the language she reads.
      assert.match(
        decodeURIComponent((await page.getByRole('link', { name: 'WhatsApp पर भेजें' }).getAttribute('href')) ?? ''),
        /नमस्ते Asha Didi!/,
      );
      // A wrong current password is refused by the server, in Hindi.
      await page.getByLabel('अभी का पासवर्ड').fill('not my password at all');
      await page.getByLabel('नया पासवर्ड (कम से कम 10 अक्षर)').fill('a new password here');
      await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
      await page.getByText('पासवर्ड सही नहीं है।', { exact: true }).waitFor();
      assert.deepEqual(await englishOn(page), [], 'the Settings room');
      await assertNoViolations(page);
      // The two refusals asked for above are the only failures the browser saw.
      assert.deepEqual(
        errors.filter((error) => !/status of (409 \(Conflict\)|403 \(Forbidden\))/.test(error)),
        [],
      );
      assert.equal(errors.length, 2, errors.join('\n'));
    });
  });
});
