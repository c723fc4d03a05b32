import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { dateRange } from '../shared/format';
import { pageTexts } from '../shared/i18n/by-language';
import { fill } from '../shared/i18n/fill';
import { withoutDoubledHonorific } from '../shared/i18n/greet';
import type { Texts } from '../shared/i18n/guest-texts';
import {
  type AnswerOnPage,
  type LanguageChoice,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  type PageTexts,
} from '../shared/page-data';
import { portraitAlt } from '../shared/portrait-alt';
import { calendarLinks } from '../shared/reach/calendar-times';
import { publicSite, siteWithEvents } from '../shared/site/events';
import { type Language, languageFacts, SOURCE_LANGUAGE, textIn } from '../shared/site/languages';
import type { Site } from '../shared/site/schema';
import { upiLink } from '../shared/site/upi';
import { escapeHtml } from '../src/pages/escape-html';
import type { ClientBuild } from '../src/pages/manifest';
import type { RenderInput } from '../src/pages/render-input';
import { App } from '../web/App';
import { CouplePortrait } from '../web/invitation/CouplePortrait';
import { LanguageSwitch } from '../web/invitation/LanguageSwitch';
import { TravelSection } from '../web/invitation/TravelSection';
import { PersonalApp } from '../web/PersonalApp';
import { ServerMarkup } from '../web/server-markup';
import { messageSites } from './message-sites';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewCardSvg, previewCardUrl } from './preview-card';
import { styleHash } from './style-hashes';

/** The documents a guest reads, in one language. */
export interface GuestPages {
  readonly home: string;
  /** The open page as it is served after rsvp.closesAt, when the couple set one. */
  readonly homeClosed: string | null;
  readonly notFound: string;
}

/** The documents the site serves, rendered once at start from the wedding's content. */
export interface Pages {
  /** Per language the site is shown in (LocalisedSite.languages). */
  readonly guest: Partial<Record<Language, GuestPages>>;
  /** The admin is English. */
  readonly admin: string;
  /** CSP hashes of the <style> blocks the pages carry, e.g. 'sha256-...'. */
  readonly styleHashes: readonly string[];
}

// JSON inside <script> ends at the first "</script"; escaping "<" (and the two line separators old parsers
// choke on) keeps any text a couple writes in site.json from closing the block early.
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

async function renderBody(data: PageData, path: string): Promise<string> {
  return renderElement(<App data={data} ssrPath={path} />, data);
}

async function renderElement(element: ReactElement, data: PageData): Promise<string> {
  // The drawn portrait, when there is no photo, is the server's alone (see Hero.tsx).
  const drawnPortrait = data.portraitUrl
    ? undefined
    : renderToStaticMarkup(<CouplePortrait title={portraitAlt(data.site, false, data.texts)} />);
  const languageSwitch = renderToStaticMarkup(<LanguageSwitch language={data.language} languages={data.languages} />);
  element = (
    <ServerMarkup.Provider value={{ ...(drawnPortrait === undefined ? {} : { drawnPortrait }), languageSwitch }}>
      {element}
    </ServerMarkup.Provider>
  );
  // prerender (unlike renderToString) waits for the lazily loaded admin page, so /admin arrives complete.
  // Every boundary stays inline, in order: React would otherwise move large ones to the end of the document
  // and reveal them with inline scripts, which the CSP forbids and a static page does not need.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

interface DocumentParts {
  title: string;
  description: string;
  body: string;
  data: PageData;
  manifest: ClientBuild;
  extraScripts?: readonly string[];
  extraStyles?: readonly string[];
  indexable: boolean;
  /** Open Graph tags for link previews, on the invitation only. */
  preview?: readonly string[];
  /** The household page's own entry and stylesheet, in place of the open page's. */
  entry?: { readonly script: string; readonly inlineCss: string };
}

function documentHtml({
  title,
  description,
  body,
  data,
  manifest,
  extraScripts = [],
  extraStyles = [],
  indexable,
  preview = [],
  entry = manifest,
}: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    indexable ? '' : '<meta name="robots" content="noindex">',
    ...preview,
    '<meta name="theme-color" content="#fdf8f0">',
    `<link rel="icon" href="${manifest.favicon}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${manifest.appleTouchIcon}">`,
    // Not the Devanagari face on a Hindi page: preloaded, it arrived during hydration and the text was shaped again
    // in the middle of it (Lighthouse's blocking time went from 5 to 241 ms), for no earlier paint.
    ...manifest.preloadFonts.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    // The main stylesheet (about 4 KB compressed) travels inside the page: on a slow network the first paint
    // waits for no second request. The CSP allows exactly this text, by its hash.
    // The couple's look (its palette and motifs) first, then the sheet that uses them; only this look's, a few
    // hundred bytes, not every look's.
    `<style>${manifest.lookCss[data.site.theme ?? 'maroon'] ?? manifest.lookCss.maroon}</style>`,
    `<style>${entry.inlineCss}</style>`,
    ...extraStyles.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<meta name="app-entry" content="${entry.script}">`,
    `<script type="module" src="${manifest.boot}"></script>`,
    // The entry's own chunks are not preloaded: on a slow network they would share the first round trips
    // with the hero font and delay the first paint, while the prerendered page needs no script to show.
    ...extraScripts.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].filter(Boolean);
  // The couple's look, named for scripts and tests (its sheet is already chosen above); the default needs none.
  const theme = data.site.theme && data.site.theme !== 'maroon' ? ` data-theme="${data.site.theme}"` : '';
  // The language's tag for screen readers and hyphenation, its direction, and its script, by which the stylesheet
  // picks the script's face and line height.
  const { tag, dir, script } = languageFacts(data.language);
  return (
    `<!doctype html><html lang="${tag}" dir="${dir}" data-script="${script}"${theme}><head>${head.join('')}</head>` +
    `<body><div id="root">${body}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>` +
    `</body></html>`
  );
}

const previewCards = new WeakMap<RenderInput, { svg: string; url: string }>();

/**
 * The link-preview card of these pages (preview-card.ts): drawn by the render worker, named the same by both workers.
 */
export function previewCard(input: RenderInput): { svg: string; url: string } {
  let card = previewCards.get(input);
  if (!card) {
    const svg = previewCardSvg(
      input.site.in[SOURCE_LANGUAGE],
      renderToStaticMarkup(<CouplePortrait title="" />),
      input.portrait?.preview ?? null,
    );
    card = { svg, url: previewCardUrl(svg) };
    previewCards.set(input, card);
  }
  return card;
}

/** og:* tags: what WhatsApp, Telegram, iMessage and the rest show for a shared link. */
function previewTags(site: Site, texts: PageTexts, input: RenderInput): string[] {
  const { publicUrl, portrait } = input;
  const couple = `${site.couple.first} & ${site.couple.second}`;
  const image = {
    url: previewCard(input).url,
    size: [
      `<meta property="og:image:width" content="${PREVIEW_WIDTH}">`,
      `<meta property="og:image:height" content="${PREVIEW_HEIGHT}">`,
    ],
  };
  const absolute = (url: string) => (publicUrl ? `${publicUrl}${url}` : url);
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    meta('og:type', 'website'),
    meta('og:title', fill(texts.previewTitle, { couple })),
    meta('og:description', `${dateRange(site.startDate, site.endDate, texts)} · ${site.city}`),
    ...(publicUrl ? [meta('og:url', `${publicUrl}/`)] : []),
    meta('og:image', absolute(image.url)),
    ...image.size,
    meta('og:image:alt', portraitAlt(site, portrait !== null, texts)),
    '<meta name="twitter:card" content="summary_large_image">',
  ];
}

function coupleOf(site: Site): string {
  return `${site.couple.first} & ${site.couple.second}`;
}

/** The invitation, as `/` serves it and as the answer to a posted form shows it. */
async function homeDocument(input: RenderInput, data: PageData): Promise<string> {
  const { manifest } = input;
  const { site } = data;
  const { texts } = data;
  const couple = coupleOf(site);
  return documentHtml({
    title: fill(texts.documentTitle, { couple }),
    description: fill(texts.homeDescription, {
      couple,
      dates: dateRange(site.startDate, site.endDate, texts),
      city: site.city,
    }),
    body: await renderBody(data, '/'),
    data,
    manifest,
    indexable: site.allowIndexing === true,
    preview: previewTags(site, texts, input),
  });
}

const languageChoices = (languages: readonly Language[]): LanguageChoice[] =>
  languages.map((code) => ({ code, name: languageFacts(code).name }));

/** A page's words without the journey's, which only the page of a household asked about its journey is sent. */
const withoutTravel = ({ travel: _journey, ...texts }: Texts): PageTexts => texts;

const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * A page's words with the couple's texts it shows in another language than its own (LocalisedSite.fromElsewhere):
 * only those of the content it shows, so that a private function's title stays off a page not invited to it.
 */
function withElsewhere(texts: PageTexts, shown: Site, fromElsewhere: Readonly<Record<string, string>>): PageTexts {
  const onPage = new Set(stringsOf(shown));
  const elsewhere = Object.fromEntries(Object.entries(fromElsewhere).filter(([text]) => onPage.has(text)));
  return Object.keys(elsewhere).length > 0 ? { ...texts, elsewhere } : texts;
}

// Every prerendered page (the admin's too: anyone may load it) carries the public events only, and its words.
const pageData = (input: RenderInput, language: Language): PageData => {
  const { site, portrait } = input;
  const shown = publicSite(site.in[language]);
  return {
    site: shown,
    language,
    languages: languageChoices(site.languages),
    texts: withElsewhere(withoutTravel(pageTexts(language, shown.digits)), shown, site.fromElsewhere[language]),
    portraitUrl: portrait?.url ?? null,
    calendar: calendarLinks(shown, '/calendar.ics'),
    shagun: shagunOf(input, language),
    updates: (input.updates ?? []).map(({ id, text, date, eventId }) => ({
      id,
      text: textIn(text, language, input.site.defaultLanguage),
      date,
      eventId,
    })),
  };
};

/** The shagun's link and code, with the couple's line in the page's language, when site.json gives a UPI id. */
function shagunOf({ site, shagunQr }: RenderInput, language: Language): PageData['shagun'] {
  const shagun = site.in[language].shagun;
  if (!shagun || !shagunQr) return null;
  return { link: upiLink(shagun), upi: shagun.upi, payee: shagun.payee, note: shagun.note ?? null, qr: shagunQr };
}

/**
 * The invitation answering a form posted without the script: the thank-you view, or the form again as typed
 * with its errors. The page data carries the same answer, so the app, when it arrives, hydrates the same page.
 */
export function renderAnswerPage(input: RenderInput, language: Language, answer: AnswerOnPage): Promise<string> {
  return homeDocument(input, { ...pageData(input, language), answer });
}

/** A household's own page: its greeting, only the events it is invited to, and its RSVP. Never indexed. */
export async function renderPersonalPage(
  input: RenderInput,
  language: Language,
  invitation: NonNullable<PageData['invitation']>,
): Promise<string> {
  const { portrait, manifest } = input;
  const site = input.site.in[language];
  const allTexts = pageTexts(language, site.digits);
  const invited = new Set(invitation.view.events.map((event) => event.id));
  const shown = siteWithEvents(site, (id) => invited.has(id));
  const texts = withElsewhere(
    invitation.view.travelAsked || invitation.travelReturned ? allTexts : withoutTravel(allTexts),
    shown,
    input.site.fromElsewhere[language],
  );
  const data: PageData = {
    site: shown,
    language,
    languages: languageChoices(input.site.languages),
    texts,
    portraitUrl: portrait?.url ?? null,
    invitation,
    greetingName: withoutDoubledHonorific(texts.greeting, invitation.view.household.name),
    calendar: calendarLinks(shown, `/i/${invitation.token}/calendar.ics`),
    shagun: shagunOf(input, language),
  };
  const couple = coupleOf(site);
  return documentHtml({
    // The same words as the open page's: a link preview or a shared screen never shows the household's name.
    title: fill(texts.documentTitle, { couple }),
    description: fill(texts.documentDescription, { couple }),
    body: await renderElement(<PersonalApp data={data} travel={TravelSection} />, data),
    data,
    manifest,
    indexable: false,
    preview: previewTags(site, texts, input),
    entry: { script: manifest.personalScript, inlineCss: manifest.personalInlineCss },
  });
}

async function renderGuestPages(input: RenderInput, language: Language): Promise<GuestPages> {
  const data = pageData(input, language);
  const { site } = data;
  const { texts } = data;
  const couple = coupleOf(site);
  const [home, homeClosed, notFound] = await Promise.all([
    homeDocument(input, data),
    site.rsvp?.closesAt ? homeDocument(input, { ...data, rsvpClosed: true }) : null,
    renderBody(data, '/404'),
  ]);
  return {
    home,
    homeClosed,
    notFound: documentHtml({
      title: fill(texts.notFoundDocumentTitle, { couple }),
      description: texts.notFoundDescription,
      body: notFound,
      data,
      manifest: input.manifest,
      indexable: false,
    }),
  };
}

export async function renderPages(input: RenderInput): Promise<Pages> {
  const { manifest } = input;
  const data: PageData = {
    ...pageData(input, SOURCE_LANGUAGE),
    messageSites: messageSites(input.site),
    publicUrl: input.publicUrl ?? null,
  };
  const couple = coupleOf(data.site);
  const [admin, ...guest] = await Promise.all([
    renderBody(data, '/admin'),
    ...input.site.languages.map((language) => renderGuestPages(input, language)),
  ]);
  return {
    // Every look's, not only the one shown: a household's page, or the answer to a form, is made by the answer-page
    // renderer from the content current when its turn comes, while its headers were set when its request came in;
    // a change of look in between would otherwise leave that page without its palette. The open pages, made here and
    // sent with the content they belong to, carry their own narrower list (PageFiles.openStyleHashes).
    styleHashes: [manifest.inlineCss, manifest.personalInlineCss, ...Object.values(manifest.lookCss)].map(styleHash),
    guest: Object.fromEntries(input.site.languages.map((language, index) => [language, guest[index]])),
    admin: documentHtml({
      title: `Admin · ${couple}`,
      description: 'RSVP management',
      body: admin,
      data,
      manifest,
      extraScripts: manifest.adminScripts,
      extraStyles: manifest.adminStyles,
      indexable: false,
    }),
  };
}
