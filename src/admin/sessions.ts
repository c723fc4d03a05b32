import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

export const SESSION_COOKIE = 'wedding_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// A session in use is extended at most once a day: a write per request would be wasted work.
const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The admin's signed-in browsers: a random token in the cookie, only its hash here, sliding forward while in use. */
export function createSessions(db: Database, now: () => number) {
  const prepare = preparedOnFirstUse(db);
  const insertSession = prepare<[string, number, number, number]>(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const findSession = prepare<[string], { user_id: number; expires_at: number }>(
    'SELECT user_id, expires_at FROM sessions WHERE token_hash = ?',
  );
  const renewSession = prepare<[number, string]>('UPDATE sessions SET expires_at = ? WHERE token_hash = ?');
  const deleteSession = prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const deleteUserSessions = prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');
  const deleteExpired = prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    start(userId: number): string {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      deleteExpired.run(at);
      insertSession.run(hashToken(token), userId, at, at + SESSION_LIFETIME_MS);
      return token;
    },

    /** Signs a person out of every browser (their password changed). */
    endAllOf(userId: number): void {
      deleteUserSessions.run(userId);
    },

    signOut(token: string): void {
      deleteSession.run(hashToken(token));
    },

    /**
     * The live session this token belongs to, or null. A session in use slides its expiry forward (at most once a
     * day); `renewed` then says so, for the caller to give the browser's cookie the same new lifetime.
     */
    checkSession(
      token: string | undefined,
      write: (work: () => void) => boolean = (work) => {
        work();
        return true;
      },
    ): { userId: number; expiresAt: number; renewed: boolean } | null {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const session = findSession.get(tokenHash);
      const at = now();
      if (!session) return null;
      if (session.expires_at <= at) {
        write(() => deleteSession.run(tokenHash));
        return null;
      }
      // Renewed through `write` (the storage guard): on a full disk the session lives on unrenewed, and no one is
      // signed out for it.
      if (
        session.expires_at - at < SESSION_LIFETIME_MS - SESSION_RENEW_AFTER_MS &&
        write(() => renewSession.run(at + SESSION_LIFETIME_MS, tokenHash))
      )
        return { userId: session.user_id, expiresAt: at + SESSION_LIFETIME_MS, renewed: true };
      return { userId: session.user_id, expiresAt: session.expires_at, renewed: false };
    },
  };
}
