// The server's side of the rendered pages: their shape, and bringing them back to Buffers after they crossed from
// the render worker or came back from the cache. Making them (React) is render-worker-only: make-page-files.ts.
import type { Language } from '../../shared/site/languages';
import type { MemoryFile } from './memory-file';
import type { Image } from './portrait';

/** What a guest may be sent, in one language, compressed, ready to send. */
export interface GuestPageFiles {
  readonly home: MemoryFile;
  /** The open page after rsvp.closesAt (a sentence instead of the form); null when no deadline is set. */
  readonly homeClosed: MemoryFile | null;
  readonly notFound: MemoryFile;
}

/** The prerendered documents, and the CSP hashes of the inline styles any page of the site may carry. */
export interface PageFiles {
  /** Per language the site is shown in; pick with guestPagesIn. */
  readonly guest: Partial<Record<Language, GuestPageFiles>>;
  readonly admin: MemoryFile;
  /** The link-preview card (preview-card.ts), or the build's picture at its address when it could not be drawn. */
  readonly preview: Image;
  /** False when `preview` is the stand-in: such pages are not kept in the cache, so the next start draws again. */
  readonly previewDrawn: boolean;
  /** Every look's and both entries': what any page may carry, those rendered later from newer content included. */
  readonly styleHashes: readonly string[];
  /**
   * The hashes of the inline styles the open pages carry (the look's palette and the main sheet), and no others: the
   * open pages, and the build's files, are sent with a policy allowing only these (routes/pages.ts, routes/assets.ts).
   */
  readonly openStyleHashes: readonly string[];
}

/** A language's pages; a language the site is not shown in gets the first one's (the picking never asks for it). */
export function guestPagesIn(files: PageFiles, language: Language): GuestPageFiles {
  const pages = files.guest[language] ?? Object.values(files.guest)[0];
  if (!pages) throw new Error('no guest pages were rendered');
  return pages;
}

/** Buffers that crossed a process boundary, or came back from disk, arrive as plain Uint8Arrays. */
function asBuffer(bytes: Uint8Array | undefined): Buffer | undefined {
  return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
export function reviveMemoryFile(file: MemoryFile): MemoryFile {
  const br = asBuffer(file.br);
  const gzip = asBuffer(file.gzip);
  return { ...file, identity: asBuffer(file.identity) ?? Buffer.alloc(0), ...(br && { br }), ...(gzip && { gzip }) };
}
export function revivePageFiles(files: PageFiles): PageFiles {
  const guest = Object.fromEntries(
    Object.entries(files.guest).map(([language, pages]) => [
      language,
      {
        home: reviveMemoryFile(pages.home),
        homeClosed: pages.homeClosed && reviveMemoryFile(pages.homeClosed),
        notFound: reviveMemoryFile(pages.notFound),
      },
    ]),
  );
  return {
    ...files,
    guest,
    admin: reviveMemoryFile(files.admin),
    preview: { ...files.preview, bytes: asBuffer(files.preview.bytes) ?? Buffer.alloc(0) },
  };
}
