// A text the couple wrote in one language only, shown on a page in another (site.json's fallback: the default
// language, then English), is marked with its own language and direction, on the page the server draws and in the
// app that takes it over alike: a time written in English reads "3:00 PM - 1:00" on an Urdu page, not "PM 3:00 -
// 1:00", and a screen reader reads it as English. A text given in the page's own language is not marked.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { pageTexts } from '../../shared/i18n/by-language';
import type { SiteFile } from '../../shared/site/schema';
import { DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { dataDirWith } from '../helpers/app';
import { createHousehold } from '../helpers/server-api';
import { collectPageErrors, openHydrated, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const TIME = '3:00 PM - 1:00';
const DEADLINE = 'May 15, 2025';
const URDU_TITLE = 'مہندی کی رسم';

function siteWithOneTimeInEnglish(): SiteFile {
  const [day, ...days] = DEFAULT_SITE_FILE.days;
  if (!day) throw new Error('the sample wedding has no day');
  const [first, second, ...events] = day.events;
  if (!first || !second) throw new Error('the sample wedding has no two functions on its first day');
  return {
    ...DEFAULT_SITE_FILE,
    languages: ['en', 'ur', 'ta'],
    rsvpDeadline: { en: DEADLINE },
    days: [
      {
        ...day,
        events: [first, { ...second, time: { en: TIME }, title: { en: 'Mehendi', ur: URDU_TITLE } }, ...events],
      },
      ...days,
    ],
  };
}

describe('a text shown in another language than the page’s', { skip: skipWithoutBrowser }, () => {
  const dataDir = dataDirWith(siteWithOneTimeInEnglish());
  const suite = useBrowserAndServer({ dataDir });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the server draws it marked with its language and direction, and the page’s own texts unmarked', async () => {
    const urdu = await (await fetch(`${suite.server.url}/?lang=ur`)).text();
    assert.ok(urdu.includes(`<span dir="ltr" lang="en-IN">${TIME}</span>`), 'the time, marked as English');
    assert.ok(urdu.includes(`<h4 class="event__title">${URDU_TITLE}</h4>`), 'the Urdu title, as it is');
    const tamil = await (await fetch(`${suite.server.url}/?lang=ta`)).text();
    assert.ok(tamil.includes(`<span dir="ltr" lang="en-IN">${TIME}</span>`), 'on a Tamil page too');
    const english = await (await fetch(`${suite.server.url}/?lang=en`)).text();
    assert.ok(!english.includes('lang="en-IN">3:00'), 'not on a page in its own language');
  });

  test('the answer’s deadline, inside a sentence of the page’s own, is marked on the open page and a family’s', async () => {
    const marked = `<bdi><span dir="ltr" lang="en-IN">${DEADLINE}</span></bdi>`;
    const open = await (await fetch(`${suite.server.url}/?lang=ur`)).text();
    assert.ok(open.includes(marked), 'on the open page');
    const { token } = await createHousehold(suite.server.url, {
      name: 'Sharma family',
      members: [{ name: 'Rajesh Sharma' }],
      events: ['mehendi-ceremony'],
      language: 'ur',
    });
    const family = await (await fetch(`${suite.server.url}/i/${token}`)).text();
    assert.ok(family.includes(marked), 'on a family’s page');
  });

  test('a family that has answered is thanked with the deadline marked too', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const { token } = await createHousehold(suite.server.url, {
        name: 'Verma family',
        members: [{ name: 'Neha Verma' }],
        events: ['mehendi-ceremony'],
        language: 'ur',
      });
      const texts = pageTexts('ur', 'latin');
      await openHydrated(page, `${suite.server.url}/i/${token}`);
      await page.getByRole('button', { name: texts.everyoneComing, exact: true }).click();
      await page.getByRole('heading', { level: 3, name: texts.thanksHousehold, exact: true }).waitFor();
      const deadline = page.locator('.answer-summary p', { hasText: DEADLINE }).locator('span');
      assert.equal(await deadline.getAttribute('lang'), 'en-IN');
      assert.equal(await deadline.getAttribute('dir'), 'ltr');
    }));

  test('on an Urdu page, with the app running, the time reads in its own order', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      await openHydrated(page, `${suite.server.url}/?lang=ur`);
      await page.evaluate(() => document.documentElement.classList.add('all-sections-laid-out'));
      const time = page.locator('.event__time', { hasText: TIME });
      assert.equal(await time.locator('span').getAttribute('lang'), 'en-IN');
      // Where "3" and "P" are drawn: in an English line, the hour comes before "PM", left of it.
      const [three = Number.NaN, p = Number.NaN]: number[] = await page.evaluate(`(() => {
        const shown = [...document.querySelectorAll('.event__time span')].find((span) => span.textContent === ${JSON.stringify(TIME)});
        return [0, 5].map((at) => {
          const range = document.createRange();
          range.setStart(shown.firstChild, at);
          range.setEnd(shown.firstChild, at + 1);
          return range.getBoundingClientRect().left;
        });
      })()`);
      assert.ok(three < p, `"3" at ${three}, "P" at ${p}`);
      assert.deepEqual(errors, []);
    }));
});
