// A wedding that asks for each language's own digits (site.json "digits": "native") has them drawn in the page's
// script's face, also where the build cuts that face down to its languages' letters (Urdu's Nastaliq), rather than in
// a face of the phone's: the hero's dates show them, and the ten of them, written in the dates' line, come from the
// site's face alone.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { LANGUAGE_REGISTRY, type LanguageFacts, SCRIPTS } from '../../shared/site/languages';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { dataDirWith } from '../helpers/app';
import {
  openHydrated,
  PHONE,
  skipWithoutBrowser,
  useBrowserAndServer,
  waitForImagesAndFonts,
  withPage,
} from './browser';

const CUT_SCRIPTS = (LANGUAGE_REGISTRY as readonly LanguageFacts[]).filter(
  (language) => language.digits !== undefined && 'fontLetters' in SCRIPTS[language.script],
);

describe('native digits in a face cut to its letters', { skip: skipWithoutBrowser }, () => {
  const dataDir = dataDirWith({ ...DEFAULT_SITE, languages: CUT_SCRIPTS.map(({ code }) => code), digits: 'native' });
  const suite = useBrowserAndServer({ dataDir });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const { code, englishName, script, digits } of CUT_SCRIPTS)
    test(`${englishName}'s digits are drawn in ${SCRIPTS[script].family}`, () =>
      withPage(suite.browser, PHONE, async (page) => {
        // The app first: taking the page over, it may draw the dates' line again, and with it lose a span added before.
        await openHydrated(page, `${suite.server.url}/?lang=${code}`);
        await waitForImagesAndFonts(page);
        const dates = await page.textContent('.hero__dates');
        assert.ok(
          [...(dates ?? '')].some((letter) => digits?.includes(letter)),
          `no digit of ${digits} in ${dates}`,
        );
        await page.evaluate((tenDigits) => {
          const written = document.createElement('span');
          written.id = 'ten-digits';
          written.textContent = tenDigits;
          document.querySelector('.hero__dates')?.append(written);
          written.getBoundingClientRect();
          return document.fonts.ready.then(() => undefined);
        }, digits ?? '');
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#ten-digits' });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const ownFace = (font: { familyName: string; isCustomFont: boolean }) =>
          font.familyName === SCRIPTS[script].family && font.isCustomFont;
        assert.deepEqual(
          fonts.filter((font) => !ownFace(font)),
          [],
          JSON.stringify(fonts),
        );
      }));
});
