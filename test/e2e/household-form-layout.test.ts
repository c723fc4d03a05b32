// The family's form made for thumbs and older eyes, on the phones guests have (320, 360 and 390 px) and in both
// languages: every control at least 48 × 48 px with 16 px text, "Coming" and "Not coming" each on one line (side by
// side where there is room), nothing wider than its card, and a long hyphenated name never broken inside.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { dataDirWith } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { createHousehold } from '../helpers/server-api';
import { skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const dataDir = dataDirWith(guestListSite());

interface Measured {
  controls: { text: string; width: number; height: number; fontSize: number; lines: number; overflows: boolean }[];
  pairsSideBySide: boolean[];
  brokenWords: string[];
}

describe("the family's form on a phone", { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer({ dataDir });
  let household: Household;
  before(async () => {
    household = await createHousehold(suite.server.url, {
      name: 'Subramanian-Krishnaswamy family',
      members: [{ name: 'Rajesh Subramanian-Krishnaswamy' }, { name: 'Aarav Subramanian-Krishnaswamy', child: true }],
      events: ['mehendi-ceremony', 'jaimaal-wedding-ceremony'],
      plusOnes: 1,
    });
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const language of ['en', 'hi'] as const)
    for (const width of [320, 360, 390]) {
      test(`controls of 48 px and 16 px text, choices on one line, names kept whole (${language}, ${width} px)`, async () => {
        await withPage(
          suite.browser,
          { viewport: { width, height: 800 }, isMobile: true, hasTouch: true },
          async (page) => {
            // tsx names the measuring code's inner functions with a helper of its own, which the page lacks.
            await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
            await page.goto(`${suite.server.url}${household.link}?lang=${language}`);
            await page.locator('form.rsvp__form[data-script="running"]').waitFor();
            const measured = await page.evaluate((): Measured => {
              const lineCount = (element: Element) => {
                const range = document.createRange();
                range.selectNodeContents(element);
                const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                return tops.size;
              };
              const form = document.querySelector('form.rsvp__form');
              const formBox = form?.getBoundingClientRect();
              const controls = [...document.querySelectorAll('form.rsvp__form .choice, form.rsvp__form .button')]
                .filter((element) => (element as HTMLElement).offsetParent !== null)
                .map((element) => {
                  const box = element.getBoundingClientRect();
                  const words = element.querySelector('span') ?? element;
                  return {
                    text: element.textContent ?? '',
                    width: box.width,
                    height: box.height,
                    fontSize: Number.parseFloat(getComputedStyle(words).fontSize),
                    lines: element.classList.contains('choice') ? lineCount(words) : 1,
                    overflows: formBox ? box.left < formBox.left - 0.5 || box.right > formBox.right + 0.5 : true,
                  };
                });
              const pairsSideBySide = [...document.querySelectorAll('.person__event .choices--inline')].map((pair) => {
                const [yes, no] = [...pair.querySelectorAll('.choice')].map((c) => c.getBoundingClientRect().top);
                return yes === no;
              });
              const brokenWords = [...document.querySelectorAll('.person > legend .word, .hero__greeting .word')]
                .filter((word) => lineCount(word) > 1)
                .map((word) => word.textContent ?? '');
              return { controls, pairsSideBySide, brokenWords };
            });
            assert.ok(measured.controls.length > 10, 'the form has its controls');
            for (const control of measured.controls) {
              assert.ok(
                control.height >= 48 && control.width >= 48,
                `${control.text}: ${control.width} × ${control.height}`,
              );
              assert.ok(control.fontSize >= 16, `${control.text}: ${control.fontSize} px text`);
              assert.equal(control.lines, 1, `"${control.text}" is on one line`);
              assert.equal(
                control.overflows,
                false,
                `"${control.text}" stays inside the form (${JSON.stringify(control)})`,
              );
            }
            assert.deepEqual(measured.brokenWords, [], 'no name is broken inside');
            // Side by side where a phone has the room: 360 px and wider, in either language.
            if (width >= 360) assert.ok(measured.pairsSideBySide.every(Boolean), 'Coming and Not coming side by side');
          },
        );
      });
    }
});
