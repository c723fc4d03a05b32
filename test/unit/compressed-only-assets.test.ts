// The build's scripts and styles are held as their .br and .gz only (src/pages/assets.ts): their own bytes, which
// no browser asks for, are read from disk at the first request that takes neither compression.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadAssets } from '../../src/pages/assets';
import { etagIn } from '../../src/pages/memory-file';

const SCRIPT = Buffer.from('console.log("a script of the build");\n'.repeat(20));
const FONT = Buffer.from('not really a font, but held as it is');

function buildFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wedding-assets-'));
  writeFileSync(path.join(dir, 'main-ABC.js'), SCRIPT);
  writeFileSync(path.join(dir, 'main-ABC.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'main-ABC.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'face-DEF.woff2'), FONT);
  return dir;
}

describe('assets compressed at build time', () => {
  test('are held compressed only; their own bytes are read at their first use', () => {
    const dir = buildFolder();
    try {
      const assets = loadAssets(dir);
      const script = assets.get('/assets/main-ABC.js');
      const font = assets.get('/assets/face-DEF.woff2');
      assert.ok(script && font);
      // Gone from disk after the start: what was held is still there, what was not cannot be read.
      rmSync(path.join(dir, 'main-ABC.js'));
      rmSync(path.join(dir, 'face-DEF.woff2'));
      assert.deepEqual(script.br, brotliCompressSync(SCRIPT));
      assert.deepEqual(script.gzip, gzipSync(SCRIPT));
      assert.deepEqual(font.identity, FONT, 'a file without compressed forms is held as it is');
      assert.throws(() => script.identity, { code: 'ENOENT' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the bytes read at first use are the file’s, and each encoding keeps a tag of its own', () => {
    const dir = buildFolder();
    try {
      const script = loadAssets(dir).get('/assets/main-ABC.js');
      assert.ok(script);
      assert.deepEqual(script.identity, SCRIPT);
      const tags = new Set((['identity', 'br', 'gzip'] as const).map((encoding) => etagIn(script, encoding)));
      assert.equal(tags.size, 3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
