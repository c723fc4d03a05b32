import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  collectPageErrors,
  DESKTOP,
  openHydrated,
  PHONE,
  skipWithoutBrowser,
  topOf,
  useBrowserAndServer,
  VIEWPORTS,
  waitForImagesAndFonts,
  waitForScrollToSettle,
  withPage,
} from './browser';

// SPEC §2: sections land 80 px below the top, under the fixed header. A pixel or two of rounding is allowed.
const SCROLL_OFFSET_PX = 80;
const TOLERANCE_PX = 3;

function headerIsSolid(page: Page): Promise<boolean> {
  return page.locator('header.site-header').evaluate((header) => header.classList.contains('site-header--solid'));
}

/** What the arrow under the hero is doing: the name of its CSS animation, and how many animations run on it. */
function arrowMotion(page: Page): Promise<{ animationName: string; running: number }> {
  return page.locator('.hero__arrow').evaluate((arrow) => ({
    animationName: getComputedStyle(arrow).animationName,
    running: arrow.getAnimations().filter((animation) => animation.playState === 'running').length,
  }));
}

/**
 * Clicks "View Details", then notes window.scrollY at every animation frame from the first one on, until it has
 * not moved for six frames (or after 240 frames, about 4 s, whatever happened). The frames show how the page
 * got there: in one jump, or through the positions of a smooth scroll.
 */
async function scrollPositionsAfterViewDetails(page: Page): Promise<number[]> {
  // Every position the page scrolls through, heard from before the click: a loaded machine can take longer between
  // the click and a first look than a smooth scroll takes, so sampling only after it would see the end alone.
  await page.evaluate(() => {
    const positions: number[] = [];
    Reflect.set(window, 'scrollPositions', positions);
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });
  await page.getByRole('link', { name: 'View Details' }).click();
  // No named function inside: tsx names them with a helper that does not exist in the page.
  return page.evaluate(async () => {
    let stillFrames = 0;
    let last = window.scrollY;
    for (let frames = 0; stillFrames < 6 && frames < 240; frames++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
      last = window.scrollY;
    }
    const heard = Reflect.get(window, 'scrollPositions');
    return [...(Array.isArray(heard) ? heard.map(Number) : []), window.scrollY];
  });
}

describe('invitation page', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  /** A fresh page with these options, at the invitation once React has hydrated it, handed to `run`. */
  const withHydratedPage = (options: BrowserContextOptions, run: (page: Page) => Promise<void>) =>
    withPage(suite.browser, options, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await run(page);
    });

  test('the drawn portrait, which only the server renders, is still whole once the app has taken the page over', () =>
    withHydratedPage(PHONE, async (page) => {
      const portrait = page.getByRole('img', { name: 'An illustrated portrait of Ananya and Rohan in wedding attire' });
      assert.equal(await portrait.count(), 1);
      assert.ok(
        (await portrait.evaluate((svg) => svg.querySelectorAll('path, circle, ellipse').length)) > 20,
        'the SVG keeps its drawing',
      );
      const box = await portrait.boundingBox();
      assert.ok(box && box.width > 200 && box.height > 200, `drawn at ${JSON.stringify(box)}`);
    }));

  test('the header is transparent at the top and turns solid once the page is scrolled more than 50 px', () =>
    withHydratedPage(DESKTOP, async (page) => {
      assert.equal(await headerIsSolid(page), false);

      await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
      await waitForScrollToSettle(page);
      assert.equal(await headerIsSolid(page), false, 'at 40 px the header is still transparent');

      await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
      await page.waitForFunction(() =>
        document.querySelector('header.site-header')?.classList.contains('site-header--solid'),
      );

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.waitForFunction(
        () => !document.querySelector('header.site-header')?.classList.contains('site-header--solid'),
      );
    }));

  test('on a phone the menu opens, and choosing RSVP closes it and brings the RSVP section just below the header', () =>
    withHydratedPage(PHONE, async (page) => {
      const menuButton = page.locator('button.site-header__menu-button');
      const mobileMenu = page.locator('#mobile-menu');
      assert.equal(await menuButton.getAttribute('aria-label'), 'Open menu');
      assert.equal(await mobileMenu.isVisible(), false);
      // On a phone the desktop links are hidden, so the menu is the only way to the sections.
      assert.equal(await page.locator('.site-header__nav').isVisible(), false);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await mobileMenu.waitFor({ state: 'visible' });
      assert.equal(await menuButton.getAttribute('aria-label'), 'Close menu');
      assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');

      await mobileMenu.getByRole('link', { name: 'RSVP' }).click();
      await mobileMenu.waitFor({ state: 'hidden' });
      assert.equal(await menuButton.getAttribute('aria-label'), 'Open menu');
      await waitForScrollToSettle(page);

      const top = await topOf(page, 'rsvp');
      assert.ok(
        Math.abs(top - SCROLL_OFFSET_PX) <= TOLERANCE_PX,
        `#rsvp top is ${top} px from the viewport top, expected about ${SCROLL_OFFSET_PX}`,
      );
      assert.equal(await headerIsSolid(page), true);
      assert.equal(new URL(page.url()).hash, '#rsvp');
    }));

  test('"Close menu" closes the phone menu without moving the page', () =>
    withHydratedPage(PHONE, async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Close menu' }).click();
      await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => window.scrollY), 0);
    }));

  test('"View Details" scrolls to the itinerary, and "RSVP Now" to the RSVP form', () =>
    withHydratedPage(PHONE, async (page) => {
      await page.getByRole('link', { name: 'View Details' }).click();
      await waitForScrollToSettle(page);
      const itineraryTop = await topOf(page, 'itinerary');
      assert.ok(
        Math.abs(itineraryTop - SCROLL_OFFSET_PX) <= TOLERANCE_PX,
        `#itinerary top is ${itineraryTop} px, expected about ${SCROLL_OFFSET_PX}`,
      );

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('link', { name: 'RSVP Now' }).click();
      await waitForScrollToSettle(page);
      const rsvpTop = await topOf(page, 'rsvp');
      assert.ok(
        Math.abs(rsvpTop - SCROLL_OFFSET_PX) <= TOLERANCE_PX,
        `#rsvp top is ${rsvpTop} px, expected about ${SCROLL_OFFSET_PX}`,
      );
    }));

  test('with reduced motion the arrow under the hero stands still, and "View Details" jumps to the itinerary at once', () =>
    withHydratedPage({ ...PHONE, reducedMotion: 'reduce' }, async (page) => {
      assert.deepEqual(await arrowMotion(page), { animationName: 'none', running: 0 });

      const positions = await scrollPositionsAfterViewDetails(page);
      // The page goes straight to where it ends, in one step, and never moves after: no smooth scroll.
      assert.equal(new Set(positions).size, 1, `scrollY frame by frame: ${positions.join(', ')}`);
      const itineraryTop = await topOf(page, 'itinerary');
      assert.ok(
        Math.abs(itineraryTop - SCROLL_OFFSET_PX) <= TOLERANCE_PX,
        `#itinerary top is ${itineraryTop} px, expected about ${SCROLL_OFFSET_PX}`,
      );
    }));

  test('without that preference the arrow bounces, and "View Details" scrolls smoothly (what reduced motion turns off)', () =>
    withHydratedPage(PHONE, async (page) => {
      assert.deepEqual(await arrowMotion(page), { animationName: 'hero-bounce', running: 1 });

      const positions = await scrollPositionsAfterViewDetails(page);
      const final = positions[positions.length - 1] ?? 0;
      assert.ok(
        positions.some((y) => y > 0 && y < final),
        `a smooth scroll passes through positions on its way; scrollY frame by frame: ${positions.join(', ')}`,
      );
      const itineraryTop = await topOf(page, 'itinerary');
      assert.ok(
        Math.abs(itineraryTop - SCROLL_OFFSET_PX) <= TOLERANCE_PX,
        `#itinerary top is ${itineraryTop} px, expected about ${SCROLL_OFFSET_PX}`,
      );
    }));

  test('each venue address opens a maps search in a new tab, without giving the map site a handle on this page', () =>
    withPage(suite.browser, DESKTOP, async (page) => {
      await page.goto(`${suite.server.url}/`);
      const links = page.locator('#venues a.venue__address');
      assert.equal(await links.count(), 3, 'three venues');
      for (const link of await links.all()) {
        assert.equal(await link.getAttribute('target'), '_blank');
        const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
        assert.ok(rel.includes('noopener') && rel.includes('noreferrer'), `rel is "${rel.join(' ')}"`);
        const href = new URL((await link.getAttribute('href')) ?? '');
        assert.equal(href.protocol, 'https:');
        assert.match(href.hostname, /(^|\.)google\.[a-z.]+$/);
        assert.match(href.pathname, /^\/maps\/search\//);
        const query = href.searchParams.get('query') ?? '';
        assert.match(query, /Gurugram, India 122002/, `the search names the address: "${query}"`);
      }
    }));

  test('on a phone, a button at the very bottom edge of the screen can be tapped while no notification is showing', () =>
    withHydratedPage(PHONE, async (page) => {
      // The (empty) notifications area is pinned to the bottom of the screen; it must let taps through to the page.
      const tapY = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>('.rsvp__submit');
        if (!button) throw new Error('no submit button');
        const rect = button.getBoundingClientRect();
        const y = window.innerHeight - 12;
        window.scrollTo({ top: window.scrollY + rect.top + rect.height / 2 - y, behavior: 'instant' });
        return y;
      });
      await waitForScrollToSettle(page);
      const box = await page.getByRole('button', { name: 'Submit RSVP' }).boundingBox();
      assert.ok(
        box && box.y <= tapY && tapY <= box.y + box.height,
        `the button should straddle y=${tapY}: ${JSON.stringify(box)}`,
      );

      const hit = await page.evaluate(
        ([x, y]) => {
          const element = document.elementFromPoint(x, y);
          return element ? `${element.tagName.toLowerCase()}.${element.className}` : 'nothing';
        },
        [box.x + box.width / 2, tapY] as const,
      );
      await page.touchscreen.tap(box.x + box.width / 2, tapY);
      const reached = await page
        .getByText('Full name is required', { exact: true })
        .waitFor({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        );
      assert.ok(reached, `the tap did not reach "Submit RSVP"; the element under the finger is ${hit}`);
    }));

  test('loading the page and scrolling to the bottom makes no request to any other host', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const foreign: string[] = [];
      const origin = new URL(suite.server.url).origin;
      page.on('request', (request) => {
        const url = new URL(request.url());
        // data: and blob: URLs never leave the browser.
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin !== origin) foreign.push(request.url());
      });
      await page.goto(`${suite.server.url}/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await waitForScrollToSettle(page);
      await page.getByText('On behalf of').scrollIntoViewIfNeeded();
      // Whatever the scroll brought into view (lazy images, fonts for new text) has been asked for by now.
      await waitForImagesAndFonts(page);
      assert.deepEqual(foreign, []);
    }));

  for (const [name, options] of VIEWPORTS) {
    test(`the invitation page logs no console errors and throws nothing (${name})`, () =>
      withPage(suite.browser, options, async (page) => {
        const errors = collectPageErrors(page);
        await openHydrated(page, `${suite.server.url}/`, { waitUntil: 'networkidle' });
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await waitForScrollToSettle(page);
        await waitForImagesAndFonts(page);
        assert.deepEqual(errors, []);
      }));
  }
});
