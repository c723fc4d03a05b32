// QR codes of the invitation links, for printed cards and for the site's own address.

// M recovers from 15% damage: a card that was folded or smudged still scans, at a size a 22-character token keeps
// small enough (a version 4 or 5 code) for a phone held at arm's length.
const ERROR_CORRECTION = 'M';
// Four modules of quiet zone is what the standard asks; less and some phone cameras miss the code.
const QUIET_ZONE = 4;
const PNG_WIDTH = 600;
// The SVG's own size, for programs that draw it as it is (a word processor, an image viewer, a print shop's tool):
// without one they draw a module a pixel, a 41-pixel code scanners misread. 40 mm is a card's code, readable at
// arm's length; a page that sets its own size in CSS still does.
const SVG_SIZE = '40mm';

export type QrFormat = 'svg' | 'png';

// Loaded at the first code asked for: only the couple's printing needs it, and a start should not parse it.
const qrLibrary = async () => (await import('qrcode')).default;

// A link has lower-case letters, which only byte mode holds: said outright, the library skips its search for the
// best mix of modes (a graph search per code), which drawing 5,000 cards spent most of its time and memory on.
const asBytes = (text: string) => [{ data: Buffer.from(text), mode: 'byte' as const }];

export async function qrSvg(text: string): Promise<string> {
  const QRCode = await qrLibrary();
  const svg = await QRCode.toString(asBytes(text), {
    type: 'svg',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return svg.replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /,
    (start) => `${start}width="${SVG_SIZE}" height="${SVG_SIZE}" `,
  );
}

export async function qrPng(text: string): Promise<Buffer> {
  const QRCode = await qrLibrary();
  return QRCode.toBuffer(asBytes(text), {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    width: PNG_WIDTH,
  });
}

/** "https://wedding.example.com/i/abc" as a card prints it under the code: without the scheme, which nobody types. */
export const printedLink = (link: string): string => link.replace(/^https?:\/\//, '');
