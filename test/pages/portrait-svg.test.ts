// A couple's SVG portrait is drawn into the public link-preview PNG. Nothing it points at outside itself may be
// read from the server's disk into that picture, and nothing it points at may hold up the start.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { PNG } from 'pngjs';
import { PORTRAIT_BOX } from '../../render/preview-card';
import { withoutExternalReferences } from '../../src/pages/portrait';
import { startServer } from '../helpers/spawn-server';

/** A 10 × 10 PNG of one colour, as a secret file somewhere on the server might be. */
function solidPng(rgb: [number, number, number]): Buffer {
  const png = new PNG({ width: 10, height: 10 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

function portraitSvg(href: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:x="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
    '<rect width="10" height="10" fill="#0000ff"/>' +
    `<image href="${href}" width="10" height="10"/><image xlink:href="${href}" width="10" height="10"/><image x:href='${href}' width="10" height="10"/>` +
    '</svg>'
  );
}

async function previewCentre(dataDir: string): Promise<[number, number, number]> {
  const server = await startServer({ dataDir });
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const previewUrl = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    assert.ok(previewUrl?.endsWith('.png'), `preview: ${previewUrl}`);
    const png = PNG.sync.read(Buffer.from(await (await fetch(`${server.url}${previewUrl}`)).arrayBuffer()));
    // The middle of the portrait's place on the card.
    const [x, y] = [PORTRAIT_BOX.x + (PORTRAIT_BOX.width >> 1), PORTRAIT_BOX.y + (PORTRAIT_BOX.height >> 1)];
    const at = (y * png.width + x) * 4;
    return [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
  } finally {
    await server.stop();
  }
}

describe("an SVG portrait's references to the outside", () => {
  test('a file elsewhere on the disk, by absolute or relative path, is not drawn into the preview', async () => {
    const secrets = mkdtempSync(path.join(os.tmpdir(), 'wedding-secret-'));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-svg-'));
    try {
      writeFileSync(path.join(secrets, 'secret.png'), solidPng([255, 0, 0]));
      for (const href of [
        path.join(secrets, 'secret.png'),
        `../${path.basename(secrets)}/secret.png`,
        `file://${path.join(secrets, 'secret.png')}`,
      ]) {
        writeFileSync(path.join(dataDir, 'portrait.svg'), portraitSvg(href));
        assert.deepEqual(await previewCentre(dataDir), [0, 0, 255], `${href} was drawn`);
      }
    } finally {
      rmSync(secrets, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a reference to a FIFO does not hold up the start', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-fifo-'));
    try {
      execFileSync('mkfifo', [path.join(dataDir, 'pipe.png')]);
      writeFileSync(path.join(dataDir, 'portrait.svg'), portraitSvg(path.join(dataDir, 'pipe.png')));
      assert.deepEqual(await previewCentre(dataDir), [0, 0, 255]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('inline data and references inside the file are kept', () => {
    const inline = '<image href="data:image/png;base64,AAAA"/><use xlink:href="#flower"/>';
    assert.equal(withoutExternalReferences(inline), inline);
    assert.equal(withoutExternalReferences('<image href="&#47;etc/x.png"/>'), '<image href=""/>');
    assert.equal(withoutExternalReferences("<image HREF = 'https://example.com/x.png'/>"), "<image HREF = ''/>");
  });
});
