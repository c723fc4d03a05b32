// What the README holds that the house goals limit: its length, its pictures, and its measured figures (a number
// with a unit), which belong in the bench's log instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './source-files';

const FIGURE = /\b\d[\d,.]*\s?(?:%|KB|MB|GB|kB|ms|s\b|×|px|bytes|requests)/g;
const IMAGE = /!\[[^\]]*\]\([^)]+\)|<img\s/g;

export function readmeFacts() {
  const text = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  return {
    lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    pictures: text.match(IMAGE)?.length ?? 0,
    figures: text.match(FIGURE)?.length ?? 0,
  };
}
