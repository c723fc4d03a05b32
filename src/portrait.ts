import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;

export interface Portrait {
  /** Content-addressed, so browsers may keep it forever and a new picture gets a new address. */
  readonly url: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** The couple's own picture, if they dropped portrait.jpg, .png, .webp or .svg into the data folder. */
export function findPortrait(dataDir: string): Portrait | null {
  for (const [ext, contentType] of Object.entries(TYPES)) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(dataDir, `portrait.${ext}`));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    return { url: `/media/portrait-${hash}.${ext}`, contentType, bytes };
  }
  return null;
}
