// Lines longer than the formatter's width, counted in UTF-8 bytes as `awk 'length > 120'` counts them with the
// awk Debian ships: a line of Devanagari counts three bytes a letter, so catalog lines count long sooner.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './source-files';

export const LINE_WIDTH = 120;

export interface LongLines {
  lines: number;
  long: number;
  byFile: Map<string, number>;
}

export function longLines(files: readonly string[]): LongLines {
  const byFile = new Map<string, number>();
  let lines = 0;
  let long = 0;
  for (const file of files) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    const fileLines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
    const over = fileLines.filter((line) => Buffer.byteLength(line) > LINE_WIDTH).length;
    lines += fileLines.length;
    long += over;
    if (over > 0) byFile.set(file, over);
  }
  return { lines, long, byFile };
}
