// The couple's photo upload holds one photo's bytes in memory at a time: a second upload while the first is still
// coming in is told to wait before its body is read, and once the first is done uploads are taken again.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { adminCookie } from '../helpers/server-api';
import { startServer } from '../helpers/spawn-server';

test('a second photo while the first is still coming in is refused with 429 before its body is read', async () => {
  const server = await startServer();
  try {
    const cookie = await adminCookie(server.url);
    const url = new URL('/api/admin/site/portrait', server.url);
    // The first upload: 20 MB announced, the first megabyte sent, the rest held back as a slow phone would.
    const size = 20 * 1024 * 1024;
    const first = http.request(url, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'image/jpeg', 'content-length': String(size) },
    });
    const firstAnswer = new Promise<number>((resolve, reject) => {
      first.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      first.once('error', reject);
    });
    first.write(Buffer.alloc(1024 * 1024, 0xff));
    // A second upload, sent whole, until the server has the first in hand (each a tiny body it answers at once).
    let waitAnswer: Response | null = null;
    for (let attempt = 0; attempt < 200 && !waitAnswer; attempt++) {
      const second = await fetch(url, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'image/jpeg' },
        body: new Uint8Array([0xff, 0xd8, 0xff]),
      });
      await second.arrayBuffer();
      if (second.status === 429) waitAnswer = second;
    }
    assert.ok(waitAnswer, 'a second upload was told to wait');
    assert.equal(waitAnswer.headers.get('retry-after'), '5');
    // The first finishes (not a real photo: refused for what it is, not for the wait).
    first.end(Buffer.alloc(size - 1024 * 1024, 0xff));
    assert.notEqual(await firstAnswer, 429);
    const after = await fetch(url, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'image/jpeg' },
      body: new Uint8Array([0xff, 0xd8, 0xff]),
    });
    await after.arrayBuffer();
    assert.notEqual(after.status, 429, 'taken again once the first is done');
  } finally {
    await server.stop();
  }
});
