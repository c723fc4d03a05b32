import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { SignupSchema } from '../../../shared/admin/people';
import { LoginSchema, SessionStateSchema } from '../../../shared/admin/schemas';
import { printSheetWords } from '../../../shared/i18n/print-sheet-words';
import { type Auth, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../admin/auth';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS, type KnownDevices } from '../../admin/known-devices';
import type { LoginThrottle } from '../../admin/login-throttle';
import type { Passkeys } from '../../admin/passkeys';
import { type People, SignupRefused } from '../../admin/people';
import { createSignInCodes } from '../../admin/sign-in-codes';
import type { Checkins } from '../../day/checkins';
import type { Gifts } from '../../day/gifts';
import type { Updates } from '../../day/updates';
import { givingWay } from '../../give-way';
import type { PersonalPages } from '../../pages/answer-pages';
import { escapeHtml } from '../../pages/escape-html';
import { PRINT_STYLE_HASH, printCardsPage } from '../../reach/print-cards';
import type { RsvpRepository } from '../../rsvp/repository';
import type { SiteEditor } from '../../site/site-editor';
import type { Stay } from '../../stay/stay';
import type { StorageGuard } from '../../storage/storage-guard';
import { type GuardedRoute, refuseOtherRoles, requireAccessRules, seesSide } from '../access';
import { clientKey } from '../client-key';
import { ErrorSchema } from '../error-schema';
import { linkOrigin } from '../link-origin';
import { phonesFirst } from '../phones-first';
import { doneOr, Refused } from '../refused';
import { refuseCrossSite } from '../security';
import { fieldErrorFormatter } from '../validation';
import { waitInWords } from '../wait-in-words';
import { createWindowCounter } from '../window-counter';
import { ADMIN_ROOMS } from './admin-rooms';
import type { FirstRunOptions } from './first-run-admin';
import type { GuestListAdminOptions } from './guest-list-admin';
import { passkeyRoutes } from './passkey-admin';
import { originWarning, type QrAdminOptions, unreachableRefusal } from './qr-admin';
import { createPreviewStore } from './site-preview';

const DATABASE_GONE =
  'The database file was moved or deleted while the site ran, so nothing can be saved, a sign-in included. Restart the site (after restoring a backup, if that was the intent).';
// One collator, made at the first sort: localeCompare makes one per call, and the print sheet sorts 5,000 names. Not
// at load, since ICU's collation data is 2.5 MB of resident memory a server that only serves guests never needs.
let byName: Intl.Collator | undefined;
function collatorOnce(): Intl.Collator {
  byName ??= new Intl.Collator('en');
  return byName;
}

/**
 * The cookie lives exactly as long as the session on the server: set at sign-in, and set again whenever the server
 * slides the session forward, so the browser never drops a session the server still honours, nor keeps a dead one.
 */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, lifetimeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    // Only over HTTPS may the browser be told to keep the cookie off plain HTTP; on http://localhost it would be lost.
    secure: request.protocol === 'https',
    maxAge: Math.floor(lifetimeMs / 1000),
  });
}

/** Marks a phone signed in as a door: a household's card opened on it goes to the check-in (household-page.ts). */
export const DOOR_PHONE_COOKIE = 'wedding_door_phone';

/**
 * The account of the request's live session, or null; renews the cookie when the server renewed the session (and
 * notes the day the person last used the admin).
 */
export function liveSession(
  { auth, people, storage }: { auth: Auth; people: People; storage: StorageGuard },
  request: FastifyRequest,
  reply: FastifyReply,
): number | null {
  const token = request.cookies[SESSION_COOKIE];
  // The renewal is a write like any other, behind the storage guard; one the disk refuses leaves the session as it
  // was (it still has days to run), said in the log, and the request goes on.
  const guarded = (work: () => void): boolean => {
    try {
      const outcome = storage.write(work);
      if ('refused' in outcome) request.log.warn({ error: outcome.refused.error }, 'a session was not renewed');
      return 'done' in outcome;
    } catch (err) {
      request.log.warn({ err }, 'a session was not renewed');
      return false;
    }
  };
  const session = auth.checkSession(token, guarded);
  if (session?.renewed && token) {
    setSessionCookie(request, reply, token, session.expiresAt - auth.now());
    guarded(() => people.touch(session.userId));
  }
  return session?.userId ?? null;
}

/**
 * Each route's schema below, with what the HTTP reference says of it (docs/http-reference.md is made from these).
 * Kept out of the plugin so that its length stays its code's, as `npm run house` counts it.
 */
const SCHEMAS = {
  login: {
    summary: 'Signs in with a password, and sets the session cookie',
    description:
      '`200 {signedIn: true}` and the cookie (HttpOnly, SameSite=Strict, Secure over HTTPS); without `username`, the ' +
      "couple's first account (the spec's sign-in). `401` for a wrong password; `429` after 5 wrong passwords for " +
      'one account from one connection in 15 minutes (10 from a device that signed in to it before), or while the ' +
      'site is under attack; `503` when the database file was moved away under the running server.',
    body: LoginSchema,
    response: { 200: SessionStateSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
  },
  loginWithCode: {
    summary: 'Signs in with a one-time code made on a device already signed in',
    description:
      "`200` and a session cookie for the code's account; no password is asked, so it goes past the slowing of " +
      'sign-ins under attack. `401` for a code that is wrong, used or expired (they last ten minutes, once); `429` ' +
      'after 10 wrong codes from one connection in 15 minutes.',
    body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false }),
    response: { 200: SessionStateSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
  },
  signupAbout: {
    summary: 'Whom a sign-up link is for, and the language to greet them in',
    description: '`{name, language}`, without using the link; `410` for a link used, expired or unknown.',
    body: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }, { additionalProperties: false }),
    response: {
      200: Type.Object({ name: Type.String(), language: Type.Union([Type.Literal('en'), Type.Literal('hi')]) }),
      '4xx': ErrorSchema,
    },
  },
  signup: {
    summary: 'Signs up with a one-time link, choosing a username and a password, and signs in',
    description:
      '`201` and a session cookie; `410` for a link used, expired or unknown (said in words), `409` for a username ' +
      'taken.',
    body: SignupSchema,
    response: { 201: SessionStateSchema, '4xx': ErrorSchema, '5xx': ErrorSchema },
  },
  logout: { summary: 'Ends the session on the server, and clears its cookie', response: { 200: SessionStateSchema } },
  session: {
    summary: 'Whether this browser is signed in',
    description: 'No sign-in needed to ask: `{signedIn}`, true while this browser holds a live session.',
    response: { 200: SessionStateSchema },
  },
  printCards: {
    summary: 'The printable sheet of cards, one per household, each with its QR code',
    description:
      "Signed in as the couple or an organiser (an organiser's sheet holds the households they may see), else `303` " +
      'to `/admin`, or `403` signed in as anyone else. At an address no guest can open, a `409` page saying so, with ' +
      'a link to print them anyway (`?anyway=1`).',
  },
};

/** What the admin is made from: the services (src/services.ts), as site-parts.ts hands them over. */
export interface AdminOptions {
  auth: Auth;
  people: People;
  passkeys: Passkeys;
  /** Filled with every signed-in route and its rule as they are registered. */
  guardedRoutes: GuardedRoute[];
  rsvps: RsvpRepository;
  throttle: LoginThrottle;
  devices: KnownDevices;
  storage: StorageGuard;
  siteEditor: SiteEditor;
  /** The household pages' renderer: the preview of a household's page drawn from a draft of the content. */
  personalPages: PersonalPages;
  guests: GuestListAdminOptions;
  firstRun: FirstRunOptions;
  reach: QrAdminOptions;
  stay: Stay;
  /** The wedding's own days: the door's check-ins, the couple's updates, the register of gifts. */
  day: {
    checkins: Checkins;
    updates: Updates;
    gifts: Gifts;
    /** The couple's own mail server and address, when set (SMTP_URL, NOTIFY_EMAIL): updates may go by e-mail. */
    mail: { readonly smtpUrl: string; readonly from: string } | null;
  };
}

export type SignInThisBrowser = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; userId: number },
) => void;

/** The couple's side: sign-in and sign-out, and a signed-in scope that holds every admin resource's routes. */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminOptions> = async (app, options) => {
  const { auth, people, passkeys, guardedRoutes, throttle, devices, storage, reach } = options;
  app.decorateRequest('person', null);
  const signInCodes = createSignInCodes(auth.now);
  const hasLiveSession = (request: FastifyRequest, reply: FastifyReply) =>
    liveSession({ auth, people, storage }, request, reply) !== null;
  // The couple's first account keeps the device cookie it always had, so an upgrade forgets no device.
  const deviceCookieFor = (accountId: number | null) =>
    accountId === null
      ? null
      : accountId === auth.accountId(undefined)
        ? DEVICE_COOKIE
        : `${DEVICE_COOKIE}_${accountId}`;
  /** A new session id at every sign-in; the one this browser held before (if any) ends now. */
  const signInThisBrowser: SignInThisBrowser = (request, reply, session) => {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) auth.signOut(previous);
    setSessionCookie(request, reply, session.token, SESSION_LIFETIME_MS);
    people.touch(session.userId);
    // A door's phone is marked as one by a cookie a camera app's link carries (the session's, SameSite=Strict, is
    // not sent on a link opened from outside): the household page sends it to the check-in, which asks for the
    // session itself. It opens nothing by itself.
    if (people.person(session.userId)?.role === 'door')
      reply.setCookie(DOOR_PHONE_COOKIE, devices.doorPhone(session.userId), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/i/',
        secure: request.protocol === 'https',
        maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
      });
    else reply.clearCookie(DOOR_PHONE_COOKIE, { path: '/i/' });
  };
  // A sign-in, a sign-out or any change from another site is refused before anything else is read.
  app.addHook('onRequest', refuseCrossSite);

  app.post(
    '/api/admin/login',
    {
      schema: SCHEMAS.login,
      schemaErrorFormatter: fieldErrorFormatter({ password: 'Enter the admin password' }),
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Wrong passwords are counted per account: guesses at one person's password slow no one else. A device is
      // known to an account it signed in to before (the couple's first account keeps the cookie it always had).
      const accountId = auth.accountId(username);
      const deviceCookie = deviceCookieFor(accountId);
      // Names that are no one's share one count per client: made-up names must not multiply a client's tries.
      const account = accountId === null ? 'unknown' : String(accountId);
      const signedFor = accountId === null || accountId === auth.accountId(undefined) ? undefined : accountId;
      const device = deviceCookie ? devices.identify(request.cookies[deviceCookie], signedFor) : null;
      const client = {
        key: `${clientKey(request.ip)}|${account}`,
        knownDevice: device ? `${device}|${account}` : null,
        account,
      };
      // Checked before the password, so a flood of guesses costs no scrypt work either.
      const decision = throttle.attempt(client);
      if (!decision.allowed) {
        request.log.warn(
          { retryAfterSeconds: decision.retryAfterSeconds, knownDevice: client.knownDevice !== null },
          'admin sign-in throttled',
        );
        reply.header('Retry-After', String(decision.retryAfterSeconds));
        throw Refused.because(
          'too-many-attempts',
          `Too many attempts; try again in ${waitInWords(decision.retryAfterSeconds)}.`,
        );
      }
      // With the database moved away under the running server, a sign-in would "succeed" into a file that is no
      // longer the site's. Below the free-space floor it goes ahead: the couple must get in to read the warning; a
      // write the full disk refuses is answered in their words (http/errors.ts).
      const storageProblem = storage.beforeWrite();
      if (storageProblem?.error === 'database-gone') {
        throw Refused.because(storageProblem.error, DATABASE_GONE);
      }
      const session = await auth.signIn(password, username);
      if (!session) {
        request.log.warn('admin sign-in with a wrong password');
        throw Refused.because('wrong-password', username ? 'Incorrect username or password' : 'Incorrect password');
      }
      throttle.succeeded(client);
      signInThisBrowser(request, reply, session);
      if (!device && deviceCookie) {
        reply.setCookie(deviceCookie, devices.issue(signedFor), {
          httpOnly: true,
          sameSite: 'strict',
          path: '/api/admin',
          secure: request.protocol === 'https',
          maxAge: DEVICE_LIFETIME_MS / 1000,
        });
      }
      request.log.info('admin signed in');
      return { signedIn: true };
    },
  );

  // A one-time code from a device already signed in: no password is checked, so it goes past the line that strangers'
  // wrong passwords make under attack. Wrong codes are counted per client all the same (55 bits are not guessed).
  const wrongCodes = createWindowCounter({ max: 10, windowMs: 15 * 60 * 1000, now: auth.now });
  app.post(
    '/api/admin/login/code',
    {
      schema: SCHEMAS.loginWithCode,
      schemaErrorFormatter: fieldErrorFormatter({ code: 'Type the code shown on your other device' }),
    },
    async (request, reply) => {
      const client = clientKey(request.ip);
      const wait = wrongCodes.waitSeconds(client);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw Refused.because('too-many-attempts', `Too many attempts; try again in ${waitInWords(wait)}.`);
      }
      const userId = signInCodes.redeem(request.body.code);
      if (userId === null || !people.person(userId)) {
        wrongCodes.record(client);
        throw Refused.because(
          'wrong-code',
          'That code is not right, or it was used or has expired. Make a new one on your other device.',
        );
      }
      const token = doneOr(storage.write(() => auth.startSession(userId)));
      signInThisBrowser(request, reply, { token, userId });
      request.log.info('signed in with a one-time code');
      return { signedIn: true };
    },
  );

  // Whom a sign-up link is for and the language to greet them in, asked by the sign-up page; the link stays unused.
  app.post('/api/admin/signup/about', { schema: SCHEMAS.signupAbout }, async (request, reply) => {
    try {
      reply.header('Cache-Control', 'no-store');
      return people.aboutLink(request.body.token);
    } catch (err) {
      if (err instanceof SignupRefused) throw Refused.because(err.reason, err.message);
      throw err;
    }
  });

  // A person the couple added chooses their username and password with the one-time link, and is signed in.
  app.post(
    '/api/admin/signup',
    {
      schema: SCHEMAS.signup,
      schemaErrorFormatter: fieldErrorFormatter({
        token: 'The sign-up link is incomplete; open it again from the message',
        username: 'Choose a username of 3 to 40 letters or digits (a dot, dash or underscore may join them)',
        password: 'Choose a password of at least 10 characters',
      }),
    },
    async (request, reply) => {
      const { token, username, password } = request.body;
      try {
        const userId = await people.signUp(token, username, password);
        signInThisBrowser(request, reply, { token: auth.startSession(userId), userId });
        request.log.info('a person signed up');
        return reply.code(201).send({ signedIn: true });
      } catch (err) {
        if (err instanceof SignupRefused) throw Refused.because(err.reason, err.message);
        throw err;
      }
    },
  );

  await app.register(passkeyRoutes, {
    auth,
    people,
    passkeys,
    publicUrl: reach.publicUrl,
    signInThisBrowser,
    now: auth.now,
  });

  app.post('/api/admin/logout', { schema: SCHEMAS.logout }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) auth.signOut(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(DOOR_PHONE_COOKIE, { path: '/i/' });
    return { signedIn: false };
  });

  app.get('/api/admin/session', { schema: SCHEMAS.session }, async (request, reply) => ({
    signedIn: hasLiveSession(request, reply),
  }));

  // A page, not an API call: without a session the couple is sent to sign in rather than shown JSON.
  app.get<{ Querystring: { anyway?: string } }>(
    '/admin/print/cards',
    { onRequest: phonesFirst, schema: SCHEMAS.printCards },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
      const userId = liveSession({ auth, people, storage }, request, reply);
      request.person = userId === null ? null : people.person(userId);
      if (!request.person) return reply.redirect('/admin', 303);
      if (request.person.role !== 'couple' && request.person.role !== 'organiser')
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send('Only the couple and the organisers print cards.');
      const origin = linkOrigin(reach.publicUrl, request);
      const refusal = unreachableRefusal(origin, request.query.anyway === '1');
      if (refusal) {
        const reader = request.person?.language ?? 'en';
        const words = printSheetWords(reader);
        return reply
          .code(409)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="${reader}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${words.notPrinted}</title><h1>${words.reachNoGuest}</h1><p lang="en">${escapeHtml(refusal.message.replace(/ To make them anyway.*$/, ''))}</p><p><a href="/admin/print/cards?anyway=1">${words.printAnyway}</a> ${words.aTest} · <a href="/admin">${words.back}</a></p></html>`,
          );
      }
      const person = request.person;
      const households = reach.guestList
        .cards()
        .filter((household) => seesSide(person, household.side))
        .sort((a, b) => collatorOnce().compare(a.name, b.name));
      const page = printCardsPage(
        reach.siteIn,
        households,
        (household) => `${origin}/i/${household.token}`,
        originWarning(reach.publicUrl, origin),
        person?.language ?? 'en',
      );
      // Its own policy: the one inline style, an empty icon (so the browser asks for no favicon), and the codes as inline SVG.
      reply.header(
        'Content-Security-Policy',
        `default-src 'none'; style-src ${PRINT_STYLE_HASH}; img-src data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
      );
      return reply.type('text/html; charset=utf-8').send(Readable.from(givingWay(page)));
    },
  );

  const previews = createPreviewStore(Date.now);

  // Everything registered inside this scope answers 401 unless the request carries a live session.
  await app.register(async (signedIn) => {
    requireAccessRules(signedIn, guardedRoutes);
    signedIn.addHook('onRequest', async (request, reply) => {
      const userId = liveSession({ auth, people, storage }, request, reply);
      // A person removed while signed in has no account to act as: their session ended with it.
      request.person = userId === null ? null : people.person(userId);
      if (!request.person) throw Refused.because('sign-in-required', 'Sign in on the admin page to see the responses.');
    });
    signedIn.addHook('onRequest', refuseOtherRoles);

    signedIn.addHook('onRequest', phonesFirst);
    const services = { ...options, signInThisBrowser, signInCodes, previews };
    for (const room of ADMIN_ROOMS) await room.register(signedIn, services);
  });
};
