// The sheet of invitation cards the couple prints: each household's name, the QR code of its link and the link,
// eight to an A4 page. Plain HTML and print CSS: any browser prints it, and no PDF library is needed.
import { createHash } from 'node:crypto';
import type { Household } from '../../shared/guests/schemas';
import { fill } from '../../shared/i18n/fill';
import { printSheetWords } from '../../shared/i18n/print-sheet-words';
import { messageWordsIn } from '../../shared/reach/message-words';
import { type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { Site } from '../../shared/site/schema';
import { escapeHtml } from '../pages/escape-html';
import { printedLink, qrSvg } from './qr-codes';

/** A card: the household as its guests are greeted, its link's token, and the language its card is written in. */
type Card = Pick<Household, 'name' | 'token'> & { readonly language: Language };

// 2 × 4 cards of 95 × 67 mm on A4 with 10 mm margins: cut along the dashed edges. A line ending in \ goes on in the
// next, adding no line break to the style (nor to its hash).
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:"Noto Serif","Georgia",serif;color:#2b1d14;background:#f4efe6}
.intro{max-width:190mm;margin:0 auto;padding:1.5rem 1rem;font-family:system-ui,sans-serif;line-height:1.5}
.intro h1{margin:0 0 .5rem;font-size:1.5rem}
.intro p{margin:.25rem 0}
.warning{padding:.75rem 1rem;border-left:4px solid #8a1c1c;background:#fff4f4}
.sheet{display:grid;grid-template-columns:repeat(2,95mm);grid-auto-rows:67mm;justify-content:center;gap:0;\
margin:0 auto 2rem}
.card{display:grid;grid-template-columns:1fr 38mm;align-items:center;gap:3mm;padding:5mm 6mm;background:#fff;\
border:1px dashed #9c8f80;break-inside:avoid;overflow:hidden}
.card__couple{margin:0;font-size:9pt;letter-spacing:.08em;text-transform:uppercase;color:#7a2631}
.card__household{margin:2mm 0;font-size:14pt;line-height:1.2;overflow-wrap:anywhere}
.card__hint{margin:0 0 2mm;font-size:9pt}
.card__link{margin:0;font-family:ui-monospace,monospace;font-size:7pt;overflow-wrap:anywhere}
.card svg{display:block;width:38mm;height:38mm}
@page{size:A4;margin:10mm}
@media print{
  body{background:#fff}
  .intro{display:none}
  .sheet{margin:0}
  .card:nth-child(8n){break-after:page}
}`;

/** The hash the page's Content-Security-Policy allows its one inline style by. */
export const PRINT_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The page, a piece at a time: its head, then a card per household, then its end. 5,000 cards are 11 MB of HTML and
 * seconds of drawing codes; sent as they are drawn, they neither sit in memory whole nor hold the server meanwhile.
 */
export async function* printCardsPage(
  siteIn: (language: Language) => Site,
  households: readonly Card[],
  linkOf: (household: Card) => string,
  originWarning: string | null,
  /** The language of the person printing: the sheet's own words are in it. */
  reader: Language = SOURCE_LANGUAGE,
): AsyncGenerator<string> {
  const words = printSheetWords(reader);
  const coupleIn = (language: Language) => {
    const { couple } = siteIn(language);
    return escapeHtml(`${couple.first} & ${couple.second}`);
  };
  const couple = coupleIn(reader);
  const count = households.length;
  const cards = fill(count === 1 ? words.cards.one : words.cards.other, { count });
  const warning = originWarning ? `<p class="warning" role="alert">${escapeHtml(originWarning)}</p>` : '';
  const empty = count === 0 ? `<p>${words.empty}</p>` : '';
  yield `<!doctype html><html lang="${reader}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<link rel="icon" href="data:,"><title>${words.title} · ${couple}</title><style>${STYLE}</style></head><body>\n` +
    `<div class="intro"><h1>${words.title}</h1><p>${cards}${words.howTo}</p>${warning}${empty}` +
    `<p><a href="/admin">${words.back}</a></p></div>\n` +
    '<main class="sheet">';
  for (const household of households) {
    const link = linkOf(household);
    const { language } = household;
    yield `<article class="card"><div lang="${language}"><p class="card__couple">${coupleIn(language)}</p>` +
      `<h2 class="card__household">${escapeHtml(household.name)}</h2><p class="card__hint">${messageWordsIn(language).card}</p>` +
      `<p class="card__link">${escapeHtml(printedLink(link))}</p></div>${await qrSvg(link)}</article>`;
  }
  yield '</main></body></html>';
}
