import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Auth } from '../../admin/auth';
import type { KnownDevices } from '../../admin/known-devices';
import type { LoginThrottle } from '../../admin/login-throttle';
import type { Passkeys } from '../../admin/passkeys';
import type { People } from '../../admin/people';
import { createSignInCodes } from '../../admin/sign-in-codes';
import type { Checkins } from '../../day/checkins';
import type { Gifts } from '../../day/gifts';
import type { Updates } from '../../day/updates';
import type { PersonalPages } from '../../pages/answer-pages';
import type { RsvpRepository } from '../../rsvp/repository';
import type { SiteEditor } from '../../site/site-editor';
import type { Stay } from '../../stay/stay';
import type { StorageGuard } from '../../storage/storage-guard';
import type { GuardedRoute } from '../access';
import { refuseCrossSite } from '../security';
import { createBrowserSignIn } from './admin/browser-sign-in';
import { codeSignInRoute } from './admin/code-sign-in';
import { passwordSignInRoute } from './admin/password-sign-in';
import { printCardsRoute } from './admin/print-cards';
import { sessionRoutes } from './admin/session';
import { signedInRooms } from './admin/signed-in';
import { signupRoutes } from './admin/signup';
import type { FirstRunOptions } from './first-run-admin';
import type { GuestListAdminOptions } from './guest-list-admin';
import { passkeyRoutes } from './passkey-admin';
import type { QrAdminOptions } from './qr-admin';
import { createPreviewStore } from './site-preview';

export { DOOR_PHONE_COOKIE, type SignInThisBrowser } from './admin/browser-sign-in';
export { liveSession } from './admin/live-session';

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

/**
 * The couple's side: sign-in and sign-out, and a signed-in scope that holds every admin resource's routes. Each
 * concern's routes are a plugin of their own in admin/; the sign-in of a browser is made once here for all of them.
 */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminOptions> = async (app, options) => {
  const { auth, people, passkeys, throttle, devices, storage, reach } = options;
  app.decorateRequest('person', null);
  const signInCodes = createSignInCodes(auth.now);
  const signInThisBrowser = createBrowserSignIn({ auth, people, devices });
  // A sign-in, a sign-out or any change from another site is refused before anything else is read.
  app.addHook('onRequest', refuseCrossSite);

  await app.register(passwordSignInRoute, { auth, throttle, devices, storage, signInThisBrowser });
  await app.register(codeSignInRoute, { auth, people, storage, signInCodes, signInThisBrowser });
  await app.register(signupRoutes, { auth, people, signInThisBrowser });
  await app.register(passkeyRoutes, {
    auth,
    people,
    passkeys,
    publicUrl: reach.publicUrl,
    signInThisBrowser,
    now: auth.now,
  });
  await app.register(sessionRoutes, { auth, people, storage });
  await app.register(printCardsRoute, { auth, people, storage, reach });

  const previews = createPreviewStore(Date.now);
  await app.register(signedInRooms, { ...options, signInThisBrowser, signInCodes, previews });
};
