// `npm run screenshots [-- <folder>]`: builds, starts the site on a fresh data folder with a family of four on its
// guest list, and saves full-page pictures of that family's page in each look and language (the sample's, or
// LANGUAGES=en,ta,ur), at the narrowest phone's width (320 px), a common phone's (390 px), a laptop's (1280 px) and a
// large screen's (1920 px), to look at before a change to the pages' design lands. LOOKS=maroon draws one look only.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium';
import { languagesAsked, serveSampleFamily } from './sample-family';

const LOOKS = ['maroon', 'marigold', 'pastel'] as const;
/** The looks LOOKS=… names (every look when it is not set); a name that is not a look is an error, not a skip. */
function looksAsked(): readonly (typeof LOOKS)[number][] {
  if (!process.env.LOOKS) return LOOKS;
  return process.env.LOOKS.split(',').map((name) => {
    const look = LOOKS.find((known) => known === name.trim());
    if (!look) throw new Error(`LOOKS: ${name} is not a look (${LOOKS.join(', ')})`);
    return look;
  });
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const languages = languagesAsked();
const out = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'wedding-screenshots'));
const chrome = chromiumPath();
if (!chrome) {
  process.stderr.write('Screenshots need chromium: apt-get install chromium\n');
  process.exit(1);
}

execFileSync(process.execPath, [path.join(ROOT, 'build.mjs')], { stdio: 'inherit' });
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chrome });
try {
  for (const theme of looksAsked()) {
    const served = await serveSampleFamily({
      look: theme,
      family: 'Subramanian-Krishnaswamy family',
      members: ['Rajesh', 'Sunita', 'Aarav', 'Dadi'].map((name) => `${name} Subramanian-Krishnaswamy`),
      languages,
    });
    try {
      for (const language of languages)
        for (const width of [320, 390, 1280, 1920]) {
          const context = await browser.newContext({
            viewport: { width, height: width < 900 ? 844 : 800 },
            isMobile: width < 900,
            hasTouch: width < 900,
          });
          const page = await context.newPage();
          await page.goto(`${served.url}${served.familyPath}?lang=${language}`);
          await page.locator('form.rsvp__form[data-script="running"]').waitFor();
          // Sections below the fold are drawn only as they near the screen; a full-page picture needs them all.
          await page.evaluate(() => document.documentElement.classList.add('all-sections-laid-out'));
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const file = path.join(out, `household-${theme}-${language}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          process.stdout.write(`${file}\n`);
          await context.close();
        }
    } finally {
      await served.stop();
    }
  }
} finally {
  await browser.close();
}
