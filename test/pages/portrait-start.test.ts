// The couple's guide (docs/couple-guide.md) tells a couple to drop their own portrait into the data folder: every format it names must start.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../helpers/spawn-server';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 76"><rect width="64" height="76" fill="#7a1f3d"/></svg>';
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;

describe("a couple's own portrait, through the real start", () => {
  for (const [ext, contentType] of Object.entries(CONTENT_TYPES)) {
    test(`portrait.${ext} starts the server, shows on the page and is described as a portrait, not an illustration`, async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `wedding-portrait-${ext}-`));
      const file = path.join(dataDir, `portrait.${ext}`);
      if (ext === 'svg') writeFileSync(file, SVG);
      else copyFileSync(path.join(FIXTURES, `portrait.${ext}`), file);
      const server = await startServer({ dataDir });
      try {
        const html = await (await fetch(`${server.url}/`)).text();
        const img = /<img src="(\/media\/portrait-[0-9a-f]+\.[a-z]+)" alt="([^"]*)"/.exec(html);
        assert.ok(img, 'the page shows the supplied portrait');
        assert.equal(img[2], 'A portrait of Ananya and Rohan');
        assert.match(html, /<meta property="og:image:alt" content="A portrait of Ananya and Rohan">/);
        const image = await fetch(`${server.url}${img[1]}`);
        assert.equal(image.status, 200);
        assert.equal(image.headers.get('content-type'), contentType);
        assert.deepEqual(Buffer.from(await image.arrayBuffer()), readFileSync(file));
        const preview = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
        assert.ok(preview);
        assert.equal((await fetch(`${server.url}${preview}`)).status, 200, 'the link preview picture is served too');
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
