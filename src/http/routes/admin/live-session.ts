import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, SESSION_COOKIE } from '../../../admin/auth';
import type { People } from '../../../admin/people';
import type { StorageGuard } from '../../../storage/storage-guard';

/**
 * The cookie lives exactly as long as the session on the server: set at sign-in, and set again whenever the server
 * slides the session forward, so the browser never drops a session the server still honours, nor keeps a dead one.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  lifetimeMs: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    // Only over HTTPS may the browser be told to keep the cookie off plain HTTP; on http://localhost it would be lost.
    secure: request.protocol === 'https',
    maxAge: Math.floor(lifetimeMs / 1000),
  });
}

/** What a session is checked against: the accounts' sessions, the people, and the guard its renewal writes behind. */
export interface SessionServices {
  auth: Auth;
  people: People;
  storage: StorageGuard;
}

/**
 * The account of the request's live session, or null; renews the cookie when the server renewed the session (and
 * notes the day the person last used the admin).
 */
export function liveSession(
  { auth, people, storage }: SessionServices,
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
