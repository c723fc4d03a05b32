// Each language's page in a real browser: it downloads its own script's face (build.mjs writes them from the
// registry) and Playfair's, never another script's, though their ranges overlap (the danda of Bengali and Punjabi is
// in Devanagari's too). A right-to-left page is the mirror of the others, and no wider than the phone.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { LANGUAGE_REGISTRY, LANGUAGES, SCRIPTS } from '../../shared/site/languages';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { dataDirWith } from '../helpers/app';
import { PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const SMALLEST_PHONE = { ...PHONE, viewport: { width: 320, height: 640 } };

describe("each language's page, in a browser", { skip: skipWithoutBrowser }, () => {
  const dataDir = dataDirWith({ ...DEFAULT_SITE, languages: [...LANGUAGES] });
  const suite = useBrowserAndServer({ dataDir });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const { code, englishName, script } of LANGUAGE_REGISTRY) {
    const { fontPackage, family } = SCRIPTS[script];
    test(`${englishName} fetches ${fontPackage}'s face and Playfair's only, and draws its words in ${family}`, () =>
      withPage(suite.browser, PHONE, async (page) => {
        const fonts: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('.woff2')) fonts.push(path.basename(new URL(request.url()).pathname));
        });
        await page.goto(`${suite.server.url}/?lang=${code}`);
        // Every section laid out, as after a jump (web/invitation/scroll.ts): all the page's letters are drawn.
        await page.evaluate(() => document.documentElement.classList.add('all-sections-laid-out'));
        const loaded = await page.evaluate(() =>
          document.fonts.ready.then((faces) =>
            [...faces].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
          ),
        );
        assert.deepEqual(
          fonts.filter((font) => !font.startsWith(`${fontPackage}-`) && !font.startsWith('playfair-display-')),
          [],
        );
        assert.ok(loaded.includes(family), `${family} is not among the loaded faces: ${loaded.join(', ')}`);
      }));
  }

  for (const { code, englishName } of LANGUAGE_REGISTRY.filter((language) => language.dir === 'rtl'))
    test(`${englishName} is laid out right to left at 320 px: the menu button at the left, nothing sideways`, () =>
      withPage(suite.browser, SMALLEST_PHONE, async (page) => {
        await page.goto(`${suite.server.url}/?lang=${code}`);
        await page.evaluate(() => document.documentElement.classList.add('all-sections-laid-out'));
        const layout = await page.evaluate(() => ({
          dir: document.documentElement.dir,
          // The link before the script runs, the button after: whichever is shown.
          menu: [...document.querySelectorAll('.site-header__menu-link, .site-header__menu-button')]
            .map((shown) => shown.getBoundingClientRect())
            .find((box) => box.width > 0)?.left,
          brand: document.querySelector('.site-header__brand')?.getBoundingClientRect().left,
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        }));
        assert.equal(layout.dir, 'rtl');
        assert.ok((layout.menu ?? Number.NaN) < (layout.brand ?? Number.NaN), JSON.stringify(layout));
        assert.equal(layout.sideways, 0);
      }));
});
