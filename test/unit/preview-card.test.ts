import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { previewCardSvg, previewCardUrl } from '../../render/preview-card';
import { DEFAULT_SITE } from '../../src/site/defaults';

const DRAWN = '<svg viewBox="0 0 320 380"><circle r="1"/></svg>';
const sizes = (svg: string) =>
  [...svg.matchAll(/font-size="(\d+)" fill="#7a1f3d">([^<]*)</g)].map((m) => [m[2], Number(m[1])]);

describe('the link-preview card', () => {
  test("holds the couple's names, the dates and the city, escaped, beside the drawn portrait", () => {
    const svg = previewCardSvg({ ...DEFAULT_SITE, couple: { first: 'Ananya <b>', second: 'Rohan & co' } }, DRAWN, null);
    assert.match(svg, />Ananya &lt;b&gt;</);
    assert.match(svg, />&amp; Rohan &amp; co</);
    assert.match(svg, />Sunday, August 31 – Monday, September 1, 2025</);
    assert.match(svg, />GURUGRAM, INDIA</);
    assert.match(svg, /<svg x="728" y="48" width="430" height="511" viewBox="0 0 320 380">/);
  });

  test('the card takes the colours of the look the couple chose', () => {
    const maroon = previewCardSvg(DEFAULT_SITE, DRAWN, null);
    const marigold = previewCardSvg({ ...DEFAULT_SITE, theme: 'marigold' }, DRAWN, null);
    assert.match(maroon, /fill="#7a1f3d">Ananya</);
    assert.match(marigold, /<rect width="1200" height="630" fill="#fff8ec"\/>/);
    assert.match(marigold, /fill="#9a3412">Ananya</);
    assert.doesNotMatch(marigold, /#7a1f3d/);
    assert.notEqual(previewCardUrl(marigold), previewCardUrl(maroon));
  });

  test('long names get smaller type, so they stay on the card', () => {
    const short = sizes(previewCardSvg(DEFAULT_SITE, DRAWN, null));
    const long = sizes(
      previewCardSvg(
        { ...DEFAULT_SITE, couple: { first: 'Venkatalakshmi Subramanian', second: 'Chandrasekharan' } },
        DRAWN,
        null,
      ),
    );
    assert.equal(short[0]?.[1], 84);
    assert.ok(Number(long[0]?.[1]) < 50 && long[0]?.[1] === long[1]?.[1], JSON.stringify(long));
  });

  test("a couple's own photo stands in the portrait's place; its address changes with what the card shows", () => {
    const photo = { url: '/media/portrait-x.jpg', contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) };
    const svg = previewCardSvg(DEFAULT_SITE, DRAWN, photo);
    assert.match(svg, /<image [^>]*href="data:image\/jpeg;base64,\/9j\/"/);
    assert.doesNotMatch(svg, /viewBox="0 0 320 380"/);
    const webp = previewCardSvg(DEFAULT_SITE, DRAWN, { ...photo, contentType: 'image/webp' });
    assert.match(webp, /viewBox="0 0 320 380"/, 'a WebP, which the drawing cannot read, leaves the drawn portrait');
    assert.notEqual(previewCardUrl(svg), previewCardUrl(previewCardSvg(DEFAULT_SITE, DRAWN, null)));
    assert.match(previewCardUrl(svg), /^\/media\/preview-[0-9a-f]{12}\.png$/);
  });
});
