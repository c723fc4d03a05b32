import { venueDayOf } from '../../../shared/reach/time-zone';
import type { SignInCodes } from '../../admin/sign-in-codes';
import { type ListedRoutes, listed } from '../listed-routes';
import type { AdminOptions, SignInThisBrowser } from './admin';
import { checkinAdminRoutes } from './checkin-admin';
import { firstRunAdminRoutes } from './first-run-admin';
import { giftsAdminRoutes } from './gifts-admin';
import { guestListAdminRoutes } from './guest-list-admin';
import { peopleRoutes } from './people-admin';
import { qrAdminRoutes } from './qr-admin';
import { rsvpAdminRoutes } from './rsvp-admin';
import { siteAdminRoutes } from './site-admin';
import { type PreviewStore, previewPageRoute } from './site-preview';
import { stayAdminRoutes } from './stay-admin';
import { storageAdminRoutes } from './storage-admin';
import { updatesAdminRoutes } from './updates-admin';

/** What a signed-in room is made from: the app's services, and what the sign-in itself keeps. */
export interface RoomServices extends AdminOptions {
  readonly signInThisBrowser: SignInThisBrowser;
  readonly signInCodes: SignInCodes;
  readonly previews: PreviewStore;
}

/**
 * Every signed-in resource, in the order it is registered. A new room is its routes' file and a line here: the
 * sign-in, the roles' rule (config.access) and phones-first are the scope's, and come with it.
 */
export const ADMIN_ROOMS: readonly ListedRoutes<RoomServices>[] = [
  listed(peopleRoutes, ({ people, auth, storage, reach, signInThisBrowser, signInCodes }) => ({
    people,
    auth,
    storage,
    publicUrl: reach.publicUrl,
    signInThisBrowser,
    now: auth.now,
    signInCodes,
  })),
  listed(rsvpAdminRoutes, ({ rsvps, storage }) => ({ rsvps, storage })),
  listed(storageAdminRoutes, ({ storage }) => ({ storage })),
  listed(guestListAdminRoutes, ({ guests }) => guests),
  listed(firstRunAdminRoutes, ({ firstRun, people, guests }) => ({ ...firstRun, people, guestList: guests.guestList })),
  listed(stayAdminRoutes, ({ guests, stay, storage, auth }) => ({
    guestList: guests.guestList,
    stay,
    storage,
    today: () => venueDayOf(auth.now(), guests.site().timeZone),
  })),
  listed(qrAdminRoutes, ({ reach }) => reach),
  listed(checkinAdminRoutes, ({ guests, day, storage }) => ({
    site: guests.site,
    ...(guests.siteIn && { siteIn: guests.siteIn }),
    guestList: guests.guestList,
    checkins: day.checkins,
    storage,
  })),
  listed(updatesAdminRoutes, ({ guests, day, storage, siteEditor, reach }) => ({
    site: guests.site,
    guestList: guests.guestList,
    updates: day.updates,
    storage,
    redrawPages: () => siteEditor.redraw(),
    mail: day.mail,
    publicUrl: reach.publicUrl,
  })),
  listed(giftsAdminRoutes, ({ guests, day, storage, auth }) => ({
    site: guests.site,
    guestList: guests.guestList,
    gifts: day.gifts,
    storage,
    now: auth.now,
  })),
  // Signed in too: a household's preview holds its private link. The editor's frame is the site's own, so the
  // browser sends the session cookie with it.
  listed(previewPageRoute, ({ previews }) => ({ previews })),
  listed(siteAdminRoutes, ({ siteEditor, previews, guests, personalPages }) => ({
    siteEditor,
    previews,
    guestList: guests.guestList,
    personalPages,
    now: Date.now,
  })),
];
