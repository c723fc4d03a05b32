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

export async function makePageFiles(input: RenderInput): Promise<PageFiles> {
  const pages = await renderPages(input);
  const html = (body: string) => compressedMemoryFile('text/html; charset=utf-8', HTML_CACHE, Buffer.from(body));
  return { home: html(pages.home), admin: html(pages.admin), notFound: html(pages.notFound), styleHashes: pages.styleHashes };
}
