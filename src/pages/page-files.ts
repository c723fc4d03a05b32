import { compressedMemoryFile, type MemoryFile } from './memory-file';
import { renderPages, type RenderInput } from './render';

/** The three prerendered documents, compressed, ready to send; and the CSP hashes of their inline styles. */
export interface PageFiles {
  readonly home: MemoryFile;
  readonly admin: MemoryFile;
  readonly notFound: MemoryFile;
  readonly styleHashes: readonly string[];
}

// Revalidated at every visit (cheaply, with the ETag), so an edit of site.json shows after a restart.
const HTML_CACHE = 'no-cache';

/** Buffers that crossed a process boundary, or came back from disk, arrive as plain Uint8Arrays. */
function asBuffer(bytes: Uint8Array | undefined): Buffer | undefined {
  return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
function reviveFile(file: MemoryFile): MemoryFile {
  const br = asBuffer(file.br);
  const gzip = asBuffer(file.gzip);
  return { ...file, identity: asBuffer(file.identity) ?? Buffer.alloc(0), ...(br && { br }), ...(gzip && { gzip }) };
}
export function revivePageFiles(files: PageFiles): PageFiles {
  return { ...files, home: reviveFile(files.home), admin: reviveFile(files.admin), notFound: reviveFile(files.notFound) };
}

export async function makePageFiles(input: RenderInput): Promise<PageFiles> {
  const pages = await renderPages(input);
  const html = (body: string) => compressedMemoryFile('text/html; charset=utf-8', HTML_CACHE, Buffer.from(body));
  return { home: html(pages.home), admin: html(pages.admin), notFound: html(pages.notFound), styleHashes: pages.styleHashes };
}
