// A couple who has never seen site.json sets up their own wedding on a phone, in the admin alone: their names in two
// languages, five functions (one private, for the family), their meals, their photo. The server (the production
// build, spawned) is never restarted: guests get the new invitation, and a household invited to the private
// function finds it, and the meals, on its own page in Hindi.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Household } from '../../shared/guests/schemas';
import { adminCookie } from '../helpers/server-api';
import { openRoom } from './admin-room';
import { assertNoViolations } from './axe';
import { skipWithoutBrowser, useBrowserAndServer } from './browser';
import { openContentEditorOnAPhone } from './content-editor';

/** Their five functions: title in English and Hindi, the hour it starts on its day, and whether only family see it. */
const FUNCTIONS = [
  { en: 'Ganesh Puja', hi: 'गणेश पूजा', at: 'T09:00', private: true },
  { en: 'Mehendi', hi: 'मेहंदी', at: 'T16:00', private: false },
  { en: 'Sangeet', hi: 'संगीत', at: 'T17:30', private: false },
  { en: 'Baraat', hi: 'बारात', at: 'T19:00', private: false },
  { en: 'Pheras', hi: 'फेरे', at: 'T21:00', private: false },
] as const;

describe('a wedding set up in the browser, on a phone, by someone who never saw site.json', {
  skip: skipWithoutBrowser,
}, () => {
  const suite = useBrowserAndServer();
  let context: BrowserContext;
  let page: Page;
  let editor: Locator;
  let errors: string[];
  const fillBoth = async (group: Locator, en: string, hi: string) => {
    await group.getByLabel('English').fill(en);
    await group.getByLabel('हिन्दी').fill(hi);
  };
  const guestPage = async (path: string) => (await fetch(`${suite.server.url}${path}`)).text();

  before(async () => {
    ({ context, page, pageErrors: errors, editor } = await openContentEditorOnAPhone(suite));
    // Taking out a function asks first; the couple says yes.
    page.on('dialog', (dialog) => void dialog.accept());
  });
  after(() => context.close());

  test('the couple, the city and the days', async () => {
    await fillBoth(editor.getByRole('group', { name: 'First name' }), 'Priya', 'प्रिया');
    await fillBoth(editor.getByRole('group', { name: 'Second name' }), 'Arjun', 'अर्जुन');
    await fillBoth(editor.getByRole('group', { name: 'City' }), 'Jaipur', 'जयपुर');
    await editor.getByLabel('First day').fill('2026-12-10');
    await editor.getByLabel('Last day').fill('2026-12-11');
    await editor.getByLabel('Day 1', { exact: true }).fill('2026-12-10');
    await editor.getByLabel('Day 2', { exact: true }).fill('2026-12-11');
    await fillBoth(editor.getByRole('group', { name: 'Answer by (as guests read it)' }), 'December 1', '1 दिसंबर');
  });

  test('five functions of their own, one of them private, each time entered once', async () => {
    const functions = editor.getByRole('region', { name: 'Functions' });
    const cards = functions.locator('fieldset.content-editor__function');
    // The sample has six: the first goes.
    assert.equal(await cards.count(), 6);
    await cards
      .first()
      .getByRole('button', { name: /^Take out / })
      .click();
    assert.equal(await cards.count(), 5);
    for (const [i, wanted] of FUNCTIONS.entries()) {
      const card = cards.nth(i);
      await fillBoth(card.getByRole('group', { name: 'Title' }), wanted.en, wanted.hi);
      await fillBoth(
        card.getByRole('group', { name: 'Description' }),
        `${wanted.en}, with the family.`,
        `${wanted.hi}, परिवार के साथ।`,
      );
      // Each starts on its card's own day (the first two on the first day, the rest on the second).
      const day = (await card.locator('legend .content-editor__day').innerText()).trim();
      await card.getByLabel('Starts').fill(`${day}${wanted.at}`);
      // The sample's own time, written by hand, stays until the couple has it written from the start.
      const rewrite = card.getByRole('button', { name: /^Write the time from the start/ });
      if ((await rewrite.count()) > 0) await rewrite.click();
      if (wanted.private) {
        await card.getByRole('checkbox', { name: /Private/ }).check();
        await card
          .getByRole('note')
          .getByText(/no longer on the open invitation/)
          .waitFor();
      } else if (await card.getByRole('checkbox', { name: /Private/ }).isChecked()) {
        await card.getByRole('checkbox', { name: /Private/ }).uncheck();
      }
    }
    const time = cards.nth(1).getByRole('group', { name: 'Time, as guests read it' });
    assert.match(await time.getByLabel('English').inputValue(), /^4:00\b/);
    assert.match(await time.getByLabel('हिन्दी').inputValue(), /4:00/);
  });

  test('their meals, in both languages', async () => {
    const answers = editor.getByRole('region', { name: 'Answers' });
    while ((await answers.getByRole('button', { name: /^Remove meal / }).count()) > 0) {
      await answers
        .getByRole('button', { name: /^Remove meal / })
        .first()
        .click();
    }
    await answers.getByRole('button', { name: 'Add a meal' }).click();
    await answers.getByRole('button', { name: 'Add a meal' }).click();
    await fillBoth(answers.getByRole('group', { name: 'Meal 1' }), 'Satvik', 'सात्विक');
    await fillBoth(answers.getByRole('group', { name: 'Meal 2' }), 'Jain', 'जैन');
  });

  test('their photo, from the phone, in place at once and without where it was taken', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0506a' } })
      .jpeg()
      .withExif({
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '26/1 55/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '75/1 49/1 0/1',
        },
      })
      .toBuffer();
    const section = editor.getByRole('region', { name: 'The photo' });
    await section
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await section.getByText('The photo is on the invitation now.').waitFor();
    const src = await section.getByRole('img').getAttribute('src');
    assert.match(src ?? '', /^\/media\/portrait-\w+\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${suite.server.url}${src}`)).arrayBuffer());
    assert.equal((await sharp(stored).metadata()).exif, undefined);
  });

  test('the preview shows the draft before it is saved; the phone never scrolls sideways', async () => {
    // axe first: it cannot look into the preview's frame, which runs no script.
    await assertNoViolations(page);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByLabel('Language').selectOption('hi');
    await preview.getByRole('button', { name: 'Preview the invitation' }).click();
    const frame = page.frameLocator('iframe[title="The invitation as guests would see it"]');
    await frame.getByText('प्रिया').first().waitFor();
    assert.equal(await frame.getByText('गणेश पूजा').count(), 0, 'the private function is not on the open page');
    assert.doesNotMatch(await guestPage('/?lang=en'), /Priya/, 'nothing is saved by a preview');
    // The preview shows the photo just sent, and the fonts: the frame is of the site's own origin.
    const photo = frame.locator('.hero__portrait img');
    await photo.waitFor();
    assert.ok(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the photo loads');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  });

  test('saved, guests get it at their next visit, in either language, without a restart', async () => {
    await editor.getByRole('button', { name: 'Save the content' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor();

    const english = await guestPage('/?lang=en');
    assert.match(english, /Priya/);
    assert.match(english, /Jaipur/);
    for (const wanted of FUNCTIONS.filter((f) => !f.private)) assert.match(english, new RegExp(wanted.en));
    assert.doesNotMatch(english, /Ganesh Puja/);
    assert.doesNotMatch(english, /Check-in|Ananya/);
    assert.match(english, /\/media\/portrait-\w+\.jpg/);
    const hindi = await guestPage('/?lang=hi');
    assert.match(hindi, /प्रिया/);
    assert.match(hindi, /संगीत/);

    // A household of the family, invited to the private puja, reads it and the meals on its own page, in Hindi.
    const cookie = await adminCookie(suite.server.url);
    const events = (await (await fetch(`${suite.server.url}/api/admin/events`, { headers: { cookie } })).json()) as {
      events: Array<{ id: string; title: string; private: boolean }>;
    };
    const puja = events.events.find((event) => event.title === 'Ganesh Puja');
    assert.equal(puja?.private, true);
    const created = await fetch(`${suite.server.url}/api/admin/households`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sharma family', members: [{ name: 'Dadi' }], events: [puja?.id], language: 'hi' }),
    });
    assert.equal(created.status, 201);
    const household = (await created.json()) as Household;
    const own = await guestPage(household.link);
    assert.match(own, /गणेश पूजा/);
    assert.match(own, /value="Satvik"\/><span>सात्विक<\/span>/);
    assert.match(own, /value="Jain"\/><span>जैन<\/span>/);
  });

  test('the address guests open the site at, set in Settings: links carry it from then on', async () => {
    await openRoom(page, 'Settings', 'Settings');
    const form = page.getByRole('form', { name: 'The site’s public address' });
    const field = form.getByLabel('The address guests open the site at');
    await field.fill('192.168.1.20');
    await form.getByText(/Guests’ phones could not open links to it/).waitFor();
    await field.fill('priya-arjun.example.com/');
    await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Save the address' }).click()]);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    assert.equal(
      await page.getByLabel('The address guests open the site at').inputValue(),
      'https://priya-arjun.example.com',
    );
    const cookie = await adminCookie(suite.server.url);
    const [household] = (await (
      await fetch(`${suite.server.url}/api/admin/households`, { headers: { cookie } })
    ).json()) as Household[];
    assert.match(household?.link ?? '', /^https:\/\/priya-arjun\.example\.com\/i\//);
    assert.deepEqual(errors, []);
  });
});
