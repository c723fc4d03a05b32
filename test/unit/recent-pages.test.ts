import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { memoryFile } from '../../src/pages/memory-file';
import { bytesHeld, RecentPages } from '../../src/pages/recent-pages';

const page = (size: number, compressed = 0) =>
  memoryFile('text/html', 'no-store', Buffer.alloc(size, 'a'), {
    br: Buffer.alloc(compressed, 'b'),
    gzip: Buffer.alloc(compressed, 'g'),
  });

describe("households' recent pages", () => {
  test('a page counts its bytes and both compressed forms', () => {
    assert.equal(bytesHeld(page(1000, 200)), 1400);
  });

  test('never holds more bytes than its bound, however many pages pass through', () => {
    const recent = new RecentPages(10_000);
    for (let i = 0; i < 500; i++) {
      recent.set(`hi:${i}`, 'v1', page(900 + (i % 7) * 100, 150));
      assert.ok(recent.size.bytes <= 10_000, `${recent.size.bytes} bytes after ${i + 1} pages`);
    }
    assert.ok(recent.size.pages >= 6, `only ${recent.size.pages} pages kept`);
  });

  test('the page asked for least recently goes first', () => {
    const recent = new RecentPages(3000);
    recent.set('a', 'v', page(1000));
    recent.set('b', 'v', page(1000));
    recent.set('c', 'v', page(1000));
    assert.ok(recent.get('a', 'v'));
    recent.set('d', 'v', page(1000));
    assert.equal(recent.get('b', 'v'), undefined);
    assert.ok(recent.get('a', 'v'));
    assert.ok(recent.get('c', 'v'));
    assert.ok(recent.get('d', 'v'));
    assert.deepEqual(recent.size, { pages: 3, bytes: 3000 });
  });

  test('a page made from another version of what it shows is not given, and a new one replaces it', () => {
    const recent = new RecentPages(3000);
    recent.set('a', 'v1', page(1000));
    assert.equal(recent.get('a', 'v2'), undefined);
    recent.set('a', 'v2', page(1200));
    assert.equal(recent.get('a', 'v1'), undefined);
    assert.equal(recent.get('a', 'v2')?.identity.length, 1200);
    assert.deepEqual(recent.size, { pages: 1, bytes: 1200 });
  });

  test('a page larger than the whole bound is sent but not kept', () => {
    const recent = new RecentPages(3000);
    recent.set('a', 'v', page(1000));
    recent.set('huge', 'v', page(5000));
    assert.equal(recent.get('huge', 'v'), undefined);
    assert.ok(recent.get('a', 'v'));
  });
});
