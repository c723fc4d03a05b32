// The couple's names are the first thing a guest reads: no name split between its letters, the ampersand always
// with the second name, the invitation line balanced, and nothing wider than the screen, for short and long names.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { skipWithoutBrowser, useBrowserAndServer, waitForImagesAndFonts, withPage } from './browser';

const COUPLES = [
  ['Ananya', 'Rohan'],
  ['Priyanka', 'Rohan'],
  ['Venkataraman', 'Subramanian-Krishnaswamy'],
] as const;
const WIDTHS = [320, 360, 390, 768, 1280];

interface NamesLayout {
  /** The names' text cut where a line may break (a space; never a hyphen, issue 22), with how many lines each piece takes. */
  runs: Array<{ text: string; lines: number }>;
  ampersandTop: number;
  secondNameTop: number;
  invitedLastLineWords: number;
  overflow: number;
}

/** Where each character of an element's text was laid out: its line's top edge, from a Range around it. */
const CHARACTER_TOPS = `(element) => {
  const out = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = [...range.getClientRects()].find((r) => r.width > 0);
      out.push({ char: node.data[i], top: rect ? Math.round(rect.top) : null });
    }
  }
  return out;
}`;

/** Measured from the characters alone, whatever the markup, so it reads the same before and after a change of it. */
function measure(page: Page, second: string): Promise<NamesLayout> {
  return page.evaluate(`(() => {
    const charactersOf = ${CHARACTER_TOPS};
    const chars = charactersOf(document.querySelector('.hero__names'));
    const runs = [];
    let current = [];
    for (const c of chars) {
      if (c.char === ' ') { if (current.length) runs.push(current); current = []; continue; }
      current.push(c);
    }
    if (current.length) runs.push(current);
    const text = chars.map((c) => c.char).join('');
    const amp = text.indexOf('&');
    const secondAt = text.indexOf(${JSON.stringify(second)}, amp);
    const invited = charactersOf(document.querySelector('.hero__invited'));
    const lastTop = Math.max(...invited.filter((c) => c.top !== null).map((c) => c.top));
    const lastLine = invited.filter((c) => c.top === lastTop).map((c) => c.char).join('').trim();
    return {
      runs: runs.map((run) => ({ text: run.map((c) => c.char).join(''), lines: new Set(run.map((c) => c.top)).size })),
      ampersandTop: chars[amp].top,
      secondNameTop: chars[secondAt].top,
      invitedLastLineWords: lastLine.split(/\\s+/).length,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  })()`);
}

for (const [first, second] of COUPLES) {
  describe(`the names "${first} & ${second}" in the hero`, { skip: skipWithoutBrowser }, () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-names-'));
    writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify({ ...DEFAULT_SITE, couple: { first, second } }));
    const env = useBrowserAndServer({ dataDir });
    after(() => rmSync(dataDir, { recursive: true, force: true }));

    for (const width of WIDTHS) {
      test(`at ${width} px: no name split inside a word, "&" with "${second}", no lone last word, nothing off-screen`, async () => {
        await withPage(env.browser, { viewport: { width, height: 800 } }, async (page) => {
          await page.goto(`${env.server.url}/`);
          await waitForImagesAndFonts(page);
          const layout = await measure(page, second);
          for (const run of layout.runs) assert.equal(run.lines, 1, `"${run.text}" is split across ${run.lines} lines`);
          assert.equal(layout.ampersandTop, layout.secondNameTop, `"&" and "${second}" are on different lines`);
          assert.ok(
            layout.invitedLastLineWords >= 2,
            `the invitation line ends with ${layout.invitedLastLineWords} word alone`,
          );
          assert.ok(layout.overflow <= 0, `the page is ${layout.overflow} px wider than the screen`);
        });
      });
    }
  });
}
