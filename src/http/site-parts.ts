import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/site/languages';
import { SESSION_COOKIE } from '../admin/auth';
import type { AppDeps } from '../app';
import type { LiveContent } from '../pages/live-content';
import type { MemoryFile } from '../pages/memory-file';
import type { Services } from '../services';
import type { GuardedRoute } from './access';
import { type ListedRoutes, listed } from './listed-routes';
import { adminRoutes, DOOR_PHONE_COOKIE, liveSession } from './routes/admin';
import { assetRoutes } from './routes/assets';
import { calendarRoutes } from './routes/calendar';
import { healthRoutes } from './routes/health';
import { householdPageRoutes } from './routes/household-page';
import { invitationRoutes } from './routes/invitations';
import { pageRoutes } from './routes/pages';
import { rsvpRoutes } from './routes/rsvp';
import { rsvpFormRoutes } from './routes/rsvp-form';
import { serviceWorkerRoutes } from './routes/service-worker';
import { travelRoutes } from './routes/travel';
import { openPagePolicy } from './security';

/** What the site's parts are made from: the services, and what the app was given to serve. */
export interface SiteServices extends Services {
  readonly content: LiveContent;
  readonly renderers: AppDeps['renderers'];
  readonly publicDir: string;
  readonly assetsDir: string;
  readonly assets: ReadonlyMap<string, MemoryFile>;
  /** Filled with every signed-in route and its rule as they are registered: test/api/roles.test.ts walks them. */
  readonly guardedRoutes: GuardedRoute[];
  readonly now: () => number;
}

/**
 * Every part of the site, in the order registered: the open form, a household's own link (its API, its page, its
 * calendar), the admin with its signed-in rooms (admin-rooms.ts), the pages, health and the built assets. A new
 * part is its routes' file and a line here.
 */
export const SITE_PARTS: readonly ListedRoutes<SiteServices>[] = [
  listed(rsvpRoutes, ({ takeAnswer, limiter, proofs }) => ({ takeAnswer, limitAnswers: limiter.hook, proofs })),
  listed(rsvpFormRoutes, ({ localisedSite, takeAnswer, limiter, renderers }) => ({
    site: localisedSite,
    takeAnswer,
    checkAnswerLimits: limiter.check,
    answerPages: renderers.answerPages,
  })),
  listed(invitationRoutes, (services) => ({
    site: services.localisedSite,
    guestList: services.guestList,
    storage: services.storage,
    misses: services.misses,
    checkHouseholdAnswers: services.limiter.checkHousehold,
    takeHouseholdAnswer: services.takeHouseholdAnswer,
    stay: services.stay,
    updates: services.day.updates,
    now: services.now,
  })),
  listed(travelRoutes, ({ englishSite, guestList, stay, storage, misses, limiter }) => ({
    site: englishSite,
    guestList,
    stay,
    storage,
    misses,
    checkHouseholdAnswers: limiter.checkHousehold,
  })),
  listed(householdPageRoutes, (services) => ({
    content: services.content,
    guestList: services.guestList,
    storage: services.storage,
    misses: services.misses,
    personalPages: services.renderers.personalPages,
    takeHouseholdAnswer: services.takeHouseholdAnswer,
    checkHouseholdAnswers: services.limiter.checkHousehold,
    stay: services.stay,
    updates: services.day.updates,
    atTheDoor: atTheDoor(services),
    now: services.now,
  })),
  listed(calendarRoutes, ({ localisedSite, guestList, misses, publicUrlNow, stay, now }) => ({
    site: localisedSite,
    guestList,
    misses,
    publicUrl: publicUrlNow,
    stay,
    now,
  })),
  listed(adminRoutes, (services) => {
    const { content, guestList, storage, publicUrlNow, rsvps, stay, siteEditor } = services;
    const siteIn = (language: Language) => content.current.localised.in[language];
    return {
      ...services,
      personalPages: services.renderers.personalPages,
      guests: {
        site: services.englishSite,
        siteIn,
        guestList,
        storage,
        publicUrl: publicUrlNow,
        holdingContent: siteEditor.holdingContent,
        openFormTotals: () => rsvps.unlinkedTotals(),
        openFormAnswers: () => rsvps.counted(),
        travelOf: (householdId: number) => stay.travelOf(householdId),
        stayHeldBy: (memberIds: readonly number[]) => stay.heldBy(memberIds),
        now: services.now,
      },
      firstRun: {
        content: () => ({ file: content.current.file, hasPortrait: content.current.portrait !== null }),
        publicUrl: publicUrlNow,
      },
      reach: { siteIn, guestList, publicUrl: publicUrlNow },
    };
  }),
  listed(pageRoutes, ({ content, now }) => ({ content, now })),
  listed(healthRoutes, ({ storage }) => ({ storage })),
  listed(assetRoutes, ({ assetsDir, assets, content }) => ({
    assetsDir,
    assets,
    policy: () => openPagePolicy(content.current.pages.openStyleHashes),
  })),
  listed(serviceWorkerRoutes, ({ publicDir }) => ({ publicDir })),
];

/** A household's card read by a door's phone, signed in: the check-in for that household, not its invitation. */
function atTheDoor({ devices, people, auth, storage }: SiteServices) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    // The mark names the door's account: removed (or no longer a door), its phone opens invitations again.
    const marked = devices.doorPhoneAccount(request.cookies[DOOR_PHONE_COOKIE]);
    if (marked !== null && people.person(marked)?.role === 'door') return true;
    if (request.cookies[DOOR_PHONE_COOKIE] !== undefined) reply.clearCookie(DOOR_PHONE_COOKIE, { path: '/i/' });
    if (!request.cookies[SESSION_COOKIE]) return false;
    const userId = liveSession({ auth, people, storage }, request, reply);
    return userId !== null && people.person(userId)?.role === 'door';
  };
}
