import assert from 'node:assert/strict';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { makePageFiles } from '../../render/make-page-files';
import { readClientManifest } from '../../src/pages/manifest';
import { createCachedRenderer } from '../../src/pages/page-cache';
import { guestPagesIn } from '../../src/pages/page-files';
import type { RenderInput } from '../../src/pages/render-input';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { localiseSite } from '../../src/site/localised-site';
import { makeDataDir, PUBLIC_DIR } from '../helpers/app';

describe('page cache', () => {
  const input: RenderInput = {
    site: localiseSite(DEFAULT_SITE),
    portrait: null,
    manifest: readClientManifest(PUBLIC_DIR),
    publicUrl: undefined,
    shagunQr: null,
  };

  function counting() {
    const calls: RenderInput[] = [];
    const render = async (i: RenderInput) => {
      calls.push(i);
      return makePageFiles(i);
    };
    return { calls, render };
  }

  test('a restart with the same content reuses the pages, byte for byte, without rendering', async () => {
    const dir = path.join(makeDataDir(), 'cache');
    const first = counting();
    const made = await createCachedRenderer(first.render, dir, 'v1')(input);
    const again = counting();
    const reused = await createCachedRenderer(again.render, dir, 'v1')(input);
    assert.equal(first.calls.length, 1);
    assert.equal(again.calls.length, 0);
    for (const language of ['en', 'hi'] as const) {
      assert.ok(Buffer.isBuffer(guestPagesIn(reused, language).home.br));
      assert.ok(guestPagesIn(reused, language).home.identity.equals(guestPagesIn(made, language).home.identity));
      assert.ok(
        guestPagesIn(reused, language).notFound.gzip?.equals(
          guestPagesIn(made, language).notFound.gzip ?? Buffer.alloc(0),
        ),
      );
    }
    assert.deepEqual(reused.styleHashes, made.styleHashes);
  });

  test('a change of content or of the renderer renders again, and the stale file goes', async () => {
    const dir = path.join(makeDataDir(), 'cache');
    const renderer = counting();
    await createCachedRenderer(renderer.render, dir, 'v1')(input);
    await createCachedRenderer(
      renderer.render,
      dir,
      'v1',
    )({ ...input, site: localiseSite({ ...DEFAULT_SITE, city: 'Jaipur, India' }) });
    await createCachedRenderer(renderer.render, dir, 'v2')(input);
    assert.equal(renderer.calls.length, 3);
    assert.equal(readdirSync(dir).length, 1);
  });

  test('pages whose preview card could not be drawn are not kept, so the next start draws it again', async () => {
    const dir = path.join(makeDataDir(), 'cache');
    const timedOut = {
      calls: 0,
      render: async (i: RenderInput) => {
        timedOut.calls++;
        return { ...(await makePageFiles(i)), previewDrawn: false };
      },
    };
    await createCachedRenderer(timedOut.render, dir, 'v1')(input);
    await createCachedRenderer(timedOut.render, dir, 'v1')(input);
    assert.equal(timedOut.calls, 2);
    const drawn = counting();
    await createCachedRenderer(drawn.render, dir, 'v1')(input);
    const again = counting();
    await createCachedRenderer(again.render, dir, 'v1')(input);
    assert.deepEqual([drawn.calls.length, again.calls.length], [1, 0]);
  });

  test('a damaged cache file is rendered over, not served', async () => {
    const dir = path.join(makeDataDir(), 'cache');
    await createCachedRenderer(makePageFiles, dir, 'v1')(input);
    const [name = ''] = readdirSync(dir);
    writeFileSync(path.join(dir, name), 'not a serialized value');
    const renderer = counting();
    const pages = await createCachedRenderer(renderer.render, dir, 'v1')(input);
    assert.equal(renderer.calls.length, 1);
    assert.match(guestPagesIn(pages, 'en').home.identity.toString(), /You are cordially invited/);
  });
});
