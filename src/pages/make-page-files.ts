// Renders and compresses the pages: React's server renderer lives here and in render.tsx, which only the render
// worker (and tests) load. The server process never imports this file; a budget test checks its bundle for React.
import { compressedMemoryFile } from './memory-file';
import type { PageFiles } from './page-files';
import { renderPages, type RenderInput } from './render';

// Revalidated at every visit (cheaply, with the ETag), so an edit of site.json shows after a restart.
const HTML_CACHE = 'no-cache';

export async function makePageFiles(input: RenderInput): Promise<PageFiles> {
  const pages = await renderPages(input);
  const html = (body: string) => compressedMemoryFile('text/html; charset=utf-8', HTML_CACHE, Buffer.from(body));
  return { home: html(pages.home), admin: html(pages.admin), notFound: html(pages.notFound), styleHashes: pages.styleHashes };
}
