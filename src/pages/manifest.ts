import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What build.mjs records about the client bundle: the hashed names the page's <head> must point at. */
export interface ClientManifest {
  /** The tiny script the pages load; it imports `script` once the page has painted. */
  readonly boot: string;
  readonly script: string;
  readonly styles: readonly string[];
  /** A household's own page (/i/<token>): its entry and its stylesheet, in place of `script` and `styles`. */
  readonly personalScript: string;
  readonly personalStyles: readonly string[];
  readonly preloadFonts: readonly string[];
  /** The admin page's own chunk and the chunks it imports, preloaded on /admin only. */
  readonly adminScripts: readonly string[];
  readonly adminStyles: readonly string[];
  /** Each look's stylesheet (its palette and motifs), by the look's name: a page carries its own look's inline. */
  readonly looks: Readonly<Record<string, string>>;
  readonly favicon: string;
  readonly appleTouchIcon: string;
  /** The drawn portrait as a picture, at build time: the link preview if the card cannot be drawn at start. */
  readonly ogImage: { readonly url: string; readonly width: number; readonly height: number };
  /** The link-preview card's fonts, TrueType, relative to dist/public (see build.mjs); absolute in ClientBuild. */
  readonly previewFonts: readonly string[];
}

/** The manifest, with the main stylesheet's text, which the pages carry inline. */
export interface ClientBuild extends ClientManifest {
  /** Where ogImage is on disk: what the link-preview card's address serves when the card cannot be drawn. */
  readonly ogImageFile: string;
  readonly inlineCss: string;
  readonly personalInlineCss: string;
  readonly lookCss: Readonly<Record<string, string>>;
}

export function readClientManifest(publicDir: string): ClientBuild {
  const file = path.join(publicDir, 'manifest.json');
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
    const css = (urls: readonly string[]) =>
      urls.map((url) => readFileSync(path.join(publicDir, url)).toString('utf8')).join('\n');
    return {
      ...manifest,
      previewFonts: manifest.previewFonts.map((file) => path.resolve(publicDir, file)),
      ogImageFile: path.join(publicDir, manifest.ogImage.url),
      inlineCss: css(manifest.styles),
      personalInlineCss: css(manifest.personalStyles),
      lookCss: Object.fromEntries(Object.entries(manifest.looks).map(([look, url]) => [look, css([url])])),
    };
  } catch (err) {
    throw new Error(`cannot read the client build at ${file} (${(err as Error).message}); run npm run build first`);
  }
}
