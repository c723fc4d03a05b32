import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedOnlyFile, type MemoryFile, memoryFile } from './memory-file';

// What browsers fetch for a page: held in memory, sent from there. Anything else in assets/ (the license
// texts, the legacy .woff fonts no current browser asks for) is streamed from disk when asked for.
const HELD_IN_MEMORY: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

// Every asset's name carries a hash of its content: a new build is a new name, so a browser may keep each forever.
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Reads dist/public/assets into memory: a file the build compressed both ways as its .br and .gz only (its own bytes
 * are read at the first request for them), any other as it is, with whichever of the two the build wrote.
 */
export function loadAssets(assetsDir: string): Map<string, MemoryFile> {
  const assets = new Map<string, MemoryFile>();
  const names = new Set(readdirSync(assetsDir));
  for (const name of names) {
    const type = HELD_IN_MEMORY[path.extname(name)];
    if (!type) continue;
    const read = (file: string) => (names.has(file) ? readFileSync(path.join(assetsDir, file)) : undefined);
    const br = read(`${name}.br`);
    const gzip = read(`${name}.gz`);
    if (br && gzip) {
      assets.set(`/assets/${name}`, compressedOnlyFile(type, IMMUTABLE, { br, gzip }, path.join(assetsDir, name)));
      continue;
    }
    const identity = read(name);
    if (!identity) continue;
    assets.set(`/assets/${name}`, memoryFile(type, IMMUTABLE, identity, { ...(br && { br }), ...(gzip && { gzip }) }));
  }
  return assets;
}
