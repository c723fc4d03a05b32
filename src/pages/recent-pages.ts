import type { MemoryFile } from './memory-file';

/** What a page holds in memory: its bytes, and each compressed form kept beside them. */
export function bytesHeld(file: MemoryFile): number {
  return file.identity.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0);
}

/**
 * Pages rendered lately, each under a key with the version of what it shows, bounded by the bytes they hold: the
 * page least recently asked for goes first. A household's page is made in a child process, so keeping the ones
 * in use spares a render per visit; bounding by bytes, not by count, keeps the server's memory within a figure
 * however long a household's names or a site's texts are.
 */
export class RecentPages {
  readonly #pages = new Map<string, { version: string; file: MemoryFile; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The page kept for `key`, if it was made from `version`; asking for it makes it the most recent. */
  get(key: string, version: string): MemoryFile | undefined {
    const kept = this.#pages.get(key);
    if (!kept || kept.version !== version) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, kept);
    return kept.file;
  }

  /** Forgets every page: what they were made from changed as a whole (the couple saved the site's content). */
  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }

  set(key: string, version: string, file: MemoryFile): void {
    this.#forget(key);
    const bytes = bytesHeld(file);
    if (bytes > this.maxBytes) return;
    this.#pages.set(key, { version, file, bytes });
    this.#bytes += bytes;
    for (const oldest of this.#pages.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#forget(oldest);
    }
  }

  /** Bytes held now, and pages: for the figures the bench reports. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.#pages.size, bytes: this.#bytes };
  }

  #forget(key: string): void {
    const kept = this.#pages.get(key);
    if (!kept) return;
    this.#pages.delete(key);
    this.#bytes -= kept.bytes;
  }
}
