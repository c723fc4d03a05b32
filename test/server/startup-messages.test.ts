// What the couple reads when they start the site: a sentence they can act on, never a stack trace.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { startServer } from '../helpers/spawn-server';

describe('starting the site', () => {
  test('a port already in use is named, with the next one to try, and no stack trace', async () => {
    const first = await startServer();
    try {
      await assert.rejects(startServer({ env: { PORT: String(first.port) } }), (err: Error) => {
        assert.match(
          err.message,
          new RegExp(`Cannot start: port ${first.port} is in use .*; start with PORT=${first.port + 1}\\n`),
        );
        assert.doesNotMatch(err.message, /^\s+at /m, 'no stack trace');
        return true;
      });
    } finally {
      await first.stop();
    }
  });

  test('the banner says how to change the password, and warns that link previews need PUBLIC_URL until it is set', async () => {
    // Started as a unit starts it (no npm): the command with the data folder, as the operator can paste it.
    const bare = await startServer({ env: { npm_lifecycle_event: '' } });
    try {
      assert.match(
        bare.stdout(),
        new RegExp(`Password: +DATA_DIR=${bare.dataDir} node \\S+dist/set-password\\.mjs \\(changes it`),
      );
      assert.match(bare.stdout(), /Link previews will have no picture.*\n.*PUBLIC_URL=https:\/\/wedding\.example\.com/);
      // The sample content the first start writes shows the settings a couple may want to change.
      const written = JSON.parse(readFileSync(path.join(bare.dataDir, 'site.json'), 'utf8')) as Record<string, unknown>;
      assert.equal(written.portraitAlt, '');
      assert.equal(written.allowIndexing, false);
    } finally {
      await bare.stop();
    }
    const withUrl = await startServer({ env: { PUBLIC_URL: 'https://wedding.example.com' } });
    try {
      assert.doesNotMatch(withUrl.stdout(), /Link previews will have no picture/);
    } finally {
      await withUrl.stop();
    }
  });
});
