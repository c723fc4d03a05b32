// A restart reads V8's bytecode for the site from the compile cache the first start wrote (src/server.ts), in the
// folder systemd gives the service (CACHE_DIRECTORY); a folder that cannot be written only leaves the cache off.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { startServer } from '../helpers/spawn-server';

/** Every file under `dir` with its size. */
function filesUnder(dir: string): Array<{ file: string; size: number }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => ({ file, size: statSync(path.join(dir, file)).size }));
}

describe("the site's compile cache", () => {
  const cache = mkdtempSync(path.join(os.tmpdir(), 'wedding-compile-cache-'));
  after(() => rmSync(cache, { recursive: true, force: true }));

  test('the first start writes it once it listens, even if it is killed rather than stopped', async () => {
    const first = await startServer({ env: { CACHE_DIRECTORY: cache, NEW_SITE: 'yes' } });
    // An answer comes after the start's last step (the cache written): the request waits for it.
    assert.equal((await fetch(`${first.url}/healthz`)).status, 200);
    first.process.kill('SIGKILL');
    await first.exited;
    const written = filesUnder(path.join(cache, 'compile'));
    assert.ok(
      written.some(({ size }) => size > 100_000),
      `the site's bytecode is in the cache: ${JSON.stringify(written)}`,
    );
  });

  test('a restart reads the site from it', async () => {
    const again = await startServer({ env: { CACHE_DIRECTORY: cache, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' } });
    try {
      assert.match(again.stderr(), /V8 code cache for ESM file:\S+\/start-\w+\.mjs was accepted/);
    } finally {
      await again.stop();
    }
  });

  test('a cache folder that cannot be made leaves it off, and the site starts all the same', async () => {
    const notAFolder = path.join(cache, 'a-file');
    writeFileSync(notAFolder, '');
    const server = await startServer({ env: { CACHE_DIRECTORY: notAFolder, NEW_SITE: 'yes' } });
    try {
      assert.equal((await fetch(`${server.url}/`)).status, 200);
    } finally {
      await server.stop();
    }
  });
});
