// A 201 means the RSVP is on disk. Checked on a real filesystem that fills up (a small tmpfs, mounted here as root),
// with the real server and concurrent guests: every 201 is stored, nothing answered 503 is, and the couple can tell.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { type RunningServer, startServer } from '../helpers/spawn-server';

const CONCURRENT = 16;
const LONG_NOTE = 'n'.repeat(900);

/** Mounts a tmpfs of `size` on a new folder, runs `use` with it, and unmounts it whatever happened. */
async function withSmallDisk<T>(size: string, use: (dir: string) => Promise<T>): Promise<T> {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'wedding-small-disk-'));
  // Fails loudly where the tests cannot mount (not root): this test must not quietly pass without a real disk.
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mountPoint]);
  try {
    return await use(mountPoint);
  } finally {
    execFileSync('umount', ['-l', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
}

function post(server: RunningServer, fullName: string) {
  return fetch(`${server.url}/api/rsvp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fullName,
      email: 'guest@example.com',
      guestCount: 1,
      attending: true,
      dietaryRestrictions: LONG_NOTE,
    }),
  });
}

/** The names stored in a copy of the data folder (the full disk itself has no room for SQLite's read files). */
function storedNames(dataDir: string): Set<string> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'wedding-copy-'));
  try {
    cpSync(dataDir, copy, { recursive: true });
    const db = new Database(path.join(copy, 'wedding.db'));
    try {
      return new Set(db.prepare('SELECT full_name FROM rsvps').pluck().all() as string[]);
    } finally {
      db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('a disk that fills up while guests answer', () => {
  test('every 201 is stored and nothing refused is; the refusals are 503 in the error shape; /healthz says so', () =>
    withSmallDisk('2m', async (disk) => {
      const dataDir = path.join(disk, 'data');
      mkdirSync(dataDir);
      // No free-space floor: this is about SQLite's own failure when the disk is full, not the early refusal.
      const server = await startServer({ dataDir, env: { MIN_FREE_MB: '0' } });
      const answered = new Map<string, number>();
      try {
        for (let batch = 0; batch < 150; batch++) {
          const names = Array.from({ length: CONCURRENT }, (_, i) => `Guest ${batch}-${i}`);
          const statuses = await Promise.all(
            names.map(async (name) => {
              const response = await post(server, name);
              const body = (await response.json()) as { error?: string; message?: string };
              if (response.status !== 201) {
                assert.equal(response.status, 503, JSON.stringify(body));
                assert.equal(typeof body.error, 'string');
                assert.match(body.message ?? '', /could not be saved just now/);
              }
              return response.status;
            }),
          );
          for (const [i, name] of names.entries()) answered.set(name, statuses[i] ?? 0);
          if (statuses.every((status) => status === 503)) break;
        }
        const health = await fetch(`${server.url}/healthz`);
        assert.equal(health.status, 503, 'the health check reports the disk');

        // The form posted without the script meets the same full disk: its page says so and keeps what was typed.
        // It carries as much as the refused answers did: a smaller one can fit in what their failed writes left.
        const form = await fetch(`${server.url}/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            fullName: 'Form Guest',
            email: 'form@example.com',
            attending: 'yes',
            dietaryRestrictions: LONG_NOTE,
          }),
        });
        assert.equal(form.status, 503);
        const page = await form.text();
        assert.ok(
          /role="alert"[^>]*>Your answer could not be saved just now/.test(page),
          'the form page says the answer was not saved',
        );
        assert.ok(/<input[^>]*value="Form Guest"/.test(page), 'the form page keeps the typed name');
        answered.set('Form Guest', form.status);
      } finally {
        await server.stop();
      }
      const acknowledged = [...answered].filter(([, status]) => status === 201).map(([name]) => name);
      const refused = [...answered].filter(([, status]) => status === 503).map(([name]) => name);
      assert.ok(
        acknowledged.length > 0 && refused.length > 0,
        `${acknowledged.length} stored, ${refused.length} refused`,
      );
      const stored = storedNames(dataDir);
      assert.deepEqual(
        acknowledged.filter((name) => !stored.has(name)),
        [],
        'acknowledged but not stored',
      );
      assert.deepEqual(
        refused.filter((name) => stored.has(name)),
        [],
        'refused but stored',
      );
      assert.equal(stored.size, acknowledged.length);
    }));

  test('below the free-space floor answers are refused before SQLite is asked, and the log says it once', () =>
    withSmallDisk('4m', async (disk) => {
      const server = await startServer({ dataDir: disk, env: { MIN_FREE_MB: '100' } });
      try {
        for (let i = 0; i < 5; i++) {
          const response = await post(server, `Floor ${i}`);
          assert.equal(response.status, 503);
          assert.equal(((await response.json()) as { error: string }).error, 'disk-full');
        }
        const form = await fetch(`${server.url}/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ fullName: 'Floor Form', email: 'floor@example.com', attending: 'no' }),
        });
        assert.equal(form.status, 503);
        assert.ok(/<input[^>]*value="Floor Form"/.test(await form.text()), 'the form page keeps the typed name');
        const health = await fetch(`${server.url}/healthz`);
        assert.equal(health.status, 503);
        assert.equal(((await health.json()) as { error: string }).error, 'disk-full');
        const lines = server
          .stdout()
          .split('\n')
          .filter((line) => line.includes('MB free on the disk of'));
        assert.equal(lines.length, 1, server.stdout());
      } finally {
        await server.stop();
      }
    }));
});
