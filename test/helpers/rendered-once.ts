// Drawing every page in both languages and the link-preview card takes half a second or more, and most test apps
// draw the same site. Kept in the machine's temporary folder under page-cache.ts's key (what the pages are made
// of) and a fingerprint of the code that draws them, a site's pages are drawn once per machine, not once per test
// app. A test that is about rendering itself passes its own renderer to createContentMaker.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Renderer } from '../../src/pages/content';
import { cacheKey } from '../../src/pages/page-cache';
import { type PageFiles, revivePageFiles } from '../../src/pages/page-files';
import { REPO_ROOT } from './spawn-server';

const CACHE_DIR = path.join(tmpdir(), 'wedding-test-pages');
// Everything a page is drawn from besides the input: the renderer, the components and the texts.
const DRAWING_CODE = ['render', 'web', 'shared'];

let drawingCodeVersion: string | undefined;
function codeVersion(): string {
  if (drawingCodeVersion === undefined) {
    const hash = createHash('sha256');
    for (const folder of DRAWING_CODE) {
      for (const file of readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' }).sort()) {
        const full = path.join(REPO_ROOT, folder, file);
        try {
          hash.update(file).update(readFileSync(full));
        } catch {
          // A folder: its files are listed on their own.
        }
      }
    }
    drawingCodeVersion = hash.digest('hex');
  }
  return drawingCodeVersion;
}

let swept = false;
/** Drops what older code drew, once per process, so the folder holds one version's pages, not every edit's. */
function sweep(prefix: string): void {
  if (swept) return;
  swept = true;
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const name of readdirSync(CACHE_DIR)) {
    if (!name.startsWith(prefix)) rmSync(path.join(CACHE_DIR, name), { force: true });
  }
}

export function renderedOnce(render: Renderer): Renderer {
  return async (input) => {
    const prefix = `${codeVersion().slice(0, 16)}-`;
    sweep(prefix);
    const file = path.join(CACHE_DIR, `${prefix}${cacheKey(input, codeVersion())}.bin`);
    try {
      return revivePageFiles(deserialize(readFileSync(file)) as PageFiles);
    } catch {
      // Not drawn yet on this machine.
    }
    const pages = await render(input);
    if (pages.previewDrawn) {
      // Test files run side by side: each writes its own file and renames it into place whole.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, serialize(pages));
      renameSync(partial, file);
    }
    return pages;
  };
}
