import { readFile } from 'node:fs/promises';
import type { Image } from '../src/pages/portrait';

// Drawing takes a fraction of a second; one that takes longer is given up rather than holding up the start.
const DRAW_TIME_LIMIT_MS = 10_000;

/**
 * The link-preview card as a PNG, in the fonts given (no system fonts: the server's are none of the preview's
 * business, and loading them is slow). When it cannot be drawn, the build's picture of the portrait (`fallbackFile`)
 * is served at the card's address, so no page points at nothing.
 */
export async function drawPreviewCard(
  card: { svg: string; url: string },
  fontFiles: readonly string[],
  fallbackFile: string,
): Promise<{ image: Image; drawn: boolean }> {
  try {
    const { renderAsync } = await import('@resvg/resvg-js');
    const image = await renderAsync(
      card.svg,
      {
        font: { loadSystemFonts: false, fontFiles: [...fontFiles], defaultFontFamily: 'Playfair Display SemiBold' },
        logLevel: 'off',
      },
      AbortSignal.timeout(DRAW_TIME_LIMIT_MS),
    );
    return { image: { url: card.url, contentType: 'image/png', bytes: image.asPng() }, drawn: true };
  } catch (err) {
    process.stderr.write(
      `the link-preview picture could not be drawn (${err instanceof Error ? err.message : String(err)}); ` +
        'previews show the drawn portrait\n',
    );
    return { image: { url: card.url, contentType: 'image/png', bytes: await readFile(fallbackFile) }, drawn: false };
  }
}
