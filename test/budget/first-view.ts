// What a phone downloads to show the invitation, measured as served (brotli), from the real app.
// Shared by the budget test and `npm run bench`, so the two can never disagree about what counts.
import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { isLanguage, languageFacts } from '../../shared/site/languages';

export const BUDGET = {
  jsBytes: 75_000,
  cssBytes: 15_000,
  totalBytes: 200_000,
} as const;

// A family's first view in its language (issue 45 §2): at most 190 KB, and 230 KB in Urdu, whose Nastaliq is the
// heaviest face even cut to Urdu's letters (shared/site/languages.ts). Here for the budget test and the bench alike.
const FAMILY_FIRST_VIEW_BY_LANGUAGE: Readonly<Record<string, number>> = { ur: 230_000 };
export const familyFirstViewBudget = (language: string): number => FAMILY_FIRST_VIEW_BY_LANGUAGE[language] ?? 190_000;

export interface Fetched {
  status: number;
  body: Buffer;
  encoding: string | undefined;
}
/** Whether a @font-face's unicode-range (all of Unicode when it has none) takes in this code point. */
function covers(face: string, codePoint: number): boolean {
  const range = /unicode-range:([^;}]+)/i.exec(face)?.[1];
  if (range === undefined) return true;
  return range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return Number.parseInt(from ?? '', 16) <= codePoint && codePoint <= Number.parseInt(to ?? '', 16);
  });
}

export type Fetcher = (url: string, headers: Record<string, string>) => Promise<Fetched>;

/** The site at `base` over real HTTP: each file as it crossed the wire, compressed as served (no decompression). */
export const servedFrom =
  (base: string): Fetcher =>
  (url, headers) =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const encoding = response.headers['content-encoding'];
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding });
          });
          response.on('error', reject);
        })
        .on('error', reject);
    });

export interface FirstView {
  /** The document as transferred: it carries the main stylesheet and the drawn portrait inline. */
  htmlBytes: number;
  /** The document's text, decompressed. */
  html: string;
  /** The inline stylesheet's share, compressed on its own (also inside htmlBytes). */
  cssBytes: number;
  jsBytes: number;
  fontBytes: number;
  imageBytes: number;
  totalBytes: number;
  files: Array<{ url: string; kind: string; bytes: number }>;
}

const STATIC_IMPORT = /(?:import|from)\s*"(\/assets\/[^"]+\.js)"/g;

/** What a phone downloads to show `page` (the open invitation unless told otherwise). */
export async function measureFirstView(get: Fetcher, page = '/'): Promise<FirstView> {
  const files: FirstView['files'] = [];
  const fetchAs = async (url: string, kind: string) => {
    const response = await get(url, { 'accept-encoding': 'br, gzip' });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    files.push({ url, kind, bytes: response.body.length });
    return response.encoding === 'br'
      ? brotliDecompressSync(response.body).toString('utf8')
      : response.body.toString('utf8');
  };

  const html = await fetchAs(page, 'html');

  // The entry script, and every chunk it imports statically, transitively: what runs before the page is live.
  const pending = [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    // The app entry, which the boot script imports once the page has painted.
    ...html.matchAll(/<meta name="app-entry" content="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const seen = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await fetchAs(url, 'js');
    for (const m of code.matchAll(STATIC_IMPORT)) pending.push(m[1] ?? '');
  }

  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
  const linkedCss = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '');
  let css = inlineCss;
  for (const url of linkedCss) css += await fetchAs(url, 'css');

  // The fonts the page downloads: the faces whose unicode-range covers basic Latin (every page has Latin: digits,
  // spaces), those that cover a letter of the page's own script, the first of its language's name in itself
  // ("ह" of हिन्दी), and those that cover the language's own digits where the page writes them (a wedding's
  // "digits": "native"; Urdu's are a face of their own); plus any preload. An italic face only on a page in Latin
  // letters: the other scripts have no italic, so their pages set upright what a Latin page slants
  // (web/invitation/Hero.css), and a phone never fetches it. test/e2e/first-view-fonts.test.ts holds this list to
  // what a browser fetches, in every language.
  const language = /<html lang="([a-z]+)/.exec(html)?.[1];
  const facts = isLanguage(language) ? languageFacts(language) : undefined;
  const ownLetters = [facts?.name, ...[...(facts?.digits ?? '')].filter((digit) => html.includes(digit))]
    .map((letter) => letter?.codePointAt(0))
    .filter((point) => point !== undefined);
  const slantsItalics = /<html [^>]*data-script="Latn"/.test(html);
  const fonts = new Set<string>(
    [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1] ?? ''),
  );
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!covers(face, 0x41) && !ownLetters.some((point) => covers(face, point))) continue;
    if (!slantsItalics && /font-style:\s*italic/.test(face)) continue;
    const woff2 = /url\(["']?([^"')]+\.woff2)["']?\)/.exec(face)?.[1];
    if (woff2) fonts.add(woff2);
  }
  for (const url of fonts) await fetchAs(url, 'font');

  const images = [
    ...html.matchAll(/<img [^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="icon" href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  for (const url of images) await fetchAs(url, 'image');

  const sum = (kind: string) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
  const cssBytes =
    brotliCompressSync(Buffer.from(inlineCss), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length + sum('css');
  return {
    htmlBytes: sum('html'),
    html,
    cssBytes,
    jsBytes: sum('js'),
    fontBytes: sum('font'),
    imageBytes: sum('image'),
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    files,
  };
}
