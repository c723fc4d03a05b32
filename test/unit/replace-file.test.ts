// site.json and the other files the site replaces: written whole, flushed, renamed into place, and the folder flushed
// too, so that the new name survives a power cut once the save is acknowledged.
import assert from 'node:assert/strict';
import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { replaceFile } from '../../src/site/load';

test('replacing a file flushes the file, then renames it, then flushes its folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wedding-replace-'));
  const file = path.join(dir, 'site.json');
  const opened = new Map<number, string>();
  const events: string[] = [];
  const { openSync, fsyncSync, renameSync } = fs;
  fs.openSync = ((
    target: fs.PathLike,
    ...rest: Parameters<typeof openSync> extends [unknown, ...infer R] ? R : never
  ) => {
    const fd = openSync(target, ...rest);
    opened.set(fd, String(target));
    return fd;
  }) as typeof openSync;
  fs.fsyncSync = (fd: number) => {
    events.push(`fsync ${path.relative(dir, opened.get(fd) ?? '?') || '.'}`);
    fsyncSync(fd);
  };
  fs.renameSync = (from: fs.PathLike, to: fs.PathLike) => {
    events.push(`rename ${path.basename(String(to))}`);
    renameSync(from, to);
  };
  syncBuiltinESMExports();
  try {
    replaceFile(file, '{"saved":true}\n');
  } finally {
    Object.assign(fs, { openSync, fsyncSync, renameSync });
    syncBuiltinESMExports();
  }
  try {
    assert.equal(readFileSync(file, 'utf8'), '{"saved":true}\n');
    assert.deepEqual(events, [`fsync site.json.${process.pid}.tmp`, 'rename site.json', 'fsync .']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
