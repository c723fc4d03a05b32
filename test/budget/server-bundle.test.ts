// The server process never holds React: rendering happens in a short-lived child (dist/render-worker.mjs).
// Read from the server build's own record of what went into each bundle (esbuild's metafile).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT } from '../helpers/app';

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

const REACT = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

function reactInputs(metafile: Metafile, output: string): string[] {
  const bundle = metafile.outputs[output];
  assert.ok(bundle, `${output} is not in the server build`);
  return Object.entries(bundle.inputs)
    .filter(([input, { bytesInOutput }]) => REACT.test(input) && bytesInOutput > 0)
    .map(([input]) => input);
}

describe('what the server bundles hold', () => {
  const metafile = JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist', 'server-meta.json'), 'utf8')) as Metafile;

  for (const output of ['dist/server.mjs', 'dist/set-password.mjs', 'dist/backup.mjs']) {
    test(`${output} holds no React, react-dom or scheduler code`, () => {
      assert.deepEqual(reactInputs(metafile, output), []);
    });
  }

  test('the render worker does hold react-dom (so the check above reads the right record)', () => {
    assert.ok(reactInputs(metafile, 'dist/render-worker.mjs').some((input) => input.includes('node_modules/react-dom/')));
  });
});
