import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from 'better-sqlite3';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { GuardedRoute } from './http/access';
import { clientErrorAnswer } from './http/client-error';
import { errorHandler, frameworkErrorHandler } from './http/errors';
import { lazySchemaCompilers } from './http/lazy-compilers';
import { QuietRequestLog } from './http/logger';
import { createMemoryShortcut, type ProxyTrust, type Shortcut, serverWithShortcut } from './http/memory-shortcut';
import { notFoundHandler } from './http/routes/pages';
import { registerSecurityHeaders, securityHeaders, securityHeadersSetter } from './http/security';
import { SITE_PARTS } from './http/site-parts';
import type { AnswerPages, PersonalPages } from './pages/answer-pages';
import { loadAssets } from './pages/assets';
import type { ContentMaker } from './pages/content';
import type { LiveContent } from './pages/live-content';
import { createServices } from './services';
import type { PhotoPreparer } from './site/photo-in-child';

/** What the couple sets in the environment (config.ts), with its defaults: tests start from the same ones. */
export type WeddingSettings = Pick<
  Config,
  'publicUrl' | 'trustProxy' | 'minFreeBytes' | 'maxRsvps' | 'answerLimits' | 'notify'
>;

/** What the machine provides rather than the couple: where the log goes, the clock, and how long clients may take. */
export interface Platform {
  readonly logger: FastifyServerOptions['logger'];
  /** The clock sessions, deadlines and throttles are measured by; tests move it forward. */
  readonly now: () => number;
  /** CLIENT_TIMEOUTS, unless a test needs shorter ones to see a stalled client cut off. */
  readonly timeouts: ClientTimeouts;
  /** The waits before each retry of a note to the couple; tests shorten them. */
  readonly notifyRetryDelaysMs?: readonly number[];
  /**
   * Registered before any route, so that a plugin which reads routes as they are added sees them all: the HTTP
   * reference's generator (scripts/http-reference) registers @fastify/swagger here. Production registers nothing.
   */
  readonly beforeRoutes?: (app: FastifyInstance) => Promise<void>;
}

export interface AppDeps {
  readonly db: Database;
  /** The wedding's content, in each language, made into pages (pages/content.ts), as it is now: read per request. */
  readonly content: LiveContent;
  /** Where site.json lives, and how content is made from it again when the couple saves it in the admin. */
  readonly siteFiles: {
    readonly dataDir: string;
    readonly makeContent: ContentMaker;
    readonly preparePhoto?: PhotoPreparer;
  };
  /** dist/public: the built client. Nothing outside its assets/ folder is ever served. */
  readonly publicDir: string;
  /** The pages made per request, in a child process in production: a form's answer, a household's own page. */
  readonly renderers: { readonly answerPages: AnswerPages; readonly personalPages: PersonalPages };
  readonly settings: WeddingSettings;
  readonly platform: Platform;
}

/**
 * How long a client may take to send a request. A guest on a poor 2G connection uploads at about 20 kbit/s
 * with 400 ms of latency: an RSVP's headers (about 1 KB) take half a second and the largest body we accept
 * (16 KB) about 7 s, so 20 s for the headers and 30 s for the whole request leave them four times their need.
 * A client that stalls mid-body gets 408 and its socket back. Node looks for such requests only every
 * `checkEveryMs`, so one is cut within 35 s. Idle keep-alive sockets close after Fastify's 72 s, longer than
 * the 60 s a proxy such as Caddy or a cloud balancer keeps an idle upstream connection, so a proxy never sends
 * a guest's POST down a socket we are closing.
 */
export const CLIENT_TIMEOUTS = {
  headersMs: 20_000,
  requestMs: 30_000,
  checkEveryMs: 5_000,
  keepAliveMs: 72_000,
} as const;
export type ClientTimeouts = { readonly [K in keyof typeof CLIENT_TIMEOUTS]: number };

/**
 * TRUST_PROXY as the one function Fastify and the shortcut both ask: a hop count trusts that many proxies nearest to
 * us, whoever they are (what proxy-addr does with a number).
 */
export function proxyTrust(trustProxy: WeddingSettings['trustProxy']): ProxyTrust | false {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile([...trustProxy]);
}

// An RSVP is well under 4 KB; anything much larger is not a guest.
const BODY_LIMIT_BYTES = 16 * 1024;

/** The whole HTTP surface, built the same way for production and for tests; it does not listen. */
export async function buildApp(deps: AppDeps) {
  const { content, publicDir, renderers, settings, platform } = deps;
  const { now, timeouts } = platform;
  const styleHashes = () => content.current.pages.styleHashes;
  const setSecurityHeaders = securityHeadersSetter(styleHashes);
  const trust = proxyTrust(settings.trustProxy);
  // Answered before Fastify once the routes that answer the same requests exist (below); until then, nothing is.
  let shortcut: Shortcut = () => false;
  const app = Fastify({
    serverFactory: (handler) => serverWithShortcut(handler, timeouts, () => shortcut),
    logger: platform.logger,
    frameworkErrors: frameworkErrorHandler(setSecurityHeaders),
    clientErrorHandler: clientErrorAnswer(() => securityHeaders(styleHashes())),
    logController: new QuietRequestLog(),
    trustProxy: trust,
    bodyLimit: BODY_LIMIT_BYTES,
    schemaController: { compilersFactory: lazySchemaCompilers() },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await platform.beforeRoutes?.(app);
  // Only JSON is parsed: a text/plain body (what a cross-site HTML form can send) gets 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(content));
  const warnOfMissingTexts = ({ localised }: LiveContent['current']) => {
    if (localised.missing.length === 0) return;
    app.log.warn(
      { missing: localised.missing },
      `site.json gives ${localised.missing.length} text(s) without a translation; ` +
        `guests reading that language see the other one: ${localised.missing.slice(0, 20).join(', ')}`,
    );
  };
  warnOfMissingTexts(content.current);
  content.onReplace(warnOfMissingTexts);
  // The admin's session, and a guest's chosen language (src/http/pick-language.ts).
  await app.register(fastifyCookie);

  registerSecurityHeaders(app, setSecurityHeaders);

  const services = await createServices(app, deps);
  // Every signed-in route with the rule that guards it, as registered: test/api/roles.test.ts walks them all.
  const guardedRoutes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  const assetsDir = path.join(publicDir, 'assets');
  const assets = loadAssets(assetsDir);
  const siteServices = { ...services, content, renderers, publicDir, assetsDir, assets, guardedRoutes, now };
  for (const part of SITE_PARTS) await part.register(app, siteServices);

  // Fastify writes the requests' log lines (src/http/logger.ts); at debug level every request has them.
  const logsEveryRequest = app.log.level === 'debug' || app.log.level === 'trace';
  if (!logsEveryRequest) shortcut = createMemoryShortcut({ content, assets, now, trust });
  // Closing, Fastify answers each request 503 with Connection: close, so no kept-alive socket holds the close back for
  // keepAliveTimeout (72 s, then the process is ended); the shortcut answering 200 and keeping the socket would.
  app.addHook('preClose', (done) => {
    shortcut = () => false;
    done();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    guardedRoutes: readonly GuardedRoute[];
  }
}
