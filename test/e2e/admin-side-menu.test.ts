// The admin's rooms down the side of a laptop's screen: each room's name on one line, one room a row, and nothing
// drawn over the room's title, at every laptop width.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

describe('the admin’s side menu on a laptop', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  for (const width of [1024, 1280, 1920])
    test(`at ${width} px every room's name is one line, one room a row, clear of the title`, async () => {
      await withPage(suite.browser, { viewport: { width, height: 900 } }, async (page) => {
        await suite.signIn(page, '/admin/guests');
        const nav = page.getByRole('navigation', { name: 'Admin sections' });
        await nav.waitFor();
        const links = await nav.getByRole('link').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            const label = [...element.childNodes].find(
              (node) => node.nodeType === Node.TEXT_NODE || node.nodeName === 'SPAN',
            );
            const range = document.createRange();
            if (label) range.selectNodeContents(label);
            return {
              name: element.textContent ?? '',
              top: box.top,
              left: box.left,
              right: box.right,
              lines: label ? range.getClientRects().length : 0,
            };
          }),
        );
        assert.ok(links.length >= 5, `${links.length} rooms`);
        for (const link of links) assert.equal(link.lines, 1, `"${link.name}" is broken over ${link.lines} lines`);
        const lefts = new Set(links.map((link) => Math.round(link.left)));
        assert.equal(lefts.size, 1, 'one column of rooms');
        for (let i = 1; i < links.length; i++)
          assert.ok((links[i]?.top ?? 0) > (links[i - 1]?.top ?? 0), 'one room a row, in order');
        const title = await page.getByRole('heading', { level: 1 }).boundingBox();
        const rightmost = Math.max(...links.map((link) => link.right));
        assert.ok(title && title.x >= rightmost, 'the room’s title is clear of the menu');
      });
    });
});
