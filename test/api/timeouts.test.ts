// A client that sends headers and then stalls, or trickles its body a byte at a time, is cut off with 408 and its
// socket closed, while everyone else is served: nobody can hold the server's sockets open for ever.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { CLIENT_TIMEOUTS } from '../../src/app';
import { startTestApp, type TestApp } from '../helpers/app';

// Short, so the test is quick; the production values are checked below for what they promise.
const TIMEOUTS = { headersMs: 800, requestMs: 1_200, checkEveryMs: 200, keepAliveMs: 5_000 };
const CUT_WITHIN_MS = TIMEOUTS.requestMs + TIMEOUTS.checkEveryMs + 3_000;

/** Opens a raw socket, writes `start`, then whatever `trickle` writes; resolves with all it read once it closes. */
function stalledClient(
  port: number,
  start: string,
  trickle?: (socket: net.Socket) => NodeJS.Timeout,
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
    let answer = '';
    const timer = trickle?.(socket);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the socket was still open after ${CUT_WITHIN_MS} ms; it read: ${answer || '(nothing)'}`));
    }, CUT_WITHIN_MS);
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      if (timer) clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - opened });
    });
  });
}

const HEAD =
  'POST /api/rsvp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n\r\n';

describe('clients that never finish their request', () => {
  let t: TestApp;
  let port = 0;
  before(async () => {
    t = await startTestApp({ timeouts: TIMEOUTS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  test('a body that stops 13 bytes short gets 408 and is closed; a guest meanwhile is served', async () => {
    const stalled = stalledClient(port, HEAD + 'x'.repeat(16000 - 13));
    const guest = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(guest.status, 200);
    const { answer } = await stalled;
    assert.match(answer, /^HTTP\/1\.1 408 /);
    // In the product's error shape, with the security headers every answer carries.
    assert.match(answer, /\r\ncontent-security-policy: default-src 'self'/i);
    assert.match(answer, /\r\nx-content-type-options: nosniff/i);
    assert.match(answer, /\{"error":"request-timeout","message":"The request took too long to arrive\./);
  });

  test('a body trickled a byte at a time is cut off the same way', async () => {
    const { answer, closedAfterMs } = await stalledClient(port, HEAD, (socket) =>
      setInterval(() => socket.write('x'), 100),
    );
    assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.ok(closedAfterMs >= TIMEOUTS.requestMs, `closed after ${closedAfterMs} ms, before the limit`);
  });

  test('headers that never end are cut off too', async () => {
    const { answer } = await stalledClient(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', (socket) =>
      setInterval(() => socket.write('a'), 100),
    );
    assert.match(answer, /^HTTP\/1\.1 408 /);
  });
});

describe('the production timeouts', () => {
  test('leave a guest on 2G four times what their largest request needs, and cut a stalled one within two minutes', async () => {
    // 20 kbit/s up, 400 ms latency: 1 KB of headers, and the 16 KB body limit.
    const needMs = (bytes: number) => 400 + (bytes * 8 * 1000) / 20_000;
    assert.ok(CLIENT_TIMEOUTS.headersMs >= 4 * needMs(1_024));
    assert.ok(CLIENT_TIMEOUTS.requestMs >= 4 * needMs(17 * 1_024));
    assert.ok(CLIENT_TIMEOUTS.requestMs + CLIENT_TIMEOUTS.checkEveryMs <= 120_000);
    const t = await startTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      assert.equal(t.app.server.requestTimeout, CLIENT_TIMEOUTS.requestMs);
      assert.equal(t.app.server.headersTimeout, CLIENT_TIMEOUTS.headersMs);
      assert.equal(t.app.server.keepAliveTimeout, CLIENT_TIMEOUTS.keepAliveMs);
    } finally {
      await t.close();
    }
  });
});
