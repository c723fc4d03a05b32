// The site's content, begun before the admin's account is checked: the pages render in a child process meanwhile,
// cached in the data folder by the renderer's version.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import type { Config } from '../config';
import { openPageUpdates } from '../day/updates';
import { type Content, type ContentMaker, createContentMaker, createRendererInChild } from '../pages/content';
import { readClientManifest } from '../pages/manifest';
import { createCachedRenderer, fileVersion } from '../pages/page-cache';
import { loadSite } from '../site/load';

export function beginContent(
  config: Config,
  db: Database,
  publicDir: string,
  rendererFile: URL,
): { makeContent: ContentMaker; contentLoading: Promise<Content> } {
  const renderDrafts = createRendererInChild(rendererFile);
  const renderer = createCachedRenderer(
    renderDrafts,
    path.join(config.dataDir, 'cache'),
    fileVersion(fileURLToPath(rendererFile)),
  );
  const makeContent = createContentMaker(
    config.dataDir,
    readClientManifest(publicDir),
    config.publicUrl,
    renderer,
    renderDrafts,
    openPageUpdates(db),
  );
  const contentLoading = Promise.resolve().then(() => makeContent(loadSite(config.dataDir)));
  contentLoading.catch(() => undefined); // its failure is reported where it is awaited
  return { makeContent, contentLoading };
}
