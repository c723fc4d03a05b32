// A restart reads V8's bytecode for the site from the compile cache the first start wrote (src/server.ts), in the
// folder systemd gives the service (CACHE_DIRECTORY); a folder that cannot be written only leaves the cache off.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/spawn-server';

/** The sizes of the files under `dir`. */
function fileSizes(dir: string): number[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => statSync(path.join(dir, file)))
    .filter((stat) => stat.isFile())
    .map((stat) => stat.size);
}

describe("the site's compile cache", () => {
  test('the first start writes it before it says it is ready, even if then killed; the next start reads it', async () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'wedding-compile-cache-'));
    try {
      // The banner is what startServer waits for: the cache is written before it, as soon as the site listens.
      const first = await startServer({ env: { CACHE_DIRECTORY: cache, NEW_SITE: 'yes' } });
      first.process.kill('SIGKILL');
      await first.exited;
      const sizes = fileSizes(path.join(cache, 'compile'));
      assert.ok(
        sizes.some((size) => size > 100_000),
        `the site's bytecode is in the cache: ${sizes}`,
      );

      const again = await startServer({
        dataDir: first.dataDir,
        env: { CACHE_DIRECTORY: cache, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
      });
      try {
        assert.match(again.stderr(), /V8 code cache for ESM file:\S+\/dist\/start\.mjs was accepted/);
      } finally {
        await again.stop();
        rmSync(first.dataDir, { recursive: true, force: true });
      }
      assert.deepEqual(
        fileSizes(path.join(cache, 'compile')).length,
        sizes.length,
        'one file per module, written once',
      );
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  test('a cache folder that cannot be made leaves it off, and the site starts all the same', async () => {
    const notAFolder = path.join(mkdtempSync(path.join(os.tmpdir(), 'wedding-compile-cache-')), 'a-file');
    writeFileSync(notAFolder, '');
    const server = await startServer({
      env: { CACHE_DIRECTORY: notAFolder, NEW_SITE: 'yes', NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
    });
    try {
      assert.equal((await fetch(`${server.url}/`)).status, 200);
      // Off, not moved to a folder of Node's choosing (the shared temporary folder).
      assert.match(server.stderr(), /Cannot create cache directory/);
      assert.doesNotMatch(server.stderr(), /was accepted|writing cache/);
    } finally {
      await server.stop();
      rmSync(path.dirname(notAFolder), { recursive: true, force: true });
    }
  });
});
