// What a guest reads when an RSVP fails: SPEC §8's "<status>: <text>", where the text is a sentence a person can
// read, never raw JSON or a proxy's HTML page; and the spec's fallback sentence when no answer came at all.
// A real reverse proxy (node:http, as Caddy or nginx would sit) stands in front of the real server.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, skipWithoutBrowser, useBrowserAndServer, waitForHydration, withPage } from './browser';

type Failure = 'bad-gateway' | 'altered-body' | 'dropped';

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

describe('the toast a guest reads when the RSVP fails', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  let failure: Failure = 'bad-gateway';
  let proxy: http.Server;
  let proxyUrl = '';

  before(async () => {
    const upstream = new URL(suite.server.url);
    proxy = http.createServer((request, response) => {
      const body: Buffer[] = [];
      request.on('data', (chunk: Buffer) => body.push(chunk));
      request.on('end', () => {
        let payload = Buffer.concat(body);
        if (request.method === 'POST' && request.url === '/api/rsvp') {
          if (failure === 'bad-gateway') return response.writeHead(502, { 'Content-Type': 'text/html' }).end(NGINX_502);
          if (failure === 'dropped') return request.socket.destroy();
          // The page's answer reaches the real server without its attending choice, which the server refuses.
          const { attending: _dropped, ...rest } = JSON.parse(payload.toString()) as Record<string, unknown>;
          payload = Buffer.from(JSON.stringify(rest));
        }
        const forward = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, 'content-length': String(payload.length) },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        forward.end(payload);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  async function submitAndReadToast(page: Page): Promise<string> {
    await page.goto(`${proxyUrl}/`);
    await waitForHydration(page);
    await page.getByLabel('Full Name *').fill('Kavya Iyer');
    await page.getByLabel('Email Address *').fill('kavya@example.com');
    await page.getByLabel('Joyfully Accept').check();
    await page.getByRole('button', { name: 'Submit RSVP' }).click();
    const toast = page.locator('.toast--destructive');
    await toast.getByText('RSVP Submission Failed', { exact: true }).waitFor();
    assert.equal(await page.getByLabel('Full Name *').inputValue(), 'Kavya Iyer', 'what the guest typed is kept');
    return ((await toast.locator('.toast__description').textContent()) ?? '').trim();
  }

  test('a 400 from the server shows its message, not the JSON it came in', () =>
    withPage(suite.browser, PHONE, async (page) => {
      failure = 'altered-body';
      const text = await submitAndReadToast(page);
      assert.match(text, /^400: attending: /);
      assert.doesNotMatch(text, /[{}"]/);
    }));

  test("a proxy's 502 page shows as '502: Bad Gateway', not as HTML", () =>
    withPage(suite.browser, PHONE, async (page) => {
      failure = 'bad-gateway';
      assert.equal(await submitAndReadToast(page), '502: Bad Gateway');
    }));

  test("a connection dropped with no answer shows the spec's sentence, not the browser's 'Failed to fetch'", () =>
    withPage(suite.browser, PHONE, async (page) => {
      failure = 'dropped';
      assert.equal(await submitAndReadToast(page), 'There was an error submitting your RSVP. Please try again.');
    }));
});
