// Playfair Display arrives as a face cut down to the letters nearly every page uses (build.mjs: subset:); the rest
// of the Latin face is fetched only by a page with one of its letters, which then draws that letter in Playfair too.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { dataDirWith } from '../helpers/app';
import { PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

async function fontsFetched(url: string, browser: Parameters<typeof withPage>[0]) {
  return withPage(browser, PHONE, async (page) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(path.basename(new URL(request.url()).pathname));
    });
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const heroFont = await page.evaluate(async () => {
      const names = document.querySelector('.hero__names');
      if (!names) return [];
      return [...document.fonts]
        .filter((face) => face.status === 'loaded' && face.family.includes('Playfair'))
        .map((face) => `${face.weight} ${face.style} ${face.unicodeRange.slice(0, 14)}`);
    });
    return { fonts: fonts.map((name) => name.replace(/-[A-Z0-9]{8}\.woff2$/, '')).sort(), heroFont };
  });
}

describe('the Playfair faces a page fetches', { skip: skipWithoutBrowser }, () => {
  const plainDir = dataDirWith(DEFAULT_SITE);
  const plain = useBrowserAndServer({ dataDir: plainDir });
  const accentedDir = mkdtempSync(path.join(tmpdir(), 'wedding-fonts-accented-'));
  writeFileSync(
    path.join(accentedDir, 'site.json'),
    JSON.stringify({ ...DEFAULT_SITE, couple: { ...DEFAULT_SITE.couple, first: 'Zoë', second: 'Rohan' } }),
  );
  const accented = useBrowserAndServer({ dataDir: accentedDir });
  after(() => {
    rmSync(plainDir, { recursive: true, force: true });
    rmSync(accentedDir, { recursive: true, force: true });
  });

  test('an English page fetches only the two cut-down faces', async () => {
    const { fonts } = await fontsFetched(`${plain.server.url}/`, plain.browser);
    assert.deepEqual(fonts, ['playfair-display-core-400-italic', 'playfair-display-core-600-normal']);
  });

  test('a name with a letter beyond them ("Zoë") fetches the whole Latin face as well, and is drawn in it', async () => {
    const { fonts, heroFont } = await fontsFetched(`${accented.server.url}/`, accented.browser);
    assert.ok(fonts.includes('playfair-display-latin-600-normal'), fonts.join(', '));
    assert.ok(fonts.includes('playfair-display-core-600-normal'), fonts.join(', '));
    assert.ok(!fonts.some((font) => font.includes('latin-ext')), fonts.join(', '));
    assert.ok(
      heroFont.some((face) => face.startsWith('600 normal U+A1')),
      `the face of ë is loaded: ${heroFont.join('; ')}`,
    );
  });
});
