// An address that cannot be decoded is refused by the router before any hook runs; its 400 still carries the
// security headers and the product's error shape, like every other answer.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { describe, test } from 'node:test';
import type { App } from '../../src/app';
import { useTestApp } from '../helpers/app';

/**
 * What the app, listening on a port of its own, answers over a real socket to `bytes`, written (and the socket
 * ended, with `end`), read until the socket closes: the router and the parser as a client meets them.
 */
async function answerOverASocket(app: App, bytes: string, end = false): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => (end ? socket.end(bytes) : socket.write(bytes)));
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('a URL that cannot be decoded', () => {
  const t = useTestApp();
  for (const url of ['/%', '/%E0%A4%A', '/api/%zz', '/assets/%']) {
    test(`${url}: 400 in the error shape, with the security headers`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), {
        error: 'bad-url',
        message: 'This address is not valid: a % in it is not followed by two hexadecimal digits.',
      });
      assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
    });
  }

  test('over a real socket too', async () => {
    const answer = await answerOverASocket(
      t.app,
      'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      true,
    );
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /content-security-policy: default-src 'self'/i);
    assert.match(answer, /"error":"bad-url"/);
  });
});

describe('a path part longer than any link of this site', () => {
  const t = useTestApp();
  const long = 'a'.repeat(150);
  for (const url of [
    `/i/${long}`,
    `/api/invitations/${long}`,
    `/i/${long}/calendar.ics`,
    `/api/admin/households/${long}`,
  ]) {
    test(`${url.slice(0, 24)}…: 414 in the error shape, with the security headers, never a 500`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 414);
      assert.equal(response.json().error, 'uri-too-long');
      assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
    });
  }
});

describe('bytes that are not HTTP', () => {
  const t = useTestApp();
  test('get 400 in the error shape with the security headers, from the parser itself', async () => {
    const answer = await answerOverASocket(t.app, 'NOT HTTP AT ALL\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /content-security-policy: default-src 'self'/i);
    assert.match(answer, /"error":"bad-request"/);
  });
});
