// The invitation's craft, as drawn: an ornament under each section heading, a toran along the top of the ivory
// bands, type an elderly guest can read (event times 16 px, the dates under the names 20 px), venue names as links.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

describe('the invitation as drawn', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('each section heading has its ornament, and the itinerary and RSVP bands a toran along their top', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}/`);
      const drawn = await page.evaluate(() => ({
        ornaments: [...document.querySelectorAll('.section-heading h2')].map(
          (h2) => getComputedStyle(h2, '::after').backgroundImage,
        ),
        torans: Object.fromEntries(
          ['itinerary', 'rsvp'].map((id) => [
            id,
            getComputedStyle(document.getElementById(id)!, '::before').backgroundImage,
          ]),
        ),
      }));
      assert.equal(drawn.ornaments.length, 3);
      for (const image of drawn.ornaments) assert.match(image, /^url\("data:image\/svg\+xml,/);
      for (const image of Object.values(drawn.torans)) assert.match(image, /^url\("data:image\/svg\+xml,/);
    }));

  test('event times are at least 16 px and the dates under the names at least 20 px', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}/`);
      const sizes = await page.evaluate(() => ({
        times: [...document.querySelectorAll('.event__time')].map((p) => parseFloat(getComputedStyle(p).fontSize)),
        dates: parseFloat(getComputedStyle(document.querySelector('.hero__dates')!).fontSize),
      }));
      assert.ok(sizes.times.length > 0 && sizes.times.every((size) => size >= 16), JSON.stringify(sizes.times));
      assert.ok(sizes.dates >= 20, `${sizes.dates} px`);
    }));

  test("a venue's name opens the same map as its address, in a new tab that cannot reach back", () =>
    withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}/`);
      const venues = await page.locator('.venue').evaluateAll((items) =>
        items.map((venue) => {
          const name = venue.querySelector<HTMLAnchorElement>('.venue__name a');
          const address = venue.querySelector<HTMLAnchorElement>('a.venue__address');
          return { name: name?.href, address: address?.href, target: name?.target, rel: name?.rel };
        }),
      );
      assert.equal(venues.length, 3);
      for (const venue of venues) {
        assert.ok(venue.name?.startsWith('https://www.google.com/maps/search/'), JSON.stringify(venue));
        assert.equal(venue.name, venue.address);
        assert.equal(venue.target, '_blank');
        assert.equal(venue.rel, 'noopener noreferrer');
      }
    }));
});
