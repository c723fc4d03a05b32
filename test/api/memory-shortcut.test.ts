// The shortcut in front of Fastify (src/http/memory-shortcut.ts) answers the open invitation and the build's assets
// from memory. Each answer it gives must be the one Fastify's routes give to the same request, byte for byte and
// header for header; every request it must not answer (a query, a cookie, a 304, HEAD, anything else) it leaves.
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { SiteFile } from '../../shared/site/schema';
import { proxyTrust } from '../../src/app';
import { createMemoryShortcut } from '../../src/http/memory-shortcut';
import { loadAssets } from '../../src/pages/assets';
import { createLiveContent } from '../../src/pages/live-content';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { loadSite } from '../../src/site/load';
import { PUBLIC_DIR, signIn, startTestApp, type TestApp, testContentMaker } from '../helpers/app';

// What the shortcut leaves to Fastify comes back as this, so a test sees which of the two answered.
const LEFT_TO_FASTIFY = 599;
// Set by Node for each answer, or by the connection: not part of what a route decides.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The headers' names in the order they were sent. */
  order: string[];
  body: Buffer;
}

function comparable(pairs: Array<[string, unknown]>): Pick<Answer, 'headers' | 'order'> {
  const kept = pairs
    .map(([name, value]): [string, unknown] => [name.toLowerCase(), value])
    .filter(([name, value]) => !PER_CONNECTION.has(name) && value !== undefined);
  return {
    headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
    order: kept.map(([name]) => name),
  };
}

/** Node's flat [name, value, name, value...] as pairs. */
function pairsOf(raw: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i] ?? '', raw[i + 1] ?? '']);
  return pairs;
}

function ask(port: number, method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ...comparable(pairsOf(res.rawHeaders)), body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The test app, and a server of the shortcut alone over the same content and build. */
async function bothWays(options: { site?: SiteFile; trustProxy?: string[] | number } = {}) {
  const t: TestApp = await startTestApp(options);
  const content = createLiveContent(await testContentMaker(t.dataDir, t.db)(loadSite(t.dataDir)));
  const trust = proxyTrust(options.trustProxy ?? false);
  const shortcut = createMemoryShortcut({
    content,
    assets: loadAssets(path.join(PUBLIC_DIR, 'assets')),
    now: Date.now,
    trust,
  });
  const server: Server = createServer((req, res) => {
    if (shortcut(req, res)) return;
    res.writeHead(LEFT_TO_FASTIFY);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as AddressInfo).port;
  return {
    t,
    /** The shortcut's answer, or LEFT_TO_FASTIFY. */
    shortcut: (method: string, url: string, headers: Record<string, string> = {}) => ask(port, method, url, headers),
    /** Fastify's answer, the shortcut bypassed. */
    fastify: async (method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> => {
      const response = await t.app.inject({ method: method as 'GET', url, headers });
      return {
        status: response.statusCode,
        ...comparable(Object.entries(response.headers)),
        body: response.rawPayload,
      };
    },
    /** The running app over HTTP, shortcut and all, as a guest meets it. */
    live: (method: string, url: string, headers: Record<string, string> = {}) => ask(appPort, method, url, headers),
    appPort,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}

const ENCODINGS = ['br', 'gzip, deflate', 'gzip, deflate, br, zstd', 'br;q=0, gzip', 'identity', undefined];
const LANGUAGES = ['hi-IN,hi;q=0.9,en;q=0.8', 'en-GB,en;q=0.9', 'fr-FR', undefined];

function headersOf(encoding: string | undefined, language?: string): Record<string, string> {
  return {
    ...(encoding !== undefined && { 'accept-encoding': encoding }),
    ...(language !== undefined && { 'accept-language': language }),
  };
}

describe('answers from memory, before Fastify', () => {
  let ways: Awaited<ReturnType<typeof bothWays>>;
  let script = '';
  let font = '';
  before(async () => {
    ways = await bothWays();
    const page = (await ways.fastify('GET', '/')).body.toString();
    script = /<meta name="app-entry" content="([^"]+)"/.exec(page)?.[1] ?? '';
    font = /href="(\/assets\/[^"]+\.woff2)"/.exec(page)?.[1] ?? '';
    assert.ok(script && font, 'the page names its script and a font');
  });
  after(() => ways.close());

  test('the open invitation: the same answer as Fastify for every encoding and language a browser asks', async () => {
    for (const encoding of ENCODINGS) {
      for (const language of LANGUAGES) {
        const headers = headersOf(encoding, language);
        const fromMemory = await ways.shortcut('GET', '/', headers);
        assert.equal(fromMemory.status, 200, `taken: ${JSON.stringify(headers)}`);
        assert.deepEqual(fromMemory, await ways.fastify('GET', '/', headers), JSON.stringify(headers));
        assert.deepEqual(await ways.live('GET', '/', headers), fromMemory, `served so: ${JSON.stringify(headers)}`);
      }
    }
  });

  test('the Hindi page for a Hindi browser, and the headers a guest page carries', async () => {
    const hindi = await ways.shortcut('GET', '/', { 'accept-language': 'hi-IN,hi;q=0.9' });
    const english = await ways.shortcut('GET', '/', { 'accept-language': 'en-GB' });
    assert.notDeepEqual(hindi.body, english.body);
    assert.match(hindi.body.toString(), /<html lang="hi-IN"/);
    assert.equal(hindi.headers.vary, 'Cookie, Accept-Language, Accept-Encoding');
    assert.match(hindi.headers['content-security-policy'] ?? '', /script-src 'self'/);
    assert.match(hindi.headers['permissions-policy'] ?? '', /camera=\(\)/);
    assert.equal(hindi.headers['strict-transport-security'], undefined);
  });

  test('the build’s scripts and fonts: the same answer as Fastify', async () => {
    for (const url of [script, font]) {
      for (const encoding of ENCODINGS) {
        const headers = headersOf(encoding);
        const fromMemory = await ways.shortcut('GET', url, headers);
        assert.equal(fromMemory.status, 200, `${url} taken: ${encoding}`);
        assert.deepEqual(fromMemory, await ways.fastify('GET', url, headers), `${url} ${encoding}`);
      }
    }
  });

  test('everything whose answer depends on more than memory is left to Fastify', async () => {
    const left: Array<[string, string, Record<string, string>]> = [
      ['GET', '/?lang=hi', {}],
      ['GET', '/', { cookie: 'lang=hi' }],
      ['GET', '/', { 'if-none-match': '"x"' }],
      ['HEAD', '/', {}],
      ['POST', '/', {}],
      ['GET', '/admin', {}],
      ['GET', '/healthz', {}],
      ['GET', '/assets/no-such-file.js', {}],
      ['GET', `${script}?v=1`, {}],
      ['GET', '/i/not-a-household', {}],
    ];
    for (const [method, url, headers] of left) {
      assert.equal((await ways.shortcut(method, url, headers)).status, LEFT_TO_FASTIFY, `${method} ${url}`);
    }
    // And Fastify still answers them, through the running app.
    const remembered = await ways.live('GET', '/', { cookie: 'lang=hi', 'accept-encoding': 'br' });
    assert.deepEqual(remembered, await ways.fastify('GET', '/', { cookie: 'lang=hi', 'accept-encoding': 'br' }));
    const etag = (await ways.live('GET', '/', { 'accept-encoding': 'br' })).headers.etag ?? '';
    assert.equal((await ways.live('GET', '/', { 'if-none-match': etag, 'accept-encoding': 'br' })).status, 304);
  });

  test('a proxy’s word about HTTPS is not taken from a client the site does not trust', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' };
    const fromMemory = await ways.shortcut('GET', '/', headers);
    assert.equal(fromMemory.headers['strict-transport-security'], undefined);
    assert.deepEqual(fromMemory, await ways.fastify('GET', '/', headers));
  });
});

describe('answers from memory while the site closes', () => {
  test('a kept-alive guest asking for the page as the site stops gets 503 and a closed connection, not a socket held open', async () => {
    const ways = await bothWays();
    try {
      const socket = connect(ways.appPort, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => {
        answer += chunk;
      });
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n');
      const closing = ways.t.app.close();
      // The server stops listening once the close has begun (after the preClose hooks); then the request ends.
      while (ways.t.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
      socket.write('\r\n');
      await ended;
      assert.match(answer, /^HTTP\/1\.1 503 /);
      assert.match(answer, /\r\nConnection: close\r\n/i);
      await closing;
    } finally {
      await ways.close();
    }
  });
});

describe('answers from memory after the couple saves the content', () => {
  test('the new page, and headers made for the new content, for the page and the assets alike, as through Fastify', async () => {
    const ways = await bothWays();
    try {
      const cookie = await signIn(ways.t.app);
      const headers = { 'accept-encoding': 'br' };
      const before = await ways.live('GET', '/', headers);
      const script = /<meta name="app-entry" content="([^"]+)"/.exec(
        (await ways.fastify('GET', '/')).body.toString(),
      )?.[1];
      assert.ok(script);
      const current = (
        await ways.t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie } })
      ).json() as { version: string; site: SiteFile };
      const saved = await ways.t.app.inject({
        method: 'PUT',
        url: '/api/admin/site',
        headers: { cookie, 'if-match': `"${current.version}"` },
        payload: { ...current.site, theme: 'marigold', couple: { first: 'Meera', second: 'Kabir' } },
      });
      assert.equal(saved.statusCode, 200, saved.body);

      const after = await ways.live('GET', '/', headers);
      assert.deepEqual(after, await ways.fastify('GET', '/', headers));
      assert.notDeepEqual(after.body, before.body);
      const scriptAfter = await ways.live('GET', script, headers);
      assert.deepEqual(scriptAfter, await ways.fastify('GET', script, headers));
      assert.equal(scriptAfter.headers['content-security-policy'], after.headers['content-security-policy']);
    } finally {
      await ways.close();
    }
  });
});

describe('answers from memory behind a trusted proxy, and for a site in one language', () => {
  test('HTTPS said by a trusted proxy brings HSTS, as through Fastify', async () => {
    const ways = await bothWays({ trustProxy: ['127.0.0.1'] });
    try {
      for (const proto of ['https', 'http', 'http, https', 'https, http']) {
        const headers = { 'x-forwarded-proto': proto, 'accept-encoding': 'gzip' };
        const fromMemory = await ways.shortcut('GET', '/', headers);
        assert.equal(fromMemory.status, 200);
        assert.equal(fromMemory.headers['strict-transport-security'] !== undefined, proto.endsWith('https'), proto);
        assert.deepEqual(fromMemory, await ways.fastify('GET', '/', headers), proto);
      }
    } finally {
      await ways.close();
    }
  });

  test('a proxy on the list is believed, one off it is not, and a hop count trusts the nearest', async () => {
    for (const trustProxy of [['10.0.0.1'], 1]) {
      const ways = await bothWays({ trustProxy });
      try {
        const headers = { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' };
        const fromMemory = await ways.shortcut('GET', '/', headers);
        assert.equal(
          fromMemory.headers['strict-transport-security'] !== undefined,
          trustProxy === 1,
          String(trustProxy),
        );
        assert.deepEqual(fromMemory, await ways.fastify('GET', '/', headers), String(trustProxy));
      } finally {
        await ways.close();
      }
    }
  });

  test('after the answers close, the closed page, as through Fastify', async () => {
    const ways = await bothWays({ site: { ...DEFAULT_SITE, rsvp: { closesAt: '2020-05-15T23:59:59+05:30' } } });
    try {
      const headers = { 'accept-encoding': 'gzip' };
      const fromMemory = await ways.shortcut('GET', '/', headers);
      assert.equal(fromMemory.status, 200);
      assert.deepEqual(fromMemory, await ways.fastify('GET', '/', headers));
      assert.notDeepEqual(fromMemory.body, (await ways.shortcut('GET', '/', { 'accept-language': 'hi' })).body);
    } finally {
      await ways.close();
    }
  });

  test('a site in English alone does not vary by language', async () => {
    const ways = await bothWays({ site: { ...DEFAULT_SITE, languages: ['en'] } });
    try {
      const headers = { 'accept-language': 'hi', 'accept-encoding': 'br' };
      const fromMemory = await ways.shortcut('GET', '/', headers);
      assert.equal(fromMemory.headers.vary, 'Accept-Encoding');
      assert.deepEqual(fromMemory, await ways.fastify('GET', '/', headers));
    } finally {
      await ways.close();
    }
  });
});
