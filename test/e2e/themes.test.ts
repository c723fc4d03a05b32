// The couple's other looks (site.json's theme): each passes the same audit as the default, contrast included, on the
// open invitation and on a household's page with its form, in both languages, at a phone's width and a laptop's.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { createHousehold } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import { PHONE, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const THEMES = { marigold: 'rgb(154, 52, 18)', pastel: 'rgb(106, 55, 112)' } as const;
// Each look's own motif and edge: a colour only its toran has, and how its dividers' path begins.
const MOTIFS = {
  marigold: { toran: '%23f28c28', edge: 'M0 80V44a60' },
  pastel: { toran: '%23e8a0bf', edge: 'M0 80V50c20' },
} as const;

for (const [theme, primary] of Object.entries(THEMES)) {
  const dataDir = dataDirWith({ ...guestListSite(), theme });

  describe(`the ${theme} look`, { skip: skipWithoutBrowser }, () => {
    const suite = useBrowserAndServer({ dataDir });
    let household: Household;
    before(async () => {
      household = await createHousehold(suite.server.url, {
        name: 'Sharma family',
        members: [{ name: 'Rajesh Sharma' }],
        events: ['mehendi-ceremony'],
      });
    });
    after(() => rmSync(dataDir, { recursive: true, force: true }));

    for (const language of ['en', 'hi'] as const) {
      for (const viewport of [PHONE, { viewport: { width: 1280, height: 800 } }]) {
        const width = viewport.viewport?.width;
        test(`the open page and a household's page pass axe (${language}, ${width} px)`, async () => {
          await withPage(suite.browser, viewport, async (page) => {
            await page.goto(`${suite.server.url}/?lang=${language}`);
            assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
            const names = page.locator('.hero__names');
            assert.equal(await names.evaluate((element) => getComputedStyle(element).color), primary);
            const drawn = await page.evaluate(() => ({
              toran: getComputedStyle(document.querySelector('.toran') as Element, '::before').backgroundImage,
              edges: [...document.querySelectorAll('.wave path')].map((p) => p.getAttribute('d') ?? ''),
              tones: [...document.querySelectorAll('.event')].map((e) => getComputedStyle(e).borderTopColor),
            }));
            assert.ok(drawn.toran.includes(MOTIFS[theme as keyof typeof MOTIFS].toran), drawn.toran.slice(0, 200));
            assert.ok(drawn.edges.length >= 3);
            for (const edge of drawn.edges) assert.ok(edge.startsWith(MOTIFS[theme as keyof typeof MOTIFS].edge), edge);
            // Each function's card in a tone of its own: five functions, five tones.
            assert.equal(new Set(drawn.tones.slice(0, 5)).size, 5, drawn.tones.join(', '));
            await assertNoViolations(page);
            await page.goto(`${suite.server.url}${household.link}?lang=${language}`);
            await page.locator('form.rsvp__form[data-script="running"]').waitFor();
            await assertNoViolations(page);
          });
        });
      }
    }
  });
}
