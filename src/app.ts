import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from 'better-sqlite3';
import { createAuth } from './admin/auth';
import { ANSWER_LIMITS, answerLimiter } from './http/answer-limits';
import { errorHandler, frameworkErrorHandler } from './http/errors';
import { QuietRequestLog } from './http/logger';
import { createLoginThrottle } from './admin/login-throttle';
import { createKnownDevices } from './admin/known-devices';
import type { Portrait } from './pages/portrait';
import type { AnswerPages, PersonalPages } from './pages/answer-pages';
import type { PageFiles } from './pages/page-files';
import { adminRoutes } from './http/routes/admin';
import { assetRoutes } from './http/routes/assets';
import { healthRoutes } from './http/routes/health';
import { notFoundHandler, pageRoutes } from './http/routes/pages';
import { rsvpRoutes } from './http/routes/rsvp';
import { rsvpFormRoutes } from './http/routes/rsvp-form';
import { answerTaker } from './rsvp/take-answer';
import { createRsvpRepository } from './rsvp/repository';
import { registerSecurityHeaders, securityHeaders, securityHeadersSetter } from './http/security';
import { clientErrorAnswer } from './http/client-error';
import { createStorageGuard } from './storage/storage-guard';
import { calendarRoutes } from './http/routes/calendar';
import { serviceWorkerRoutes } from './http/routes/service-worker';
import type { CountryCode } from 'libphonenumber-js/max';
import { createGuestList } from './guests/guest-list';
import { householdNote, openRsvpNote } from './reach/answer-notes';
import { createNotifier, type NotifySettings } from './reach/notifier';
import { createMissThrottle } from './http/miss-throttle';
import { invitationRoutes } from './http/routes/invitations';
import { householdPageRoutes } from './http/routes/household-page';
import { householdAnswerTaker } from './guests/take-household-answer';
import type { Site } from '../shared/site/schema';
import type { LocalisedSite } from './site/localised-site';
import fastifyCookie from '@fastify/cookie';
import { weddingEvents } from '../shared/site/events';

export interface AppDeps {
  readonly db: Database;
  readonly pages: PageFiles;
  /** Renders the page that answers an RSVP form posted without the script (in a child process, in production). */
  readonly answerPages: AnswerPages;
  /** Renders a household's own page (/i/<token>), in the same child process. */
  readonly personalPages: PersonalPages;
  /** dist/public: the built client. Nothing outside its assets/ folder is ever served. */
  readonly publicDir: string;
  readonly portrait: Portrait | null;
  /** The wedding's content (site.json): its events, and the RSVP settings (mode, deadline, meals). */
  readonly site: Site;
  /** The same content in each language guests may read it in: what guests' pages and answers are made from. */
  readonly localised: LocalisedSite;
  /** PUBLIC_URL: makes the households' links absolute. */
  readonly publicUrl?: string | undefined;
  /** site.json's allowIndexing: what robots.txt tells search engines. */
  readonly allowIndexing: boolean;
  readonly logger: FastifyServerOptions['logger'];
  /** Proxies whose X-Forwarded-For/-Proto/-Host headers are believed (config.trustProxy). */
  readonly trustProxy: false | number | readonly string[];
  /** The clock admin sessions and the sign-in throttle are measured by; tests move it forward. */
  readonly now?: () => number;
  /** config.minFreeBytes and config.maxRsvps; tests set them to meet the limits. */
  readonly minFreeBytes?: number;
  readonly maxRsvps?: number;
  /** Guests' answers per 10 minutes, from one client and from everyone: config.answerLimits. */
  readonly answerLimits?: { readonly perClient: number; readonly overall: number };
  /** CLIENT_TIMEOUTS unless a test needs shorter ones to see a stalled client cut off. */
  readonly timeouts?: ClientTimeouts;
  /** Where the couple hears of each answer (NOTIFY_URL, SMTP_URL and NOTIFY_EMAIL); nowhere when absent. */
  readonly notify?: NotifySettings;
  /** The waits before each retry of a note; tests shorten them. */
  readonly notifyRetryDelaysMs?: readonly number[];
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

const DEFAULT_MIN_FREE_BYTES = 64_000_000;
const DEFAULT_MAX_RSVPS = 50_000;

const NOTES_GRACE_MS = 3_000;

// An RSVP is well under 4 KB; anything much larger is not a guest.
const BODY_LIMIT_BYTES = 16 * 1024;

/** The whole HTTP surface, built the same way for production and for tests; it does not listen. */
export async function buildApp({
  db,
  pages,
  answerPages,
  personalPages,
  site,
  localised,
  publicUrl,
  publicDir,
  portrait,
  allowIndexing,
  logger,
  trustProxy,
  now = Date.now,
  minFreeBytes = DEFAULT_MIN_FREE_BYTES,
  maxRsvps = DEFAULT_MAX_RSVPS,
  timeouts = CLIENT_TIMEOUTS,
  answerLimits = ANSWER_LIMITS,
  notify = { url: undefined, smtpUrl: undefined, email: undefined },
  notifyRetryDelaysMs,
}: AppDeps) {
  const setSecurityHeaders = securityHeadersSetter(pages.styleHashes);
  const app = Fastify({
    logger,
    frameworkErrors: frameworkErrorHandler(setSecurityHeaders),
    clientErrorHandler: clientErrorAnswer(securityHeaders(pages.styleHashes)),
    logController: new QuietRequestLog(),
    // A hop count trusts that many proxies nearest to us, whoever they are (what proxy-addr does with a number).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy && [...trustProxy],
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    ajv: {
      customOptions: {
        // No coercion: "attending": null must not quietly become false, nor "guestCount": "2" a number.
        coerceTypes: false,
        removeAdditional: true,
        allErrors: false,
        // The route schemas are ours, made by TypeBox and exercised by the tests; checking them against the JSON
        // Schema meta-schema at every start compiled the meta-schema itself, the largest part of start-up.
        validateSchema: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Only JSON is parsed: a text/plain body (what a cross-site HTML form can send) gets 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(pages, localised));
  if (localised.missing.length > 0) {
    app.log.warn(
      { missing: localised.missing },
      `site.json gives ${localised.missing.length} text(s) without a translation; guests reading that language see the other one: ${localised.missing.slice(0, 20).join(', ')}`,
    );
  }
  // The admin's session, and a guest's chosen language (src/http/pick-language.ts).
  await app.register(fastifyCookie);

  registerSecurityHeaders(app, setSecurityHeaders);

  const rsvps = createRsvpRepository(db);
  const auth = createAuth(db, now);
  const storage = createStorageGuard({
    db,
    file: db.name,
    minFreeBytes,
    now,
    // The couple learns of it once, in the log, when it starts and when it ends; /healthz says it meanwhile.
    onChange: (problem) =>
      problem
        ? app.log.error({ problem: problem.error }, problem.detail)
        : app.log.info('the database can be written again'),
  });
  const limiter = await answerLimiter(app, { ...ANSWER_LIMITS, ...answerLimits });
  const notifier = createNotifier(
    notify,
    app.log,
    notifyRetryDelaysMs ? { retryDelaysMs: [...notifyRetryDelaysMs] } : {},
  );
  // Notes still on their way get a moment to leave before the process ends; one stuck on a dead endpoint is given up.
  app.addHook('onClose', async () => {
    await Promise.race([notifier.idle(), new Promise((resolve) => setTimeout(resolve, NOTES_GRACE_MS).unref())]);
    notifier.close();
  });
  const takeAnswer = answerTaker({
    rsvps,
    storage,
    maxRsvps,
    site,
    now,
    onStored: (stored) => notifier.notify(openRsvpNote(stored.record)),
  });
  const guestList = createGuestList(db, {
    linkBase: publicUrl ?? '',
    eventOrder: weddingEvents(site).map((event) => event.id),
    // Checked when site.json was loaded (isSupportedCountry), so the cast only narrows a string already known good.
    defaultCountry: (site.defaultCountry ?? 'IN') as CountryCode,
  });
  await app.register(rsvpRoutes, { takeAnswer, limitAnswers: limiter.hook });
  await app.register(rsvpFormRoutes, { site: localised, takeAnswer, checkAnswerLimits: limiter.check, answerPages });
  const misses = createMissThrottle({ now });
  const takeHouseholdAnswer = householdAnswerTaker({
    site,
    guestList,
    storage,
    now,
    onSaved: (household, changed) => notifier.notify(householdNote(household, weddingEvents(site), changed)),
  });
  await app.register(invitationRoutes, {
    site: localised,
    guestList,
    storage,
    misses,
    checkHouseholdAnswers: limiter.checkHousehold,
    takeHouseholdAnswer,
    now,
  });
  await app.register(householdPageRoutes, {
    site: localised,
    guestList,
    storage,
    misses,
    pages,
    personalPages,
    takeHouseholdAnswer,
    checkHouseholdAnswers: limiter.checkHousehold,
    now,
  });
  await app.register(calendarRoutes, { site: localised, guestList, misses, publicUrl, now });
  await app.register(adminRoutes, {
    auth,
    rsvps,
    throttle: createLoginThrottle(now),
    devices: createKnownDevices(db),
    storage,
    guests: { site, guestList, storage },
    reach: { site, guestList, publicUrl },
  });
  await app.register(pageRoutes, {
    pages,
    site: localised,
    portrait,
    allowIndexing,
    closesAt: site.rsvp?.closesAt,
    now,
  });
  await app.register(healthRoutes, { storage });

  await app.register(assetRoutes, { assetsDir: path.join(publicDir, 'assets') });
  await app.register(serviceWorkerRoutes, { publicDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
