// A photo is prepared in a child process of its own; a child that dies before answering is an honest 503, and the
// server goes on.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createPhotoPreparerInChild } from '../../src/site/photo-in-child';

test('a preparing process that dies without answering is refused with 503, and nothing hangs', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'photo-child-'));
  try {
    const script = path.join(dir, 'dies.mjs');
    writeFileSync(script, "process.once('message', () => process.exit(3));\n");
    const outcome = await createPhotoPreparerInChild(pathToFileURL(script))(Buffer.from('not looked at'));
    assert.ok('refused' in outcome);
    assert.equal(outcome.refused.status, 503);
    assert.match(outcome.refused.message, /exit code 3/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('what the child answers comes back as the JPEG bytes', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'photo-child-'));
  try {
    const script = path.join(dir, 'echoes.mjs');
    writeFileSync(
      script,
      "process.once('message', (bytes) => process.send({ done: Buffer.from(bytes).reverse() }, () => process.disconnect()));\n",
    );
    const outcome = await createPhotoPreparerInChild(pathToFileURL(script))(Buffer.from('abc'));
    assert.ok('done' in outcome);
    assert.equal(outcome.done.toString(), 'cba');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
