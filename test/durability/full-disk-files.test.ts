// Files the site writes itself (site.json, its versions, the page cache) on a disk with no room: the save is an honest
// 503 in the words the rest of the admin uses, nothing half-written stays behind, and a retry adds nothing either.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { isStorageFailure } from '../../src/storage/storage-failure';
import { adminCookie } from '../helpers/server-api';
import { startServer } from '../helpers/spawn-server';

/** Every file under `dir`, as paths relative to it. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.endsWith(path.sep));

describe('a full disk under the files the site writes', () => {
  test('the filesystem saying full, over quota or read-only is a storage failure; other errors are not', () => {
    const failure = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['ENOSPC', 'EDQUOT', 'EROFS']) assert.equal(isStorageFailure(failure(code)), true, code);
    assert.equal(isStorageFailure(failure('ENOENT')), false);
    assert.equal(isStorageFailure(new Error('no code')), false);
  });

  test('a content save with about 700 KB free answers 503 and leaves no half-written file, however often it is tried', async () => {
    const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'wedding-full-files-'));
    // Fails loudly where the tests cannot mount (not root): this must not quietly pass without a real disk.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
    try {
      const dataDir = path.join(mountPoint, 'data');
      mkdirSync(dataDir);
      const server = await startServer({ dataDir, env: { MIN_FREE_MB: '0' } });
      try {
        const cookie = await adminCookie(server.url);
        const read = await fetch(`${server.url}/api/admin/site`, { headers: { cookie } });
        const document = (await read.json()) as { site: { rsvpDeadline: string }; version: string };
        const { site } = document;
        let { version } = document;
        const before = new Set(filesIn(dataDir));
        // Leave about 700 KB: less than the page cache's file for the new content.
        const { bavail, bsize } = statfsSync(mountPoint);
        writeFileSync(path.join(mountPoint, 'filler'), Buffer.alloc(bavail * bsize - 700 * 1024));
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 4; attempt++) {
          // The last tries with next to nothing free: even site.json's own copy cannot be written.
          if (attempt === 2) {
            const free = statfsSync(mountPoint);
            writeFileSync(
              path.join(mountPoint, 'filler-2'),
              Buffer.alloc(Math.max(0, free.bavail * free.bsize - 4096)),
            );
          }
          const saved = await fetch(`${server.url}/api/admin/site`, {
            method: 'PUT',
            headers: { cookie, 'content-type': 'application/json', 'if-match': `"${version}"` },
            body: JSON.stringify({ ...site, rsvpDeadline: `June ${attempt + 1}, 2025` }),
          });
          const body = (await saved.json()) as { error: string; message: string; version: string };
          statuses.push(saved.status);
          if (saved.status === 200) version = body.version;
          // The save itself may fit (site.json is small); what the disk cannot hold is refused in the admin's words.
          if (saved.status !== 200) {
            assert.equal(saved.status, 503, JSON.stringify(body));
            assert.equal(body.error, 'storage-unavailable');
            assert.match(body.message, /cannot write to its disk just now/);
          }
          const left = filesIn(dataDir).filter((name) => !before.has(name) && /\.tmp$/.test(name));
          assert.deepEqual(left, [], `attempt ${attempt + 1} left half-written files`);
        }
        assert.deepEqual(statuses.slice(2), [503, 503], statuses.join(' '));
      } finally {
        await server.stop();
      }
    } finally {
      execFileSync('umount', ['-l', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });
});
