// The server's side of the rendered pages: their shape, and bringing them back to Buffers after they crossed from
// the render worker or came back from the cache. Making them (React) is render-worker-only: make-page-files.ts.
import type { MemoryFile } from './memory-file';

/** The three prerendered documents, compressed, ready to send; and the CSP hashes of their inline styles. */
export interface PageFiles {
  readonly home: MemoryFile;
  /** The open page after rsvp.closesAt (a sentence instead of the form); null when no deadline is set. */
  readonly homeClosed: MemoryFile | null;
  readonly admin: MemoryFile;
  readonly notFound: MemoryFile;
  readonly styleHashes: readonly string[];
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
  return { ...files, home: reviveMemoryFile(files.home), homeClosed: files.homeClosed && reviveMemoryFile(files.homeClosed), admin: reviveMemoryFile(files.admin), notFound: reviveMemoryFile(files.notFound) };
}
