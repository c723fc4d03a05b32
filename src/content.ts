import type { ClientBuild } from './manifest';
import { findPortrait, type Portrait } from './portrait';
import { renderPages, type Pages } from './render';
import type { Site } from './schemas/site';
import { loadSite } from './site';

export interface Content {
  readonly site: Site;
  readonly portrait: Portrait | null;
  readonly pages: Pages;
}

/** Everything the data folder says about the wedding, made into pages: what server.ts and the tests both start from. */
export async function loadContent(dataDir: string, manifest: ClientBuild, publicUrl: string | undefined): Promise<Content> {
  const site = loadSite(dataDir);
  const portrait = await findPortrait(dataDir);
  const pages = await renderPages({ site, portrait, manifest, publicUrl });
  return { site, portrait, pages };
}
