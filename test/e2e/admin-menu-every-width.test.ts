// The admin's rooms menu as each role sees it, in English and Hindi, at every width from a small phone to a wide
// screen: at most five targets under the thumb on a phone ("More" opens the rest), every room's name broken only
// between its words, and nothing drawn over the room's title.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminCookie, inviteAndSignUp } from '../helpers/server-api';
import { assertNoViolations } from './axe';
import { skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
const PHONE_BAR_BELOW = 900;

/** What the menu shows: each visible target's name, its words, the lines it takes, and its box. */
function visibleTargets(page: Page) {
  return page
    .getByRole('navigation')
    .first()
    .evaluate((nav) =>
      [...nav.querySelectorAll<HTMLElement>('a, button')]
        .filter((target) => target.getClientRects().length > 0)
        .map((target) => {
          const label = target.querySelector('span:last-child') ?? target;
          const range = document.createRange();
          range.selectNodeContents(label);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          const box = target.getBoundingClientRect();
          return {
            name: label.textContent ?? '',
            words: (label.textContent ?? '').trim().split(/\s+/).length,
            lines,
            box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
          };
        }),
    );
}

describe('the admin’s menu at every width, for every role, in both languages', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  const cookies = new Map<string, string>();

  before(async () => {
    const couple = await adminCookie(suite.server.url);
    cookies.set('couple', couple);
    for (const [role, sides] of [
      ['organiser', ['bride']],
      ['caterer', undefined],
      ['door', undefined],
    ] as const) {
      const person = { name: role, role, ...(sides && { sides }) };
      const account = { username: `${role}1`, password: `a password for ${role}` };
      cookies.set(role, await inviteAndSignUp(suite.server.url, couple, person, account));
    }
  });

  for (const role of ['couple', 'organiser', 'caterer', 'door'])
    for (const language of ['en', 'hi'])
      test(`${role}, ${language}`, async () => {
        const cookie = cookies.get(role) ?? '';
        await fetch(`${suite.server.url}/api/admin/me/language`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ language }),
        });
        // One page for the phone widths and one for the others (a context is a phone or not), loaded afresh at each
        // width: a context for each of the 48 loads (a renderer started, the admin's code compiled) doubled the CPU.
        for (const phone of [true, false]) {
          const widths = WIDTHS.filter((width) => width < PHONE_BAR_BELOW === phone);
          await withPage(suite.browser, { isMobile: phone, hasTouch: phone }, async (page) => {
            const [name, value] = cookie.split('=');
            await page.context().addCookies([{ name: name ?? '', value: value ?? '', url: suite.server.url }]);
            for (const width of widths) {
              await page.setViewportSize({ width, height: 800 });
              await page.goto(`${suite.server.url}/admin/settings`);
              await page.locator('html[lang] h1').first().waitFor();
              await page.locator(`nav[lang="${language}"]`).waitFor();
              const at = `${role}, ${language}, ${width} px`;
              const targets = await visibleTargets(page);
              if (phone) assert.ok(targets.length <= 5, `${at}: ${targets.length} targets under the thumb`);
              for (const target of targets)
                assert.ok(target.lines <= target.words, `${at}: "${target.name}" is broken inside a word`);
              const title = await page.getByRole('heading', { level: 1 }).boundingBox();
              assert.ok(title);
              for (const { name: room, box } of targets) {
                const overlaps =
                  box.left < title.x + title.width &&
                  box.right > title.x &&
                  box.top < title.y + title.height &&
                  box.bottom > title.y;
                assert.ok(!overlaps, `${at}: "${room}" is drawn over the title`);
              }
              if (phone && (await page.locator('.room-nav__more').isVisible())) {
                await page.locator('.room-nav__more button').click();
                const opened = await visibleTargets(page);
                assert.ok(opened.length > targets.length, `${at}: "More" shows the other rooms`);
                for (const target of opened)
                  assert.ok(target.lines <= target.words, `${at}, opened: "${target.name}" is broken inside a word`);
                if (width === 390) await assertNoViolations(page);
              }
            }
          });
        }
      });
});
