// Renders and compresses the pages: React's server renderer lives here and in render.tsx, which only the render
// worker (and tests) load. The server process never imports this file; a budget test checks its bundle for React.

import type { AnswerOnPage, PageData } from '../shared/page-data';
import type { Language } from '../shared/site/languages';
import { compressedMemoryFile, type MemoryFile, PER_REQUEST_QUALITY } from '../src/pages/memory-file';
import type { PageFiles } from '../src/pages/page-files';
import type { RenderInput } from '../src/pages/render-input';
import { drawPreviewCard } from './draw-preview-card';
import { previewCard, renderAnswerPage, renderPages, renderPersonalPage } from './render';
import { styleHashesIn } from './style-hashes';

// Revalidated at every visit (cheaply, with the ETag), so an edit of site.json shows after a restart.
const HTML_CACHE = 'no-cache';

export async function makePageFiles(input: RenderInput): Promise<PageFiles> {
  const [pages, preview] = await Promise.all([
    renderPages(input),
    drawPreviewCard(previewCard(input), input.manifest.previewFonts, input.manifest.ogImageFile),
  ]);
  const html = (body: string) => compressedMemoryFile('text/html; charset=utf-8', HTML_CACHE, Buffer.from(body));
  const guest = Object.fromEntries(
    Object.entries(pages.guest).map(([language, documents]) => [
      language,
      {
        home: html(documents.home),
        homeClosed: documents.homeClosed === null ? null : html(documents.homeClosed),
        notFound: html(documents.notFound),
      },
    ]),
  );
  return {
    guest,
    admin: html(pages.admin),
    preview: preview.image,
    previewDrawn: preview.drawn,
    styleHashes: pages.styleHashes,
    openStyleHashes: styleHashesIn(
      Object.values(pages.guest).flatMap((documents) => [
        documents.home,
        documents.homeClosed ?? '',
        documents.notFound,
      ]),
    ),
  };
}

// An answer to one guest's posted form: never kept by a browser or a proxy, since it holds what they typed.
const ANSWER_CACHE = 'no-store';

export async function makeAnswerPage(
  input: RenderInput,
  language: Language,
  answer: AnswerOnPage,
): Promise<MemoryFile> {
  return compressedMemoryFile(
    'text/html; charset=utf-8',
    ANSWER_CACHE,
    Buffer.from(await renderAnswerPage(input, language, answer)),
    { quality: PER_REQUEST_QUALITY },
  );
}

/** A household's own page: what it holds is the household's, so it is never kept by a browser's cache or a proxy. */
export async function makePersonalPage(
  input: RenderInput,
  language: Language,
  invitation: NonNullable<PageData['invitation']>,
): Promise<MemoryFile> {
  return compressedMemoryFile(
    'text/html; charset=utf-8',
    ANSWER_CACHE,
    Buffer.from(await renderPersonalPage(input, language, invitation)),
    {
      quality: PER_REQUEST_QUALITY,
    },
  );
}
