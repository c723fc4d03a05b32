import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './schemas/error';

// Scripts only from our own origin: no inline script, no eval. The page's data travels in a
// <script type="application/json"> block, which is data and never runs, so it needs no exception.
const contentSecurityPolicy = (styleHashes: readonly string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Our stylesheets, and the one inline <style> the pages carry, allowed by its hash: no 'unsafe-inline'.
    styleSrc: ["'self'", ...styleHashes],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
});

// Nothing on the site needs a camera, a microphone, the guest's location or a payment sheet.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';
const HSTS = 'max-age=31536000; includeSubDomains';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing API call must come from our own pages. Browsers say where a request came from in
 * Sec-Fetch-Site (all current ones) or Origin (older ones); a request with neither is not from a browser,
 * so it cannot be a forged cross-site request and is let through (curl, scripts, uptime monitors).
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin !== `${request.protocol}://${request.host}`;
  return false;
}

async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
  if (!isCrossSite(request)) return;
  request.log.warn({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'cross-site request refused');
  const body: ErrorBody = { error: 'cross-site-request', message: 'This request came from another site and was refused.' };
  return reply.code(403).send(body);
}

/** Security headers on every answer, and the cross-site refusal. Registered before any route. */
export async function registerSecurity(app: FastifyInstance, styleHashes: readonly string[]): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: contentSecurityPolicy(styleHashes),
    referrerPolicy: { policy: 'no-referrer' },
    // Sent only over HTTPS (below): over plain HTTP it means nothing, and on a LAN it would pin a
    // browser to an HTTPS the Pi does not have.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
  app.addHook('onRequest', refuseCrossSite);
}
