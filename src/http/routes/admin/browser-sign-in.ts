import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../../admin/auth';
import type { KnownDevices } from '../../../admin/known-devices';
import type { People } from '../../../admin/people';
import { setSessionCookie } from './live-session';

/** Marks a phone signed in as a door: a household's card opened on it goes to the check-in (household-page/page.ts). */
export const DOOR_PHONE_COOKIE = 'wedding_door_phone';

export type SignInThisBrowser = (
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; userId: number },
) => void;

/** A new session id at every sign-in; the one this browser held before (if any) ends now. */
export function createBrowserSignIn({
  auth,
  people,
  devices,
}: {
  auth: Auth;
  people: People;
  devices: KnownDevices;
}): SignInThisBrowser {
  return (request, reply, session) => {
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
}
