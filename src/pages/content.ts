import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { weddingEvents } from '../../shared/site/events';
import { SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { Site, SiteFile } from '../../shared/site/schema';
import { upiLink } from '../../shared/site/upi';
import type { OpenPageUpdate } from '../day/updates';
import { qrSvg } from '../reach/qr-codes';
import { type LocalisedSite, localiseSite } from '../site/localised-site';
import type { ClientBuild } from './manifest';
import { type PageFiles, revivePageFiles } from './page-files';
import { findPortrait, type Portrait } from './portrait';
import type { RenderInput } from './render-input';

export interface Content {
  /** The document it was made from, as site.json holds it. */
  readonly file: SiteFile;
  /** The content as the couple and the server's own messages read it: in the source language, where it is given. */
  readonly site: Site;
  /** The content in each language guests may read it in. */
  readonly localised: LocalisedSite;
  readonly portrait: Portrait | null;
  readonly pages: PageFiles;
  /** What the pages were made from: the answer pages are made from it too. */
  readonly renderInput: RenderInput;
}

/** Makes the pages: in a child process (the server), or in this one (tests pass makePageFiles). */
export type Renderer = (input: RenderInput) => Promise<PageFiles>;

/**
 * Renders in a child process that exits when done (dist/render-worker.mjs), running beside the server's own
 * start-up on the second core. The server's memory never holds React's server renderer or the garbage of
 * rendering: on a Pi that is several MB of resident memory for as long as the site runs. (A worker thread
 * would not do: the memory its allocator takes stays with the process after the thread ends.)
 */
export function createRendererInChild(script: URL): Renderer {
  return (input) =>
    new Promise<PageFiles>((resolve, reject) => {
      // No inherited flags: a server started with --inspect must not have its child fight it for the port.
      const child = fork(fileURLToPath(script), [], {
        execArgv: [],
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let received = false;
      child.once('message', (message) => {
        received = true;
        resolve(revivePageFiles(message as PageFiles));
      });
      child.once('error', reject);
      // Any end before the pages came (a crash, or the renderer let go when the server stops) settles the wait.
      child.once('exit', (code) => {
        if (!received) reject(new Error(`the page renderer stopped (exit code ${code}) before it sent the pages`));
      });
      child.send(input);
    });
}

/**
 * Makes content from a site.json document (checked already) and the data folder's portrait, or the portrait given
 * (a new one, rendered before it is written in its place).
 */
export type ContentMaker = (
  file: SiteFile,
  portrait?: Portrait | null,
  /** A draft (the editor's preview): drawn, never kept in the page cache, whose files are the live site's. */
  options?: { readonly draft?: boolean },
) => Promise<Content>;

/**
 * How content is made for this data folder and build: at start (from loadSite), what start.ts and the tests both
 * start from, and again when the couple saves site.json in the admin.
 */
export function createContentMaker(
  dataDir: string,
  manifest: ClientBuild,
  publicUrl: string | undefined,
  render: Renderer,
  renderDraft: Renderer = render,
  /** The couple's updates for the open page, by the functions that are public and the wedding's time zone. */
  openUpdates: (publicEvents: ReadonlySet<string>, timeZone?: string) => readonly OpenPageUpdate[] = () => [],
): ContentMaker {
  return async (file, given, options) => {
    const localised = localiseSite(file);
    const portrait = given === undefined ? await findPortrait(dataDir) : given;
    // The environment's PUBLIC_URL wins; else the address the couple set in the admin's settings (site.json).
    const shagunQr = file.shagun ? await qrSvg(upiLink(file.shagun)) : null;
    // Read in the source language, as the couple and the server's messages read it: a function's id and whether it
    // is private, and the wedding's time zone, are the same in every language.
    const source = localised.in[SOURCE_LANGUAGE];
    const publicEvents = new Set(weddingEvents(source).flatMap((event) => (event.private ? [] : [event.id])));
    const renderInput: RenderInput = {
      site: localised,
      portrait,
      manifest,
      publicUrl: publicUrl ?? file.publicUrl,
      shagunQr,
      updates: openUpdates(publicEvents, source.timeZone),
    };
    const pages = await (options?.draft ? renderDraft : render)(renderInput);
    return { file, site: source, localised, portrait, pages, renderInput };
  };
}
