// The house's sizes may only shrink: a change that adds a long function, a long line or a copied run of six lines
// fails here, and names what it added. The ceilings are in scripts/house/goals.ts; `npm run house -- --list` shows
// every counted place.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { functionSizes } from '../../scripts/house/function-sizes';
import { FUNCTION_CEILINGS, LONG_LINES_CEILING, REPEATS_CEILING } from '../../scripts/house/goals';
import { longLines } from '../../scripts/house/long-lines';
import { repeats } from '../../scripts/house/repeats';
import { RUNNING_CODE, trackedCode } from '../../scripts/house/source-files';

const code = trackedCode(RUNNING_CODE);

test('no more functions over 100 lines than the ceiling allows', () => {
  const sizes = functionSizes(code);
  const spanning = sizes.filter((size) => size.span > 100).map((size) => `${size.file}:${size.line} ${size.name}`);
  const owning = sizes.filter((size) => size.own > 100).map((size) => `${size.file}:${size.line} ${size.name}`);
  assert.ok(spanning.length <= FUNCTION_CEILINGS.spanOver100, `spanning over 100 lines:\n${spanning.join('\n')}`);
  assert.ok(owning.length <= FUNCTION_CEILINGS.ownOver100, `over 100 lines of their own:\n${owning.join('\n')}`);
});

test('no larger share of lines over 120 bytes than the ceiling allows', () => {
  const { lines, long, byFile } = longLines(code);
  const share = (100 * long) / lines;
  const worst = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
  assert.ok(share <= LONG_LINES_CEILING, `${share.toFixed(2)}% of lines are long; most in:\n${worst.join('\n')}`);
});

test('no more repeated runs of six lines than the ceiling allows', async () => {
  const found = await repeats();
  const named = found.map((repeat) => `${repeat.first} ~ ${repeat.second}`);
  assert.ok(found.length <= REPEATS_CEILING, `${found.length} repeated places:\n${named.join('\n')}`);
});
