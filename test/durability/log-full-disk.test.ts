// A log on a full disk loses lines, never the site: writing it never blocks or throws, and it says what it lost.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createNonBlockingLog } from '../../src/http/log-destination';

test('lines written to a full disk are dropped and counted; once there is room the count is written, then the log goes on', async () => {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'wedding-log-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mountPoint]);
  const file = path.join(mountPoint, 'server.log');
  const fd = openSync(file, 'a');
  try {
    const log = createNonBlockingLog(fd);
    const filler = path.join(mountPoint, 'filler');
    // Fills the disk: the write fails with ENOSPC once it is full, leaving it so.
    assert.throws(() => writeFileSync(filler, Buffer.alloc(512 * 1024)), /ENOSPC/);
    const started = process.hrtime.bigint();
    for (let i = 0; i < 2_000; i++) log.write(`{"msg":"line ${i}"}\n`);
    const spentMs = Number(process.hrtime.bigint() - started) / 1e6;
    await log.idle();
    assert.ok(log.dropped > 0, 'lines were dropped, not written');
    assert.ok(spentMs < 1_000, `writing 2,000 lines to a full disk took ${spentMs} ms of the event loop`);
    rmSync(filler);
    log.write('{"msg":"after"}\n');
    await log.idle();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    assert.match(
      lines.at(-2) ?? '',
      /log line\(s\) could not be written \(a full disk, or the output closed\) and were dropped/,
    );
    assert.equal(lines.at(-1), '{"msg":"after"}');
  } finally {
    closeSync(fd);
    execFileSync('umount', ['-l', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
});
