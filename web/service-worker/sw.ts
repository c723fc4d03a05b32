// The service worker: after one visit, the invitation (the open page, or a household's own with its functions,
// venues and addresses) opens with no network, as at a venue where the signal is gone. Only guest pages and their
// files are kept; the API, the admin and the calendar files always go to the network, and are never stored.
// A module (the export below), so that `self` can be declared as what it is here: a service worker's scope.
export {};

declare const self: ServiceWorkerGlobalScope;
// Set by build.mjs from the build's asset names: a new build is a new worker, whose cache replaces the old one.
declare const BUILD_VERSION: string;

const CACHE = `wedding-${BUILD_VERSION}`;

/** The guest's pages: / and /i/<token>. Everything else that is not a file of theirs is left to the network. */
const isGuestPage = (url: URL) => url.pathname === '/' || /^\/i\/[A-Za-z0-9_-]+$/.test(url.pathname);
/** Files named by their content hash, or the couple's portrait: the same address is always the same bytes. */
const isUnchangingFile = (url: URL) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/media/');

/** The page's address as it is kept: without its query or fragment, so any visit finds it... */
const pageKey = (url: URL) => `${url.origin}${url.pathname}`;
/** ...and, beside it, the page in each language it was shown in, for a visit that asks for one (?lang=hi). */
const languageKey = (url: URL, language: string) => `${pageKey(url)}?lang=${language}`;
const askedLanguage = (url: URL) => url.searchParams.get('lang');
/**
 * The language a page was served in (its code, as ?lang= names it), from its <html lang> tag ("hi-IN"): the server
 * chose it (the address, a cookie, the household).
 */
async function servedLanguage(response: Response): Promise<string | null> {
  const start = (await response.clone().text()).slice(0, 200);
  return /<html lang="([a-z]{2,3})[-"]/.exec(start)?.[1] ?? null;
}

async function keepPage(cache: Cache, url: URL, response: Response): Promise<void> {
  const language = await servedLanguage(response);
  await cache.put(pageKey(url), response.clone());
  if (language) await cache.put(languageKey(url, language), response.clone());
}

async function keptPage(cache: Cache, url: URL): Promise<Response | undefined> {
  const language = askedLanguage(url);
  return (language ? await cache.match(languageKey(url, language)) : undefined) ?? (await cache.match(pageKey(url)));
}

self.addEventListener('install', () => {
  // Nothing to fetch first: the page tells the worker what it loaded (see 'keep' below). Take over at once.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('wedding-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Stores what a page loaded before this worker controlled it: from the browser's HTTP cache, mostly. */
async function keep(addresses: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    addresses.map(async (address) => {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return;
      }
      if (url.origin !== self.location.origin) return;
      const page = isGuestPage(url);
      if (!page && !isUnchangingFile(url)) return;
      try {
        const response = await fetch(url.href, { credentials: 'same-origin' });
        if (!response.ok) return;
        if (page) await keepPage(cache, url, response);
        else await cache.put(url.href, response);
      } catch {
        // Offline already: what is not kept now is kept at the next visit.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'keep' in data && Array.isArray(data.keep)) {
    event.waitUntil(keep(data.keep.filter((item): item is string => typeof item === 'string')));
  }
});

// A venue's weak signal can hold a request for a minute: past this, the kept page is shown while the network goes on.
const SLOW_NETWORK_MS = 5000;

async function pageFromNetworkElseKept(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await keptPage(cache, url);
  const fromNetwork = fetch(event.request).then(async (response) => {
    // Only the page itself: a 404 or a 429 is not what to show tomorrow without a network.
    if (response.status === 200) await keepPage(cache, url, response);
    // A link the couple revoked (or a household deleted) is forgotten here too, not shown from the cache.
    if (response.status === 404 || response.status === 410) {
      const forgotten = (await cache.keys()).filter(
        (request) => request.url === pageKey(url) || request.url.startsWith(`${pageKey(url)}?`),
      );
      await Promise.all(forgotten.map((request) => cache.delete(request)));
    }
    // A proxy answering for a server that is down (502, 503, 504) is no page: the kept one is better.
    if (response.status >= 502 && response.status <= 504 && kept) return kept;
    return response;
  });
  if (!kept) return fromNetwork;
  // The fresh page still replaces the kept one when it arrives, for the next visit.
  event.waitUntil(fromNetwork.catch(() => undefined));
  const slow = new Promise<Response>((resolve) => setTimeout(() => resolve(kept), SLOW_NETWORK_MS));
  return Promise.race([fromNetwork.catch(() => kept), slow]);
}

async function fileFromKeptElseNetwork(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isGuestPage(url)) event.respondWith(pageFromNetworkElseKept(event, url));
  else if (isUnchangingFile(url)) event.respondWith(fileFromKeptElseNetwork(request));
  // Anything else (the API, /admin, calendar files, /healthz) is not touched: the browser fetches it as if no worker were here.
});
