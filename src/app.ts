import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from 'better-sqlite3';
import { createAuth } from './admin/auth';
import { ANSWER_WINDOW_MS, answerLimiter } from './http/answer-limits';
import { errorHandler, frameworkErrorHandler } from './http/errors';
import { QuietRequestLog } from './http/logger';
import { lazySchemaCompilers } from './http/lazy-compilers';
import { createLoginThrottle } from './admin/login-throttle';
import { createKnownDevices } from './admin/known-devices';
import { createPeople } from './admin/people';
import { SESSION_COOKIE } from './admin/auth';
import { createPasskeys } from './admin/passkeys';
import type { GuardedRoute } from './http/access';
import type { LiveContent } from './pages/live-content';
import type { ContentMaker } from './pages/content';
import type { PhotoPreparer } from './site/photo-in-child';
import { createSiteEditor } from './site/site-editor';
import type { Config } from './config';
import type { AnswerPages, PersonalPages } from './pages/answer-pages';
import { adminRoutes, DOOR_PHONE_COOKIE, liveSession } from './http/routes/admin';
import { createAnswerProofs } from './http/answer-proofs';
import { secretKey } from './storage/secret-key';
import { assetRoutes } from './http/routes/assets';
import { healthRoutes } from './http/routes/health';
import { notFoundHandler, pageRoutes } from './http/routes/pages';
import { rsvpRoutes } from './http/routes/rsvp';
import { rsvpFormRoutes } from './http/routes/rsvp-form';
import { answerTaker } from './rsvp/take-answer';
import { createRsvpRepository } from './rsvp/repository';
import { openPagePolicy, registerSecurityHeaders, securityHeaders, securityHeadersSetter } from './http/security';
import { clientErrorAnswer } from './http/client-error';
import { createStorageGuard } from './storage/storage-guard';
import { calendarRoutes } from './http/routes/calendar';
import { serviceWorkerRoutes } from './http/routes/service-worker';
import type { CountryCode } from 'libphonenumber-js/max';
import { createGuestList } from './guests/guest-list';
import { householdNote, openRsvpNote } from './reach/answer-notes';
import { createNotifier } from './reach/notifier';
import { createMissThrottle } from './http/miss-throttle';
import { invitationRoutes } from './http/routes/invitations';
import { travelRoutes } from './http/routes/travel';
import { createCheckins } from './day/checkins';
import { createUpdates } from './day/updates';
import { createGifts } from './day/gifts';
import { createStay } from './stay/stay';
import { householdPageRoutes } from './http/routes/household-page';
import { householdAnswerTaker } from './guests/take-household-answer';
import fastifyCookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import { memoryShortcut, type ProxyTrust, serverWithShortcut, type Shortcut } from './http/memory-shortcut';
import { loadAssets } from './pages/assets';
import { weddingEvents } from '../shared/site/events';

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

const NOTES_GRACE_MS = 3_000;

// An RSVP is well under 4 KB; anything much larger is not a guest.
const BODY_LIMIT_BYTES = 16 * 1024;

/** The whole HTTP surface, built the same way for production and for tests; it does not listen. */
export async function buildApp({ db, content, siteFiles, publicDir, renderers, settings, platform }: AppDeps) {
  const { now, timeouts } = platform;
  const { trustProxy, publicUrl } = settings;
  const styleHashes = () => content.current.pages.styleHashes;
  // The content as each request finds it: a save in the admin's editor replaces it while the site runs.
  const englishSite = () => content.current.site;
  const localisedSite = () => content.current.localised;
  const setSecurityHeaders = securityHeadersSetter(styleHashes);
  const trust = proxyTrust(trustProxy);
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
      `site.json gives ${localised.missing.length} text(s) without a translation; guests reading that language see the other one: ${localised.missing.slice(0, 20).join(', ')}`,
    );
  };
  warnOfMissingTexts(content.current);
  content.onReplace(warnOfMissingTexts);
  // The admin's session, and a guest's chosen language (src/http/pick-language.ts).
  await app.register(fastifyCookie);

  registerSecurityHeaders(app, setSecurityHeaders);

  const rsvps = createRsvpRepository(db, now);
  const auth = createAuth(db, now);
  const storage = createStorageGuard({
    db,
    file: db.name,
    minFreeBytes: settings.minFreeBytes,
    now,
    // The couple learns of it once, in the log, when it starts and when it ends; /healthz says it meanwhile.
    onChange: (problem) =>
      problem
        ? app.log.error({ problem: problem.error }, problem.detail)
        : app.log.info('the database can be written again'),
  });
  const proofs = createAnswerProofs(secretKey(db, 'answer-proofs'), now);
  const limiter = await answerLimiter(app, { ...settings.answerLimits, windowMs: ANSWER_WINDOW_MS }, proofs);
  const notifier = createNotifier(
    settings.notify,
    app.log,
    platform.notifyRetryDelaysMs ? { retryDelaysMs: [...platform.notifyRetryDelaysMs] } : {},
  );
  // Notes still on their way get a moment to leave before the process ends; one stuck on a dead endpoint is given up.
  app.addHook('onClose', async () => {
    await Promise.race([notifier.idle(), new Promise((resolve) => setTimeout(resolve, NOTES_GRACE_MS).unref())]);
    notifier.close();
  });
  const takeAnswer = answerTaker({
    rsvps,
    storage,
    maxRsvps: settings.maxRsvps,
    site: englishSite,
    now,
    onStored: (stored) => notifier.notify(openRsvpNote(stored.record)),
  });
  // PUBLIC_URL wins; else the address the couple set in the admin's settings, read at each use so a save counts at once.
  const publicUrlNow = () => publicUrl ?? content.current.file.publicUrl;
  const itineraryOf = ({ site }: LiveContent['current']) => ({
    linkBase: publicUrlNow() ?? '',
    eventOrder: weddingEvents(site).map((event) => event.id),
    // Checked when site.json was loaded (isSupportedCountry), so the cast only narrows a string already known good.
    defaultCountry: (site.defaultCountry ?? 'IN') as CountryCode,
  });
  const stay = createStay(db, now);
  const people = createPeople(db, now);
  const { smtpUrl, email: coupleEmail } = settings.notify;
  const day = {
    checkins: createCheckins(db, now),
    updates: createUpdates(db, now),
    gifts: createGifts(db, now),
    mail: smtpUrl && coupleEmail ? { smtpUrl, from: coupleEmail } : null,
  };
  const guestList = createGuestList(db, {
    ...itineraryOf(content.current),
    beforeMembersGo: stay.noteLeaving,
    now,
  });
  content.onReplace((next) => guestList.setItinerary(itineraryOf(next)));
  await app.register(rsvpRoutes, { takeAnswer, limitAnswers: limiter.hook, proofs });
  await app.register(rsvpFormRoutes, {
    site: localisedSite,
    takeAnswer,
    checkAnswerLimits: limiter.check,
    answerPages: renderers.answerPages,
  });
  const misses = createMissThrottle({ now });
  const takeHouseholdAnswer = householdAnswerTaker({
    site: englishSite,
    guestList,
    storage,
    now,
    onSaved: (household, changed) =>
      notifier.notify(householdNote(household, weddingEvents(content.current.site), changed)),
  });
  await app.register(invitationRoutes, {
    site: localisedSite,
    guestList,
    storage,
    misses,
    checkHouseholdAnswers: limiter.checkHousehold,
    takeHouseholdAnswer,
    stay,
    updates: day.updates,
    now,
  });
  await app.register(travelRoutes, {
    site: englishSite,
    guestList,
    stay,
    storage,
    misses,
    checkHouseholdAnswers: limiter.checkHousehold,
  });
  const devices = createKnownDevices(db);
  await app.register(householdPageRoutes, {
    content,
    guestList,
    storage,
    misses,
    personalPages: renderers.personalPages,
    takeHouseholdAnswer,
    checkHouseholdAnswers: limiter.checkHousehold,
    stay,
    updates: day.updates,
    // A household's card read by a door's phone, signed in: the check-in for that household, not its invitation.
    atTheDoor: (request, reply) => {
      // The mark names the door's account: removed (or no longer a door), its phone opens invitations again.
      const marked = devices.doorPhoneAccount(request.cookies[DOOR_PHONE_COOKIE]);
      if (marked !== null && people.person(marked)?.role === 'door') return true;
      if (request.cookies[DOOR_PHONE_COOKIE] !== undefined) reply.clearCookie(DOOR_PHONE_COOKIE, { path: '/i/' });
      if (!request.cookies[SESSION_COOKIE]) return false;
      const userId = liveSession({ auth, people, storage }, request, reply);
      return userId !== null && people.person(userId)?.role === 'door';
    },
    now,
  });
  await app.register(calendarRoutes, { site: localisedSite, guestList, misses, publicUrl: publicUrlNow, stay, now });
  const siteEditor = createSiteEditor({ ...siteFiles, db, storage, live: content, now });
  // Every signed-in route with the rule that guards it, as registered: test/api/roles.test.ts walks them all.
  const guardedRoutes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  await app.register(adminRoutes, {
    auth,
    people,
    passkeys: createPasskeys(db, now),
    guardedRoutes,
    rsvps,
    throttle: createLoginThrottle(now),
    devices,
    storage,
    siteEditor,
    personalPages: renderers.personalPages,
    guests: {
      site: englishSite,
      siteIn: (language) => content.current.localised.in[language],
      guestList,
      storage,
      publicUrl: publicUrlNow,
      holdingContent: siteEditor.holdingContent,
      openFormTotals: () => rsvps.unlinkedTotals(),
      openFormAnswers: () => rsvps.counted(),
      travelOf: (householdId) => stay.travelOf(householdId),
      stayHeldBy: (memberIds) => stay.heldBy(memberIds),
      now,
    },
    firstRun: {
      content: () => ({ file: content.current.file, hasPortrait: content.current.portrait !== null }),
      publicUrl: publicUrlNow,
    },
    reach: { siteIn: (language) => content.current.localised.in[language], guestList, publicUrl: publicUrlNow },
    stay,
    day,
  });
  await app.register(pageRoutes, { content, now });
  await app.register(healthRoutes, { storage });

  const assetsDir = path.join(publicDir, 'assets');
  const assets = loadAssets(assetsDir);
  await app.register(assetRoutes, {
    assetsDir,
    assets,
    policy: () => openPagePolicy(content.current.pages.openStyleHashes),
  });
  await app.register(serviceWorkerRoutes, { publicDir });

  // Fastify writes the requests' log lines (src/http/logger.ts); at debug level every request has them.
  const logsEveryRequest = app.log.level === 'debug' || app.log.level === 'trace';
  if (!logsEveryRequest) shortcut = memoryShortcut({ content, assets, now, trust });
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
