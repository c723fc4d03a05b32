import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import zlib, { brotliDecompressSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { makeDataDir, PUBLIC_DIR, startTestApp, useTestApp } from '../helpers/app';

/** How many pixels of the site's maroon (#7a1f3d, give or take antialiasing) a region of a picture has. */
function maroonPixels(png: PNG, area: { left: number; top: number; right: number; bottom: number }): number {
  let count = 0;
  for (let y = area.top; y < area.bottom; y++) {
    for (let x = area.left; x < area.right; x++) {
      const at = (y * png.width + x) * 4;
      const [r = 0, g = 0, b = 0] = [png.data[at], png.data[at + 1], png.data[at + 2]];
      if (Math.abs(r - 0x7a) < 24 && Math.abs(g - 0x1f) < 24 && Math.abs(b - 0x3d) < 24) count++;
    }
  }
  return count;
}

describe('pages', () => {
  const t = useTestApp();

  test('GET / is the whole invitation in the first HTML, ready to hydrate', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    const html = response.body;
    for (const text of [
      'You are cordially invited to the wedding of',
      'Ananya',
      'Rohan',
      'Sunday, August 31 – Monday, September 1, 2025',
      'Gurugram, India',
      'RSVP Now',
      'View Details',
      'Mehendi Ceremony',
      'Jaimaal &amp; Wedding Ceremony',
      'Gurugram, India 122002',
      'Please let us know if you&#x27;ll be joining us by <bdi>May 15, 2025</bdi>',
      'Full Name *',
      'Email Address *',
      'Will you be attending? *',
      'Joyfully Accept',
      'Regretfully Decline',
      'Dietary Restrictions',
      'Submit RSVP',
      'On behalf of',
      'Sunita, Rajesh, Meera, Vikram',
    ]) {
      assert.ok(html.includes(text), `the page shows "${text}"`);
    }
    for (const id of ['home', 'itinerary', 'rsvp']) assert.match(html, new RegExp(`id="${id}"`));
    assert.match(html, /<script type="application\/json" id="page-data">\{"site":/);
    assert.match(html, /<script type="module" src="\/assets\/boot-[A-Z0-9]+\.js"><\/script>/);
    assert.match(html, /<meta name="app-entry" content="\/assets\/main-[A-Z0-9]+\.js">/);
    assert.doesNotMatch(html, /AdminPage-/, 'the guest page does not load the admin code');
  });

  test('venue addresses link to a maps search in a new tab without an opener', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const links = html.match(/<a class="venue__address"[^>]*>/g) ?? [];
    assert.equal(links.length, 3);
    for (const link of links) {
      assert.match(link, /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+"/);
      assert.match(link, /target="_blank"/);
      assert.match(link, /rel="noopener noreferrer"/);
    }
  });

  test('each function names its venue as a link to its map, from the function’s own card', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.match(
      page,
      /<p class="event__venue"><a href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+" target="_blank" rel="noopener noreferrer">/,
    );
  });

  test('GET /admin is its own page, preloading the admin chunk', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/admin' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<link rel="modulepreload" href="\/assets\/AdminPage-[A-Z0-9]+\.js">/);
    assert.match(response.body, /Loading\.\.\./);
  });

  test('each room of the admin has its own address, served the admin page; a room that is none is not found', async () => {
    const admin = (await t.app.inject({ method: 'GET', url: '/admin' })).body;
    for (const room of ['guests', 'functions', 'sending', 'content', 'settings']) {
      const response = await t.app.inject({ method: 'GET', url: `/admin/${room}` });
      assert.equal(response.statusCode, 200, room);
      assert.equal(response.body, admin);
      assert.match(String(response.headers['x-robots-tag'] ?? response.body), /noindex/);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/admin/rooms' })).statusCode, 404);
  });

  test('any other path is the not-found page with status 404', async () => {
    for (const url of ['/nope', '/admin/', '/rsvp', '/assets/../data/wedding.db', '/%2e%2e/package.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      if (response.headers['content-type']?.toString().startsWith('text/html')) {
        assert.match(response.body, /404 Page Not Found/);
        assert.match(response.body, /Did you forget to add the page to the router\?/);
        // And what a guest should do, after the spec's sentence.
        assert.match(response.body, /check that it arrived whole/);
      }
    }
  });

  test('an unknown /api path answers JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { error: 'not-found', message: 'There is no GET /api/nothing-here.' });
  });

  test('hashed assets are served compressed and cached for good', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const script = html.match(/content="(\/assets\/main-[A-Z0-9]+\.js)"/)?.[1];
    assert.ok(script);
    const response = await t.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['cache-control']), /max-age=31536000.*immutable|immutable.*max-age=31536000/);
  });

  test('pages and assets come in the encoding the browser takes best, with Vary', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const script = html.match(/content="(\/assets\/main-[A-Z0-9]+\.js)"/)?.[1] ?? '';
    for (const url of ['/', script]) {
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(br.headers['content-encoding'], 'br', url);
      // The page also varies on what picks its language (src/http/pick-language.ts); a hashed asset on nothing else.
      assert.equal(br.headers.vary, url === '/' ? 'Cookie, Accept-Language, Accept-Encoding' : 'Accept-Encoding');
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip', url);
      const plain = await t.app.inject({ method: 'GET', url });
      assert.equal(plain.headers['content-encoding'], undefined, url);
      assert.ok(Number(br.headers['content-length']) < Number(plain.headers['content-length']));
      assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), plain.body);
      assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), plain.body);
    }
  });

  test('HTML answers 304 to a browser that already has this version', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    assert.equal(first.headers['cache-control'], 'no-cache');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const otherEncoding = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    assert.equal(otherEncoding.statusCode, 200, 'an ETag names one encoding only');
  });

  test('files the page never asks for are still served, from disk', async () => {
    const legal = readdirSync(path.join(PUBLIC_DIR, 'assets')).find((name) => name.endsWith('.LEGAL.txt'));
    assert.ok(legal);
    const response = await t.app.inject({ method: 'GET', url: `/assets/${legal}` });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['cache-control']), /immutable/);
  });

  test('the service worker is served from the root, never kept by the HTTP cache, and versioned by the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'no-cache');
    const manifest = readFileSync(path.join(PUBLIC_DIR, 'manifest.json'), 'utf8');
    const version = createHash('sha256')
      .update(JSON.stringify(JSON.parse(manifest)))
      .digest('hex')
      .slice(0, 12);
    assert.ok(response.body.includes(`wedding-${version}`), 'its cache is named after this build');

    // Compressed as the build left it, like every other file; the same script whichever way it travels.
    const brotli = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.ok(
      brotli.rawPayload.length < response.rawPayload.length / 2,
      `${brotli.rawPayload.length} bytes of ${response.rawPayload.length}`,
    );
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString('utf8'), response.body);
  });

  test('the page makes no request to another host: every src and href is local, but the links a guest may follow to maps and Google Calendar', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.deepEqual([...html.matchAll(/src="(https?:\/\/[^"]+)"/g)], [], 'nothing is loaded from another host');
    const external = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? '');
    const followed = ['https://www.google.com/maps/search/', 'https://calendar.google.com/calendar/render?'];
    assert.ok(
      external.every((url) => followed.some((start) => url.startsWith(start))),
      external.join('\n'),
    );
  });
});

describe('content from site.json', () => {
  test('an edited site.json changes the page at the next start, with no rebuild', async () => {
    const dataDir = makeDataDir();
    const site = { ...DEFAULT_SITE, couple: { first: 'Meher', second: 'Kabir' }, hosts: ['Asha', 'Dev', 'Lata', 'Om'] };
    writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(site));
    const t = await startTestApp({ dataDir });
    try {
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      assert.match(html, /Meher/);
      assert.match(html, /Asha, Dev, Lata, Om/);
      assert.doesNotMatch(html, /Ananya/);
    } finally {
      await t.close();
    }
  });

  test("a couple's own portrait replaces the drawn one and is served from the data folder", async () => {
    const dataDir = makeDataDir();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
    writeFileSync(path.join(dataDir, 'portrait.svg'), svg);
    const t = await startTestApp({ dataDir });
    try {
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      const src = html.match(/<img src="(\/media\/portrait-[0-9a-f]+\.svg)"/)?.[1];
      assert.ok(src, 'the page shows the supplied portrait');
      const image = await t.app.inject({ method: 'GET', url: src });
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/svg+xml');
      assert.equal(image.body, svg);
    } finally {
      await t.close();
    }
  });
});

describe('privacy and link previews', () => {
  test('by default the invitation asks not to be indexed, and robots.txt agrees', async () => {
    const t = await startTestApp();
    try {
      for (const url of ['/', '/admin', '/nope']) {
        assert.match((await t.app.inject({ method: 'GET', url })).body, /<meta name="robots" content="noindex">/, url);
      }
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      assert.equal(robots.statusCode, 200);
      assert.equal(robots.body, 'User-agent: *\nDisallow: /\n');
    } finally {
      await t.close();
    }
  });

  test('allowIndexing in site.json lets search engines list the invitation, never the admin page', async () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify({ ...DEFAULT_SITE, allowIndexing: true }));
    const t = await startTestApp({ dataDir });
    try {
      assert.doesNotMatch((await t.app.inject({ method: 'GET', url: '/' })).body, /noindex/);
      assert.match((await t.app.inject({ method: 'GET', url: '/admin' })).body, /noindex/);
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body,
        'User-agent: *\nDisallow: /admin\n',
      );
    } finally {
      await t.close();
    }
  });

  test("a shared link previews with the hero sentence, the dates and city, and a card with the couple's names drawn at start", async () => {
    const t = await startTestApp({ publicUrl: 'https://wedding.example.com' });
    try {
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      const og = (property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1];
      assert.equal(og('og:title'), 'You are cordially invited to the wedding of Ananya &amp; Rohan');
      assert.equal(og('og:description'), 'Sunday, August 31 – Monday, September 1, 2025 · Gurugram, India');
      assert.equal(og('og:url'), 'https://wedding.example.com/');
      const image = og('og:image') ?? '';
      assert.match(image, /^https:\/\/wedding\.example\.com\/media\/preview-[0-9a-f]{12}\.png$/);
      assert.equal(og('og:image:width'), '1200');
      assert.equal(og('og:image:height'), '630');
      const png = await t.app.inject({ method: 'GET', url: image.replace('https://wedding.example.com', '') });
      assert.equal(png.statusCode, 200);
      assert.equal(png.headers['content-type'], 'image/png');
      const card = PNG.sync.read(png.rawPayload);
      assert.deepEqual([card.width, card.height], [1200, 630]);
      // The names are drawn in maroon left of the portrait, where the build's picture has only its cream background.
      assert.ok(
        maroonPixels(card, { left: 60, top: 150, right: 700, bottom: 420 }) > 2000,
        'the names are drawn on the card',
      );
      const hindi = (await t.app.inject({ method: 'GET', url: '/?lang=hi' })).body;
      assert.match(
        hindi,
        new RegExp(`<meta property="og:image" content="${image.replaceAll('.', '\\.')}">`),
        'the same card for a Hindi page',
      );
      assert.match(html, /<link rel="apple-touch-icon" href="\/assets\/apple-touch-icon-[A-Z0-9]+\.png">/);
      assert.match(html, /<link rel="icon" href="\/assets\/favicon-[A-Z0-9]+\.svg" type="image\/svg\+xml">/);
    } finally {
      await t.close();
    }
  });

  test("the couple's own portrait stands in the card, and new names make a new card at a new address", async () => {
    const dataDir = makeDataDir();
    writeFileSync(
      path.join(dataDir, 'portrait.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="#7a1f3d"/></svg>',
    );
    const t = await startTestApp({ dataDir });
    let first = '';
    try {
      const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
      first = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1] ?? '';
      assert.match(first, /^\/media\/preview-[0-9a-f]{12}\.png$/);
      const card = PNG.sync.read((await t.app.inject({ method: 'GET', url: first })).rawPayload);
      assert.ok(
        maroonPixels(card, { left: 760, top: 100, right: 1120, bottom: 500 }) > 100_000,
        'the portrait (all maroon) fills its place',
      );
    } finally {
      await t.close();
    }
    writeFileSync(
      path.join(dataDir, 'site.json'),
      JSON.stringify({ ...DEFAULT_SITE, couple: { first: 'Meera', second: 'Kabir' } }),
    );
    const again = await startTestApp({ dataDir });
    try {
      const html = (await again.app.inject({ method: 'GET', url: '/' })).body;
      const image = html.match(/<meta property="og:image" content="([^"]+)">/)?.[1] ?? '';
      assert.notEqual(image, first);
      assert.equal((await again.app.inject({ method: 'GET', url: image })).statusCode, 200);
    } finally {
      await again.close();
    }
  });
});
