import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Renderer } from './content';
import { type PageFiles, revivePageFiles } from './page-files';
import type { RenderInput } from './render-input';

const PREFIX = 'pages-';

/** Everything the pages are made from: the content, the client build, the renderer's own code. */
export function cacheKey(input: RenderInput, rendererVersion: string): string {
  // The shagun's code is drawn from site.json's own UPI id; the updates are the couple's, from the database.
  const { site, manifest, portrait, publicUrl, updates } = input;
  const portraitUrls = portrait && [portrait.url, portrait.preview?.url];
  return createHash('sha256')
    .update(rendererVersion)
    .update(JSON.stringify({ site, manifest, portraitUrls, publicUrl, updates: updates ?? [] }))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Keeps the rendered, compressed pages in DATA_DIR/cache, keyed by what they are made from. A restart with
 * the same site.json, build and portrait (the usual case: a reboot, an update of the OS) skips rendering and
 * compressing altogether; any change makes a new key, and the old file is deleted. The folder is disposable.
 * Pages whose preview card could not be drawn are not kept: the next start tries again.
 */
export function createCachedRenderer(render: Renderer, cacheDir: string, rendererVersion: string): Renderer {
  return async (input) => {
    const key = cacheKey(input, rendererVersion);
    const file = path.join(cacheDir, `${PREFIX}${key}.bin`);
    try {
      return revivePageFiles(deserialize(readFileSync(file)) as PageFiles);
    } catch {
      // Not there yet, or unreadable: render afresh.
    }
    const pages = await render(input);
    // A card that timed out (a slow Pi at boot) would otherwise stay the stand-in until the content changes.
    if (!pages.previewDrawn) return pages;
    const partial = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(partial, serialize(pages));
      renameSync(partial, file);
      for (const name of readdirSync(cacheDir)) {
        if (name.startsWith(PREFIX) && name !== path.basename(file)) rmSync(path.join(cacheDir, name), { force: true });
      }
    } catch {
      // A cache that cannot be written (a read-only or full data folder) only costs the next start some time; half a
      // file written to a full disk would take the room the next save needs, so it goes.
      try {
        rmSync(partial, { force: true });
      } catch {
        // Not even that: the cache folder is not ours to change.
      }
    }
    return pages;
  };
}

/** A short fingerprint of a file's bytes: the renderer's version, for cacheKey. */
export function fileVersion(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
