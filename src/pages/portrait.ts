import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;

export interface Image {
  /** Content-addressed, so browsers may keep it forever and a new picture gets a new address. */
  readonly url: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

export interface Portrait extends Image {
  /** What link previews show: the portrait itself, or a PNG of it when it is an SVG (chat apps show no SVG). */
  readonly preview: Image;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

async function rasterize(svg: Buffer): Promise<Image> {
  // Loaded only for an SVG portrait: most sites never pay for the rasterizer.
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 800 } }).render().asPng();
  return { url: `/media/portrait-${hashOf(png)}.png`, contentType: 'image/png', bytes: png };
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
