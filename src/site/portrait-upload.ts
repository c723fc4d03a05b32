import { type Outcome, refuse } from '../../shared/outcome';

/** A phone's photo is 2–12 MB; a camera's RAW-sized JPEG may be 25. Anything larger is not a portrait. */
export const MAX_PORTRAIT_UPLOAD_BYTES = 30 * 1024 * 1024;

/** The longest side as stored: sharp on a phone of three pixels per point at the hero's width, and no more. */
export const PORTRAIT_LONGEST_SIDE = 1200;

// A phone's photo is 12 megapixels (some take 48, but save 12 unless asked); a "picture" of 20,000 × 20,000 is an
// attack on the memory of a Pi (decoded, 1.2 GB), refused before it is decoded. A HEIC is decoded whole, as
// WebAssembly in the server's own thread: 30 MP is 120 MB of pixels at most, within the service's MemoryMax.
const MAX_INPUT_PIXELS = 30_000_000;

type Kind = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif';

/** What the bytes are, by their first bytes: a phone's upload may say application/octet-stream, or nothing. */
export function kindOf(bytes: Buffer): Kind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

const NOT_A_PICTURE =
  'This file is not a photo the site can use: send a JPEG, PNG, WebP or HEIC picture (as a phone or camera saves it).';

/**
 * The couple's photo as the site stores and serves it: turned the way the camera held it, no larger than the page
 * shows it, and a new JPEG made of its pixels alone, so nothing the camera wrote (where it was taken, the phone's
 * make and serial, a thumbnail of the uncropped picture) reaches guests. libvips is loaded only here: a site that
 * never receives a photo never pays for it.
 */
export async function portraitFromUpload(bytes: Buffer): Promise<Outcome<Buffer>> {
  if (bytes.length > MAX_PORTRAIT_UPLOAD_BYTES) {
    return refuse(
      'photo-too-large',
      `The photo is ${Math.round(bytes.length / 1024 / 1024)} MB; ` +
        `send one under ${MAX_PORTRAIT_UPLOAD_BYTES / 1024 / 1024} MB (a phone's own photos are).`,
    );
  }
  const kind = kindOf(bytes);
  if (!kind) return refuse('not-a-picture', NOT_A_PICTURE);
  const { default: sharp } = await import('sharp');
  // One photo at a time on one thread, and nothing cached after: on a Pi the server's memory matters more than speed.
  sharp.concurrency(1);
  sharp.cache(false);
  try {
    let image: import('sharp').Sharp;
    if (kind === 'heic') {
      // libvips as npm ships it reads HEIF only with AV1 inside (AVIF); an iPhone's HEIC is HEVC, decoded by libheif
      // compiled to WebAssembly. libheif turns the picture as the file says (HEIF's own rotation, not EXIF's).
      const { default: decodeHeic } = await import('heic-decode');
      const images = await decodeHeic.all({ buffer: bytes });
      try {
        const primary = images[0];
        if (!primary || primary.width * primary.height > MAX_INPUT_PIXELS) {
          return refuse('not-a-picture', NOT_A_PICTURE);
        }
        const { width, height, data } = await primary.decode();
        image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
          raw: { width, height, channels: 4 },
        });
      } finally {
        images.dispose();
      }
    } else {
      // .rotate() with no angle turns the pixels as EXIF's Orientation says; the tag itself is then not written.
      image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    }
    const jpeg = await image
      .resize({ width: PORTRAIT_LONGEST_SIDE, height: PORTRAIT_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      // A transparent PNG on white, as the page's own background is near enough.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();
    return { done: jpeg };
  } catch (err) {
    return refuse('not-a-picture', `${NOT_A_PICTURE} (${(err as Error).message.replace(/\s+/g, ' ').slice(0, 160)})`);
  }
}
