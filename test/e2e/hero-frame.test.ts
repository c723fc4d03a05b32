// The hero on a desktop: its glow runs on behind the first wave instead of stopping at a hard line, and the
// portrait stands in a framed arch, so its straight lower edge reads as the frame's and not as a cut.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

describe('the hero on a desktop', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test("the first wave rises out of the hero's own background, and the portrait has a gold-edged frame", () =>
    withPage(suite.browser, DESKTOP, async (page) => {
      await page.goto(`${suite.server.url}/`);
      const layout = await page.evaluate(() => {
        const hero = document.querySelector('.hero')!.getBoundingClientRect();
        const waveElement = document.querySelector('.hero + .wave')!;
        const wave = waveElement.getBoundingClientRect();
        const frame = getComputedStyle(document.querySelector('.hero__portrait')!);
        return {
          heroBottom: hero.bottom,
          waveTop: wave.top,
          waveBottom: wave.bottom,
          waveBackground: getComputedStyle(waveElement).backgroundColor,
          frameShadow: frame.boxShadow,
          framePadding: parseFloat(frame.paddingBottom),
        };
      });
      assert.ok(
        layout.waveTop < layout.heroBottom && Math.abs(layout.waveBottom - layout.heroBottom) <= 1,
        JSON.stringify(layout),
      );
      assert.equal(layout.waveBackground, 'rgba(0, 0, 0, 0)');
      assert.match(layout.frameShadow, /rgb\(184, 137, 43\)/, 'the gold edge of the frame');
      assert.ok(layout.framePadding > 0, 'the picture sits inside the frame, not on its edge');
    }));
});
