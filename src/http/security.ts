import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Refused } from './refused';

/**
 * The Content-Security-Policy. Scripts only from our own origin: no inline script, no eval. The page's data
 * travels in a <script type="application/json"> block, which is data and never runs, so it needs no
 * exception; the one inline <style> the pages carry is allowed by its hash.
 */
function contentSecurityPolicy(styleHashes: readonly string[], admin: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${["'self'", ...styleHashes].join(' ')}`,
    // The admin's door reads a photo of a card (an object URL of the file) with a decoder in a worker of its own
    // making (qr-scanner): both are blob: addresses made by our own script. The guest pages need neither.
    ...(admin ? ["img-src 'self' data: blob:", "worker-src 'self' blob:"] : ["img-src 'self' data:"]),
    // Fonts and fetches are default-src's: 'self' (so are workers, on the guest pages). Written out, they were 37
    // bytes more of the header Node checks character by character at every request.
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Every answer's security headers, computed once. (They are what @fastify/helmet sends, plus a Permissions-Policy;
 * helmet rebuilt them at every request, which cost 40% of the guest page's throughput.) Not helmet's
 * X-Permitted-Cross-Domain-Policies, which only Flash and Acrobat read, nor its X-XSS-Protection: 0, which turns off
 * an auditor browsers dropped in 2019 (where one is left, the worst it can do is block the page's script, and the
 * pages work without it): every header is Node's work at every request (test/budget/answer-headers.test.ts).
 */
export function securityHeaders(styleHashes: readonly string[], admin = false): Readonly<Record<string, string>> {
  const camera = admin ? 'self' : '';
  return Object.freeze({
    'Content-Security-Policy': contentSecurityPolicy(styleHashes, admin),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    // The site's address is nobody else's business, not even the maps service's.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Frame-Options': 'DENY',
    // Nothing on the site needs a camera, a microphone, the guest's location or a payment sheet.
    // The camera only for the admin's own pages, where the door scans the households' cards.
    'Permissions-Policy': `camera=(${camera}), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()`,
  });
}

const openPolicies = new WeakMap<readonly string[], string>();

/**
 * The policy of the open pages (the invitation, its closed form, the not-found page) and of the build's files,
 * allowing only the inline styles the open pages carry (PageFiles.openStyleHashes) instead of every look's: little
 * more than half the bytes of the header nearly all of a wedding's traffic gets. A page is sent with the policy of
 * the content it came from, so a change of look cannot come in between; a script's or a font's policy has no use for
 * style hashes at all.
 */
export function openPagePolicy(openStyleHashes: readonly string[]): string {
  let policy = openPolicies.get(openStyleHashes);
  if (policy === undefined) {
    policy = contentSecurityPolicy(openStyleHashes, false);
    openPolicies.set(openStyleHashes, policy);
  }
  return policy;
}

// Sent only over HTTPS: over plain HTTP it means nothing, and on a LAN it would pin a browser to an HTTPS
// the Pi does not have.
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Puts the security headers on one answer: the hook below for every request, and the bad-URL answer (app.ts). The
 * pages' inline styles can change with the content (a save in the admin), so their hashes are asked for each time and
 * the headers made again only when they did change.
 */
export function securityHeadersSetter(styleHashes: () => readonly string[]) {
  let madeFor = styleHashes();
  let headers = securityHeaders(madeFor);
  let adminHeaders = securityHeaders(madeFor, true);
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const hashes = styleHashes();
    if (hashes !== madeFor) {
      madeFor = hashes;
      headers = securityHeaders(hashes);
      adminHeaders = securityHeaders(hashes, true);
    }
    reply.headers(adminPage(request.url) ? adminHeaders : headers);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  };
}

/** The admin's own pages (not the guest pages its previews draw): the only ones that may use the camera. */
function adminPage(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return (path === '/admin' || path.startsWith('/admin/')) && !path.startsWith('/admin/preview/');
}

/** Security headers on every answer, pages, assets, API and errors alike. Registered before any route. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  setHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    setHeaders(request, reply);
    done();
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing API call must come from our own pages. Browsers say where a request came from in
 * Sec-Fetch-Site (all current ones) or Origin (older ones); a request with neither is not from a browser,
 * so it cannot be a forged cross-site request and is let through (curl, scripts, uptime monitors).
 */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin !== `${request.protocol}://${request.host}`;
  return false;
}

/** An onRequest hook for the API's plugins: refuses a state-changing call from another site with 403. */
export function refuseCrossSite(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (SAFE_METHODS.has(request.method) || !isCrossSite(request)) {
    done();
    return;
  }
  request.log.warn(
    { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
    'cross-site request refused',
  );
  done(Refused.because('cross-site-request', 'This request came from another site and was refused.'));
}
