// The repeats' scan itself, on a tree of its own: it finds a copied run of lines, names both places, and counts
// neither what differs nor two files that only open with the same imports. A scan that found nothing would pass the
// house's ceiling forever.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { repeats } from '../../scripts/house/repeats';

const tree = mkdtempSync(path.join(os.tmpdir(), 'wedding-repeats-'));
after(() => rmSync(tree, { recursive: true, force: true }));

const IMPORTS = "import { readFileSync } from 'node:fs';\nimport path from 'node:path';\nimport os from 'node:os';\n";
const COPIED = `
export function seatsLeft(tables: { seats: number; taken: string[] }[], wanted: number): number[] {
  const open: number[] = [];
  for (const [index, table] of tables.entries()) {
    const free = table.seats - table.taken.length;
    if (free >= wanted) open.push(index);
    else if (free > 0 && table.taken.length === 0) open.push(-index);
  }
  return open.sort((a, b) => Math.abs(a) - Math.abs(b));
}
`;
const OTHER = `
export function greeting(name: string, language: string, formal: boolean): string {
  const words = language === 'x' ? ['Welcome', 'dear'] : ['Hello', 'friend'];
  const opening = formal ? words[0] : words[1];
  const lines = [opening, name.trim(), readFileSync(path.join(os.homedir(), 'sign'), 'utf8')];
  return lines.filter((line) => line && line.length > 0).join(', ');
}
`;

test('finds a copied run of six lines or more in both places, and nothing else', async () => {
  writeFileSync(path.join(tree, 'first.ts'), `${IMPORTS}${COPIED}`);
  writeFileSync(path.join(tree, 'second.ts'), `${IMPORTS}\nexport const unrelated = 1;\n${COPIED}`);
  writeFileSync(path.join(tree, 'third.ts'), `${IMPORTS}${OTHER}`);
  const found = await repeats(tree, ['.']);
  assert.equal(found.length, 1, JSON.stringify(found));
  const places = [found[0]?.first, found[0]?.second].map((place) => place?.replace(/^\.\//, '')).sort();
  assert.match(places[0] ?? '', /^first\.ts:\d+-\d+$/);
  assert.match(places[1] ?? '', /^second\.ts:\d+-\d+$/);
});
