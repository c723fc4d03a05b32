// WCAG 1.4.11: the edges of form controls and the focus ring need 3:1 against what surrounds them, and a field in
// error must show it in its border too, not only in the text under it. Read from the computed styles, as drawn.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openHydrated, PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

// Margin over 3:1, so that a small drift of a colour is caught before it fails a guest.
const MINIMUM_RATIO = 3.5;

function luminance([r, g, b]: number[]): number {
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function contrast(a: string, b: string): number {
  const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [high, low] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

/** A computed colour of an element, and the background it sits on (the nearest ancestor with an opaque one). */
function colours(
  page: Page,
  selector: string,
  property: string,
): Promise<{ colour: string; background: string; own: string }> {
  return page.evaluate(
    `(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      const opaque = (node) => {
        for (let n = node; n; n = n.parentElement) {
          const bg = getComputedStyle(n).backgroundColor;
          if (bg !== 'transparent' && !bg.startsWith('rgba(0, 0, 0, 0)')) return bg;
        }
        return 'rgb(255, 255, 255)';
      };
      return {
        colour: getComputedStyle(element)[${JSON.stringify(property)}],
        own: opaque(element),
        background: opaque(element.parentElement),
      };
    })()`,
  );
}

describe('the RSVP form as drawn', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('text fields and the attending choices have edges of at least 3.5:1 against the white inside and the card', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}/`);
      for (const selector of ['#rsvp-fullName', '#rsvp-email', '.choice']) {
        const { colour, own, background } = await colours(page, selector, 'borderTopColor');
        assert.ok(
          contrast(colour, own) >= MINIMUM_RATIO,
          `${selector}: border ${colour} on ${own} is ${contrast(colour, own).toFixed(2)}:1`,
        );
        assert.ok(
          contrast(colour, background) >= MINIMUM_RATIO,
          `${selector}: border ${colour} on ${background} is ${contrast(colour, background).toFixed(2)}:1`,
        );
      }
    }));

  test('the focus ring stands out at least 3.5:1 from the page around the field', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await page.locator('#rsvp-fullName').focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const { colour, background } = await colours(page, '#rsvp-fullName', 'outlineColor');
      assert.ok(
        contrast(colour, background) >= MINIMUM_RATIO,
        `outline ${colour} on ${background} is ${contrast(colour, background).toFixed(2)}:1`,
      );
    }));

  test('a field in error gets a red border, not only the message under it', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      const before = await colours(page, '#rsvp-email', 'borderTopColor');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
      for (const selector of ['#rsvp-fullName', '#rsvp-email']) {
        const { colour } = await colours(page, selector, 'borderTopColor');
        assert.equal(colour, 'rgb(161, 29, 43)', `${selector} in error has the border ${colour}`);
      }
      assert.notEqual(before.colour, 'rgb(161, 29, 43)');
    }));
});
