// The link-preview picture (og:image): the couple's names, the dates and the city beside their portrait, 1200 x 630,
// as WhatsApp, Telegram and iMessage show a shared link. Drawn when the pages are rendered (at a start after any
// change of site.json: render/make-page-files.ts), with the site's own display face.
import { createHash } from 'node:crypto';
import { dateRange } from '../shared/format';
import { textsIn } from '../shared/i18n/by-language';
import { SOURCE_LANGUAGE } from '../shared/site/languages';
import type { Site } from '../shared/site/schema';
import { escapeHtml } from '../src/pages/escape-html';
import type { Image } from '../src/pages/portrait';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Where the portrait stands on the card. */
export const PORTRAIT_BOX = { x: 728, y: 48, width: 430, height: 511 } as const;
const box = `x="${PORTRAIT_BOX.x}" y="${PORTRAIT_BOX.y}" width="${PORTRAIT_BOX.width}" height="${PORTRAIT_BOX.height}"`;

// Raster formats resvg draws inside an SVG; a WebP portrait is previewed with the drawn one.
const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);

/** The widest a line of the names may be, and the largest its type: longer names get smaller type, never cut. */
const TEXT_CENTRE = 360;
const TEXT_WIDTH = 600;
const NAME_SIZE = 84;
// Playfair Display's semibold letters average about half an em: enough to keep a long name inside the card.
const EM_PER_CHARACTER = 0.53;

// The npm package's semibold file names its family "Playfair Display SemiBold" (it has no typographic family name),
// and resvg finds a face by that name.
const nameSize = (line: string) =>
  Math.min(NAME_SIZE, Math.floor(TEXT_WIDTH / (EM_PER_CHARACTER * Math.max(1, [...line].length))));

// Each look's colours, as its stylesheet (web/ui/themes) paints the pages: a shared link looks like the invitation.
const PALETTES = {
  maroon: {
    paper: '#fdf8f0',
    glowA: '#f6e3df',
    glowB: '#fbeedd',
    rule: '#b8892b',
    lead: '#65493c',
    names: '#7a1f3d',
    ink: '#3b2418',
    place: '#7d5b12',
  },
  marigold: {
    paper: '#fff8ec',
    glowA: '#fde0c2',
    glowB: '#fdebc8',
    rule: '#d98a06',
    lead: '#66421f',
    names: '#9a3412',
    ink: '#3b2314',
    place: '#7a4a06',
  },
  pastel: {
    paper: '#fbf8fc',
    glowA: '#f7e6ef',
    glowB: '#f1ebf6',
    rule: '#a98447',
    lead: '#5b4c61',
    names: '#6a3770',
    ink: '#342a3a',
    place: '#67501f',
  },
} as const;

/**
 * The card as SVG. In English, whatever the page's language: resvg, which draws it, shapes some Devanagari wrongly
 * (the vowel sign of "विवाह" is lost), and a preview must never misspell the couple's names.
 */
export function previewCardSvg(site: Site, portraitSvg: string, ownPortrait: Image | null): string {
  const first = site.couple.first;
  const second = `& ${site.couple.second}`;
  const size = Math.min(nameSize(first), nameSize(second));
  const portrait =
    ownPortrait && EMBEDDABLE.has(ownPortrait.contentType)
      ? `<image ${box} preserveAspectRatio="xMidYMid slice" ` +
        `href="data:${ownPortrait.contentType};base64,${ownPortrait.bytes.toString('base64')}"/>`
      : portraitSvg.replace(/^<svg /, `<svg ${box} `);
  const colour = PALETTES[site.theme ?? 'maroon'];
  // Drawn in Playfair Display, which has Latin letters only: the card is in the source language, whatever the page's.
  const words = textsIn(SOURCE_LANGUAGE);
  const text = (y: number, content: string, attributes: string) =>
    `<text x="${TEXT_CENTRE}" y="${y}" text-anchor="middle" ${attributes}>${escapeHtml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" ` +
    `viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">` +
    `<rect width="1200" height="630" fill="${colour.paper}"/>` +
    `<circle cx="80" cy="600" r="240" fill="${colour.glowA}"/>` +
    `<circle cx="1140" cy="40" r="200" fill="${colour.glowB}"/>` +
    `<path d="M60 30h1080M60 600h1080" stroke="${colour.rule}" stroke-width="2"/>` +
    text(
      150,
      words.invitedBefore,
      `font-family="Playfair Display" font-style="italic" font-size="30" fill="${colour.lead}"`,
    ) +
    text(
      150 + 30 + size,
      first,
      `font-family="Playfair Display SemiBold" font-weight="600" font-size="${size}" fill="${colour.names}"`,
    ) +
    text(
      150 + 40 + size * 2.1,
      second,
      `font-family="Playfair Display SemiBold" font-weight="600" font-size="${size}" fill="${colour.names}"`,
    ) +
    text(
      450,
      dateRange(site.startDate, site.endDate, words),
      `font-family="Playfair Display SemiBold" font-weight="600" font-size="26" fill="${colour.ink}"`,
    ) +
    text(
      505,
      site.city.toUpperCase(),
      'font-family="Playfair Display SemiBold" font-weight="600" font-size="26" ' +
        `letter-spacing="3" fill="${colour.place}"`,
    ) +
    portrait +
    '</svg>'
  );
}

/** Where the card is served: named after what it is drawn from, so both render workers agree without drawing it. */
export function previewCardUrl(svg: string): string {
  return `/media/preview-${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.png`;
}
