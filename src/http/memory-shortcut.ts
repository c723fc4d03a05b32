import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { TLSSocket } from 'node:tls';
import type { Language } from '../../shared/site/languages';
import type { LiveContent } from '../pages/live-content';
import { bytesIn, chooseEncoding, type Encoding, etagIn, type MemoryFile } from '../pages/memory-file';
import { browserLanguage } from './pick-language';
import { frontPage } from './routes/pages';
import { HSTS, securityHeaders } from './security';

// Required, as Fastify does: an ES module import of node:http loads undici at every start (src/http/client-error.ts).
const { createServer } = createRequire(import.meta.url)('node:http') as typeof import('node:http');

/** Whether the proxy at `address`, `hop` steps from us, is believed about the client (TRUST_PROXY, as Fastify asks). */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Answers a request and says true, or leaves it untouched and says false. */
export type Shortcut = (request: IncomingMessage, response: ServerResponse) => boolean;

// Distinct Accept-Language and Accept-Encoding headers remembered with what each gives; browsers send a handful.
const REMEMBERED_HEADERS = 64;
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The requests nearly all of a wedding's traffic is (a guest opening the invitation, and the scripts, styles and
 * fonts it loads), answered from the server's request event with headers put together once, without Fastify's
 * router, hooks, request and reply. Fastify's per-request work, and the security headers set one at a time, cost
 * 0.54× of a bare Fastify's requests per second on `GET /`.
 *
 * Only a request whose answer depends on nothing but bytes held in memory is taken: GET of `/` or of a build asset,
 * with no query, no cookie (the language a guest chose, a session) and no If-None-Match (the 304). Everything else,
 * HEAD included, goes to Fastify, whose routes answer these same addresses with the same bytes and headers:
 * test/api/memory-shortcut.test.ts asks both the same questions and compares. While the app closes, Fastify answers
 * everything (503, and the connection closed), so a kept-alive socket does not hold the close back.
 */
export function createMemoryShortcut({
  content,
  assets,
  now,
  trust,
}: {
  content: LiveContent;
  assets: ReadonlyMap<string, MemoryFile>;
  now: () => number;
  trust: ProxyTrust | false;
}): Shortcut {
  let headersFor = content.current;
  let headerSets = new WeakMap<MemoryFile, string[][]>();
  const languages = new Map<string, Language>();
  const encodings = new Map<string, Encoding>();

  return (request, response) => {
    const { method, url, headers } = request;
    if (method !== 'GET' || url === undefined) return false;
    if (headers.cookie !== undefined || headers['if-none-match'] !== undefined) return false;
    const isFrontPage = url === '/';
    if (!isFrontPage && !url.startsWith('/assets/')) return false;

    const current = content.current;
    if (current !== headersFor) {
      // New content: new pages, new style hashes in the CSP, maybe other languages.
      headersFor = current;
      headerSets = new WeakMap();
      languages.clear();
    }
    const https = isHttps(request, trust);
    if (https === undefined) return false;

    let file: MemoryFile | undefined;
    let variesByLanguage = false;
    if (isFrontPage) {
      const { localised } = current;
      variesByLanguage = localised.languages.length > 1;
      const acceptLanguage = headers['accept-language'];
      const language = !variesByLanguage
        ? localised.defaultLanguage
        : acceptLanguage === undefined
          ? browserLanguage(localised, acceptLanguage)
          : (languages.get(acceptLanguage) ??
            remember(languages, acceptLanguage, browserLanguage(localised, acceptLanguage)));
      file = frontPage(current, language, now());
    } else {
      file = assets.get(url);
    }
    if (!file) return false;

    // A file held in both compressions gets what any such file gets for the header; fonts and images are chosen alone.
    const acceptEncoding = headers['accept-encoding'];
    const encoding =
      acceptEncoding === undefined || !file.br || !file.gzip
        ? chooseEncoding(acceptEncoding, file)
        : (encodings.get(acceptEncoding) ?? remember(encodings, acceptEncoding, chooseEncoding(acceptEncoding, file)));
    let body: Buffer;
    try {
      body = bytesIn(file, encoding);
    } catch {
      // An asset's uncompressed bytes are read from disk at their first request (compressedOnlyFile): a file gone
      // missing is left to Fastify's route, whose answer is a 500, rather than thrown out of the server's listener.
      return false;
    }
    // Nothing made per request (the collector's work was a tenth of the time saved): each variant's headers are kept.
    const variant = ENCODINGS.indexOf(encoding) * 4 + (variesByLanguage ? 2 : 0) + (https ? 1 : 0);
    let sets = headerSets.get(file);
    if (!sets) {
      sets = [];
      headerSets.set(file, sets);
    }
    let answerHeaders = sets[variant];
    if (!answerHeaders) {
      answerHeaders = headersOf(file, encoding, {
        openStyleHashes: current.pages.openStyleHashes,
        variesByLanguage,
        https,
      });
      sets[variant] = answerHeaders;
    }
    response.writeHead(200, answerHeaders);
    response.end(body);
    return true;
  };
}

/** Keeps what a header gave, for the next request that sends the same one (a handful of forms do); returns it. */
function remember<T>(known: Map<string, T>, header: string, value: T): T {
  if (known.size >= REMEMBERED_HEADERS) known.clear();
  known.set(header, value);
  return value;
}

/** As Fastify's request.protocol reads it; undefined when it cannot be told here (a socket already gone). */
function isHttps(request: IncomingMessage, trust: ProxyTrust | false): boolean | undefined {
  const { socket } = request;
  const forwarded = request.headers['x-forwarded-proto'];
  if (typeof forwarded === 'string' && forwarded !== '' && trust) {
    if (socket.remoteAddress === undefined) return undefined;
    if (trust(socket.remoteAddress, 0)) return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
  }
  return (socket as Partial<TLSSocket>).encrypted === true;
}

/** Every header Fastify's route sends for this file, in the order it sets them, as [name, value, name, value...]. */
function headersOf(
  file: MemoryFile,
  encoding: Encoding,
  {
    openStyleHashes,
    variesByLanguage,
    https,
  }: { openStyleHashes: readonly string[]; variesByLanguage: boolean; https: boolean },
): string[] {
  const headers: string[] = [];
  // The open page and the build's files carry the open pages' policy (routes/pages.ts, routes/assets.ts).
  for (const [name, value] of Object.entries(securityHeaders(openStyleHashes))) headers.push(name.toLowerCase(), value);
  if (https) headers.push('strict-transport-security', HSTS);
  const byEncoding = file.br !== undefined || file.gzip !== undefined;
  // The route says it varies by language before the file is sent, which adds the encoding to it; a file alone says
  // it after its ETag.
  if (variesByLanguage)
    headers.push('vary', byEncoding ? 'Cookie, Accept-Language, Accept-Encoding' : 'Cookie, Accept-Language');
  headers.push('content-type', file.type, 'cache-control', file.cacheControl, 'etag', etagIn(file, encoding));
  if (!variesByLanguage && byEncoding) headers.push('vary', 'Accept-Encoding');
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(bytesIn(file, encoding).length));
  return headers;
}

/**
 * The HTTP server Fastify would make, with the app's client timeouts (CLIENT_TIMEOUTS), the shortcut asked first.
 * `shortcut` is read at each request: the app's routes, and so what the shortcut may answer, exist only after the
 * server does.
 */
export function serverWithShortcut(
  fastifyHandler: (request: IncomingMessage, response: ServerResponse) => void,
  timeouts: { headersMs: number; requestMs: number; checkEveryMs: number; keepAliveMs: number },
  shortcut: () => Shortcut,
): Server {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    (request, response) => {
      if (!shortcut()(request, response)) fastifyHandler(request, response);
    },
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.requestTimeout = timeouts.requestMs;
  // Fastify's connectionTimeout, 0: a socket is not cut for idling; the timeouts above do that job.
  server.setTimeout(0);
  return server;
}
