// The renderer of answer pages lives in a child process that comes when a form is posted and goes when idle.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { RSVP_FORM_DEFAULTS } from '../../shared/forms/rsvp-form';
import { answerPagesInChild } from '../../src/pages/answer-pages';
import { readClientManifest } from '../../src/pages/manifest';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { localiseSite } from '../../src/site/localised-site';
import { PUBLIC_DIR, REPO_ROOT } from '../helpers/app';

const WORKER = pathToFileURL(path.join(REPO_ROOT, 'dist', 'answer-page-worker.mjs'));
const input = {
  site: localiseSite(DEFAULT_SITE),
  portrait: null,
  manifest: readClientManifest(PUBLIC_DIR),
  publicUrl: undefined,
  shagunQr: null,
};
const typed = { typed: { ...RSVP_FORM_DEFAULTS, fullName: 'Asha' }, errors: {}, problem: 'The disk is full.' };

/** Looks again every 25 ms until it holds: what the child does has no event to wait for from here. */
async function waitFor(condition: () => boolean, what: string): Promise<void> {
  while (!condition()) await sleep(25);
  assert.ok(condition(), what);
}

/**
 * The real renderer behind a wrapper that makes it slow as a Pi is: `startMs` before it loads, and `perPageMs` before
 * each page it sends back. Its thread is blocked (Atomics.wait), as by work, without taking a core from the tests
 * beside it.
 */
function slowRenderer(startMs: number, perPageMs: number): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'wedding-slow-renderer-'));
  const file = path.join(dir, 'slow-worker.mjs');
  writeFileSync(
    file,
    [
      'const busy = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);',
      `busy(${startMs});`,
      'const send = process.send.bind(process);',
      `process.send = (message, ...rest) => { if (message && 'id' in message) busy(${perPageMs}); return send(message, ...rest); };`,
      `await import(${JSON.stringify(WORKER.href)});`,
    ].join('\n'),
  );
  return pathToFileURL(file);
}

describe('answer pages, rendered in a child process', () => {
  test('a renderer slow to start (a Pi loading React) fails no page: its start is not timed', async () => {
    // Its start takes longer than the time a page may take; that time is well over one page's render on a busy CI.
    const pages = answerPagesInChild(slowRenderer(3_500, 0), input, { timeoutMs: 2_500 });
    try {
      assert.match((await pages.render('en', typed)).identity.toString(), /value="Asha"/);
    } finally {
      pages.close();
    }
  });

  test('twenty pages at once, queued longer than the timeout, all arrive: only a renderer making no progress is stuck', async () => {
    // 20 pages of 150 ms each queue for 3 s, longer than the 2.5 s a page may take once its turn comes.
    const pages = answerPagesInChild(slowRenderer(0, 150), input, { timeoutMs: 2_500 });
    try {
      const files = await Promise.all(Array.from({ length: 20 }, () => pages.render('en', typed)));
      assert.equal(files.length, 20);
    } finally {
      pages.close();
    }
  });

  test('starts at the first page, lets the child go when idle, and starts again for the next', async () => {
    const pages = answerPagesInChild(WORKER, input, { idleMs: 100 });
    const { render } = pages;
    try {
      assert.equal(pages.running, false, 'nothing runs before a form is posted');
      const file = await render('en', typed);
      assert.equal(file.cacheControl, 'no-store');
      assert.ok(file.br && file.gzip, 'the page is compressed for the slow networks it is sent over');
      assert.match(gunzipSync(file.gzip).toString(), /role="alert"[^>]*>The disk is full\./);
      assert.equal(pages.running, true);
      await waitFor(() => !pages.running, 'the child is let go after idleMs');
      assert.match((await render('en', typed)).identity.toString(), /value="Asha"/);
    } finally {
      pages.close();
    }
  });

  test('a child that dies fails the pages it owed, and the next page gets a new child', async () => {
    const pages = answerPagesInChild(WORKER, input);
    const { render } = pages;
    try {
      await render('en', typed);
      const owed = render('en', typed);
      // Killed between the request and its answer, as the OOM killer would.
      const pid = pages.pid;
      assert.ok(pid);
      process.kill(pid, 'SIGKILL');
      await assert.rejects(owed, /renderer stopped/);
      assert.match((await render('en', typed)).identity.toString(), /value="Asha"/);
    } finally {
      pages.close();
    }
  });
});
