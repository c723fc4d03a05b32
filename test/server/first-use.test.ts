// The libraries a start leaves on disk (build.mjs, FIRST_USE_FILES) stay there while the site only serves pages and
// its files, and come in, working, at the first request that needs them: the schema libraries at the first answer.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, startServer } from '../helpers/spawn-server';

const REPORTER = pathToFileURL(path.join(REPO_ROOT, 'test', 'fixtures', 'report-first-use.mjs')).href;
const loaded = (stderr: string) => [...stderr.matchAll(/^loaded (first-use\/\S+)$/gm)].map((line) => line[1]);

describe('libraries loaded at their first use', () => {
  test('a restarted site serves its pages and files without them, and loads the schema libraries at the first answer', async () => {
    // The first start checks the new site.json, which needs Ajv; a restart on the same content does not.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-first-use-'));
    const first = await startServer({ dataDir, env: { NEW_SITE: 'yes' } });
    await first.stop();
    const server = await startServer({ dataDir, env: { NODE_OPTIONS: `--import=${REPORTER}` } });
    try {
      const license = readdirSync(path.join(REPO_ROOT, 'dist', 'public', 'assets')).find((name) =>
        name.endsWith('.LEGAL.txt'),
      );
      assert.ok(license, 'the build writes license texts, streamed from disk when asked for');
      for (const address of ['/', '/?lang=hi', '/admin', '/no-such-page', `/assets/${license}`, '/healthz']) {
        const response = await fetch(`${server.url}${address}`);
        await response.arrayBuffer();
        assert.ok(response.status < 500, `${address}: ${response.status}`);
      }
      assert.deepEqual(loaded(server.stderr()), [], 'nothing loaded while serving pages and files');

      const refused = await fetch(`${server.url}/api/rsvp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'Asha', email: 'asha@example.com', guestCount: 'two', attending: true }),
      });
      assert.equal(refused.status, 400);
      assert.match(((await refused.json()) as { message: string }).message, /guestCount/);
      const answered = await fetch(`${server.url}/api/rsvp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'Asha', email: 'asha@example.com', guestCount: 2, attending: true }),
      });
      assert.equal(answered.status, 201, await answered.text());
      assert.deepEqual(loaded(server.stderr()), ['first-use/schemas'], 'loaded once, at the first answer');
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
