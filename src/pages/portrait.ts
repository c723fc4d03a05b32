import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;

/** The names a couple's portrait may have in the data folder, in the order they are looked for. */
export const PORTRAIT_FILES = Object.keys(TYPES).map((ext) => `portrait.${ext}`);

export interface Image {
  /** Content-addressed, so browsers may keep it forever and a new picture gets a new address. */
  readonly url: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

export interface Portrait extends Image {
  /**
   * What link previews show: the portrait itself, or a PNG of it when it is an SVG (chat apps show no SVG); null
   * when an SVG could not be drawn, and the previews show the site's drawn picture instead.
   */
  readonly preview: Image | null;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

// A portrait is drawn in well under a second; one that takes longer is not worth holding up the start for.
const RASTERIZE_TIME_LIMIT_MS = 10_000;

/**
 * The SVG with every reference to anything outside it emptied: only a fragment (#id) or inline data (data:) may
 * stay. The rasterizer would otherwise read <image href="/any/file.png"> from the server's disk into the public
 * preview, or hang on a FIFO. An allowlist, so that no spelling (entities, other namespace prefixes) slips by.
 */
export function withoutExternalReferences(svg: string): string {
  return svg.replace(
    /((?:[\w.-]+:)?href\s*=\s*)(["'])(.*?)\2/gis,
    (whole, attribute: string, quote: string, value: string) =>
      /^\s*(#|data:)/i.test(value) ? whole : `${attribute}${quote}${quote}`,
  );
}

async function rasterize(svg: Buffer): Promise<Image | null> {
  // Loaded only for an SVG portrait: most sites never pay for the rasterizer.
  const { renderAsync } = await import('@resvg/resvg-js');
  try {
    const image = await renderAsync(
      withoutExternalReferences(svg.toString('utf8')),
      // No system fonts: the server's fonts are none of the preview's business, and loading them is slow.
      { fitTo: { mode: 'width', value: 800 }, font: { loadSystemFonts: false }, logLevel: 'off' },
      AbortSignal.timeout(RASTERIZE_TIME_LIMIT_MS),
    );
    const png = image.asPng();
    return { url: `/media/portrait-${hashOf(png)}.png`, contentType: 'image/png', bytes: png };
  } catch (err) {
    process.stderr.write(
      `portrait.svg could not be drawn for link previews (${err instanceof Error ? err.message : String(err)}); ` +
        "they show the site's own picture\n",
    );
    return null;
  }
}

/** A portrait of JPEG bytes (as the admin's upload stores it): its own preview, as chat apps show JPEG. */
export function jpegPortrait(bytes: Buffer): Portrait {
  const image: Image = { url: `/media/portrait-${hashOf(bytes)}.jpg`, contentType: TYPES.jpg, bytes };
  return { ...image, preview: image };
}

/** The couple's own picture, if they dropped portrait.jpg, .png, .webp or .svg into the data folder. */
export async function findPortrait(dataDir: string): Promise<Portrait | null> {
  for (const [ext, contentType] of Object.entries(TYPES)) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(dataDir, `portrait.${ext}`));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const image: Image = { url: `/media/portrait-${hashOf(bytes)}.${ext}`, contentType, bytes };
    return { ...image, preview: ext === 'svg' ? await rasterize(bytes) : image };
  }
  return null;
}
