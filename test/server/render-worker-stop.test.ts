// The server stopping while the page renderer draws (a restart during a content save): the renderer ends quietly,
// with nothing unhandled on its error output.
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createContentMaker, createRendererInChild } from '../../src/pages/content';
import { readClientManifest } from '../../src/pages/manifest';
import type { RenderInput } from '../../src/pages/render-input';
import { loadSite } from '../../src/site/load';
import { makeDataDir, PUBLIC_DIR, REPO_ROOT } from '../helpers/app';

class Captured extends Error {
  constructor(readonly input: RenderInput) {
    super('captured');
  }
}

test('a renderer whose server goes away mid-drawing exits without an unhandled error', async () => {
  const dataDir = makeDataDir();
  try {
    const make = createContentMaker(dataDir, readClientManifest(PUBLIC_DIR), undefined, async (input) => {
      throw new Captured(input);
    });
    const input = await make(loadSite(dataDir)).then(
      () => assert.fail('the renderer was not called'),
      (err: unknown) => (err instanceof Captured ? err.input : Promise.reject(err)),
    );
    const child = fork(path.join(REPO_ROOT, 'dist', 'render-worker.mjs'), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
    });
    child.send(input);
    // The server stops: its end of the channel closes while the pages are still being drawn.
    child.disconnect();
    const stderrEnded = child.stderr ? once(child.stderr, 'end') : Promise.resolve();
    const [code] = (await once(child, 'exit')) as [number | null];
    await stderrEnded;
    assert.equal(said, '', 'nothing on its error output');
    assert.equal(code, 0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a renderer that ends before it sends the pages is an error the server hears, never a wait for ever', async () => {
  const dir = makeDataDir();
  try {
    const script = path.join(dir, 'quits.mjs');
    writeFileSync(script, 'process.exit(0);\n');
    const render = createRendererInChild(pathToFileURL(script));
    await assert.rejects(render({} as RenderInput), /stopped \(exit code 0\) before it sent the pages/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
