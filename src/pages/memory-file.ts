import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body held in memory with its compressed forms, sent without touching the disk. */
export interface MemoryFile {
  readonly type: string;
  readonly cacheControl: string;
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
  readonly etag: string;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** br when the browser takes it, else gzip, else none; a q=0 entry refuses that encoding. */
export function chooseEncoding(acceptEncoding: string | undefined, file: MemoryFile): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (file.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (file.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}

/** Wraps bytes that were compressed at build time (or not at all, for woff2 and images). */
export function memoryFile(
  type: string,
  cacheControl: string,
  identity: Buffer,
  compressed: { br?: Buffer; gzip?: Buffer } = {},
): MemoryFile {
  return { type, cacheControl, identity, ...compressed, etag: etagOf(identity) };
}

/**
 * A build asset compressed both ways at build time: only the two compressed forms are held. Every browser takes gzip
 * at least, so the uncompressed bytes (0.7 MB of the site's scripts and styles, resident from every start on) are
 * read from disk only when a client that takes neither asks (curl, a monitor), then kept. The tag is made from the
 * brotli bytes, which change whenever the file does.
 */
export function compressedOnlyFile(
  type: string,
  cacheControl: string,
  compressed: { br: Buffer; gzip: Buffer },
  identityFile: string,
): MemoryFile {
  let identity: Buffer | undefined;
  return {
    type,
    cacheControl,
    ...compressed,
    etag: etagOf(compressed.br),
    get identity() {
      identity ??= readFileSync(identityFile);
      return identity;
    },
  };
}

// zlib is required at the first compression, not at start: a restart takes its pages already compressed from the
// cache and sends stored bytes only, and Node's zlib module is about 1 MB of resident memory it would keep unused.
const requireBuiltin = createRequire(import.meta.url);
let zlib: typeof import('node:zlib') | undefined;
function zlibOnce(): typeof import('node:zlib') {
  zlib ??= requireBuiltin('node:zlib') as typeof import('node:zlib');
  return zlib;
}

/**
 * Compresses the documents made at start (the prerendered pages) at brotli quality 9: within a few percent of the
 * best for a fraction of quality 11's time, which keeps start-up quick on a Pi.
 */
export function compressedMemoryFile(
  type: string,
  cacheControl: string,
  identity: Buffer,
  { quality = 9 } = {},
): MemoryFile {
  const { brotliCompressSync, constants, gzipSync } = zlibOnce();
  return memoryFile(type, cacheControl, identity, {
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  });
}

// A page made for one request (a household's own, an answer) is compressed while its guest waits, often with fifty
// more behind it. On a 68 KB page quality 5 took 1.2 ms and quality 9 took 88 ms, for 1% more bytes (14.6 KB
// against 14.4 KB): at 9, a thousand households opening their links at once waited a minute and a half in line.
export const PER_REQUEST_QUALITY = 5;

/** Each encoding's bytes differ, so each has a tag of its own. */
export function etagIn(file: MemoryFile, encoding: Encoding): string {
  return encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
}

/** The bytes sent for `encoding`: the file's own for identity (read from disk here for a compressedOnlyFile). */
export function bytesIn(file: MemoryFile, encoding: Encoding): Buffer {
  return encoding === 'identity' ? file.identity : (file[encoding] ?? file.identity);
}

/** Sends the best encoding the request accepts, or 304 when the browser already has this version. */
export function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile, status = 200) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  const etag = etagIn(file, encoding);
  reply.header('Content-Type', file.type).header('Cache-Control', file.cacheControl).header('ETag', etag);
  if (file.br || file.gzip) {
    // Added to what the route said it varies on (the guest's language: src/http/pick-language.ts), not in its place.
    const varies = reply.getHeader('Vary');
    reply.header('Vary', varies ? `${String(varies)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (status === 200 && request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    return reply.code(304).send();
  }
  const body = bytesIn(file, encoding);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(status).header('Content-Length', body.length).send(body);
}
