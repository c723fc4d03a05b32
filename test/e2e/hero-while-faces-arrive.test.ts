// The hero does not move when its script's face arrives (issue 45: a Gujarati page's names wrapped to a second line
// once Noto Sans Gujarati came, and Lighthouse counted the shift). The face of the page's script is held back until
// the hero has been laid out without it, then let through: the hero's blocks are as tall before as after, in every
// language of the registry, on the narrowest phone, a common one and Lighthouse's.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { LANGUAGE_REGISTRY, LANGUAGES, SCRIPTS } from '../../shared/site/languages';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { dataDirWith } from '../helpers/app';
import { skipWithoutBrowser, useBrowserAndServer, waitForHydration, withPage } from './browser';

const WIDTHS = [320, 390, 412];
const HERO_BLOCKS = ['.hero__text', '.hero__greeting', '.hero h1', '.hero__names', '.hero__dates', '.hero__actions'];

const heights = (page: Page) =>
  page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.map((selector) => [selector, document.querySelector(selector)?.getBoundingClientRect().height]),
      ),
    HERO_BLOCKS,
  );

describe('the hero while its script’s face arrives', { skip: skipWithoutBrowser }, () => {
  const dataDir = dataDirWith({ ...DEFAULT_SITE, languages: [...LANGUAGES] });
  const suite = useBrowserAndServer({ dataDir });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const { code, englishName, script } of LANGUAGE_REGISTRY.filter((language) => language.script !== 'Latn')) {
    const { fontPackage } = SCRIPTS[script];
    for (const width of WIDTHS)
      test(`${englishName} at ${width} px: as tall before ${fontPackage}'s face as after it`, () =>
        withPage(suite.browser, { viewport: { width, height: 800 } }, async (page) => {
          let letThrough = () => {};
          const held = new Promise<void>((resolve) => {
            letThrough = resolve;
          });
          let asked = () => {};
          const requested = new Promise<void>((resolve) => {
            asked = resolve;
          });
          await page.route(new RegExp(`/${fontPackage}-[^/]*\\.woff2$`), async (route) => {
            asked();
            await held;
            await route.continue();
          });
          await page.goto(`${suite.server.url}/?lang=${code}`, { waitUntil: 'domcontentloaded' });
          await requested;
          await waitForHydration(page);
          const before = await heights(page);
          letThrough();
          await page.waitForFunction(
            (family) =>
              [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
            SCRIPTS[script].family,
          );
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          assert.deepEqual(await heights(page), before);
        }));
  }
});
