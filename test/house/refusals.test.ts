// One way to say no (src/http/refused.ts): a JSON refusal is thrown, and the error handler gives it the status the
// catalog gives its code. A status and an error body written by hand at a route could disagree with the catalog,
// and would not be found by the next engineer looking for how the site refuses.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, trackedCode } from '../../scripts/house/source-files';

// An error's status set by hand, then sent as anything but a page of its own type (text, HTML).
const HAND_WRITTEN = /\.code\(\s*[45]\d\d\s*\)(?!\s*\.type\()/g;
// The error handlers themselves answer what they were thrown.
const ANSWERERS = new Set(['src/http/errors.ts']);

test('no route answers a refusal by hand: it throws Refused, and the catalog gives the status', () => {
  const found = trackedCode(['src'])
    .filter((file) => !ANSWERERS.has(file) && existsSync(path.join(REPO_ROOT, file)))
    .flatMap((file) => {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      return [...text.matchAll(HAND_WRITTEN)].map((match) => {
        const line = text.slice(0, match.index).split('\n').length;
        return `${file}:${line} ${match[0]}`;
      });
    });
  assert.deepEqual(found, [], `refusals written by hand:\n${found.join('\n')}`);
});
