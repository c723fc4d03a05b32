import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { generatePassword, hashPassword, PASSWORD_COST, type PasswordCost, verifyPassword } from './passwords';

const ADMIN_USERNAME = 'admin';
export const SESSION_COOKIE = 'wedding_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// A session in use is extended at most once a day: a write per request would be wasted work.
const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/** How usernames are compared: Unicode-normalised, in any case. */
export const usernameKey = (username: string): string => username.normalize('NFC').toLocaleLowerCase('en');

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AdminSetup {
  /** Set only when this start created the password; shown once to whoever started the server. */
  generatedPassword?: string;
  /** True when ADMIN_PASSWORD replaced a different password, which also ended every session. */
  passwordChanged: boolean;
}

/** `passwordCost`: the scrypt cost of the hashes it makes (a hash keeps its own cost, so any is verified). */
export function createAuth(db: Database, now: () => number = Date.now, passwordCost: PasswordCost = PASSWORD_COST) {
  const prepare = preparedOnFirstUse(db);
  const findUser = prepare<[string], { id: number; password: string }>(
    'SELECT id, password FROM users WHERE username = ?',
  );
  // Usernames are typed on phones: "Meera" and "meera", "Émile" and "émile", are one person. Compared here rather
  // than by SQLite's lower(), which folds ASCII only; an admin has a handful of people.
  const allAccounts = prepare<[], { id: number; username: string; password: string }>(
    'SELECT id, username, password FROM users',
  );
  // The spec's sign-in asks for the password alone: it is the couple's first account's, or, once that one is removed,
  // the oldest couple account's that remains (one with a password before one signing in with a passkey only).
  const theCouple = prepare<[], { id: number; username: string; password: string }>(
    `SELECT id, username, password FROM users WHERE role = 'couple' AND signed_up_at IS NOT NULL
     ORDER BY username = '${ADMIN_USERNAME}' DESC, password != '' DESC, id LIMIT 1`,
  );
  const findAccount = (username: string | undefined) =>
    username === undefined
      ? theCouple.get()
      : allAccounts.all().find((user) => usernameKey(user.username) === usernameKey(username));
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'), passwordCost);
    return decoyHash;
  };
  // The couple's first account: signed up from the start (its password is set from the command line or the env).
  const insertUser = prepare<[string, string]>(
    `INSERT INTO users (username, password, created_at, signed_up_at)
     VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  );
  const updatePassword = prepare<[string, number]>('UPDATE users SET password = ? WHERE id = ?');
  const findById = prepare<[number], { password: string }>('SELECT password FROM users WHERE id = ?');
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

  const setPassword = db.transaction((userId: number, hash: string) => {
    updatePassword.run(hash, userId);
    // A new password is the way to sign out a lost phone: no session made with the old one survives it.
    deleteUserSessions.run(userId);
  });

  const startSession = (userId: number): string => {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    deleteExpired.run(at);
    insertSession.run(hashToken(token), userId, at, at + SESSION_LIFETIME_MS);
    return token;
  };

  return {
    /**
     * Makes sure the admin account exists. ADMIN_PASSWORD, when given, becomes its password; on a first start
     * without it a password is generated. Only the scrypt hash is stored.
     */
    async ensureAdmin(adminPassword: string | undefined): Promise<AdminSetup> {
      // The first account removed by another of the couple's: the spec's sign-in is the one that remains, and
      // ADMIN_PASSWORD, when given, is its password; no new first account is made beside it.
      const existing = findUser.get(ADMIN_USERNAME) ?? theCouple.get();
      if (!existing) {
        const password = adminPassword ?? generatePassword();
        insertUser.run(ADMIN_USERNAME, await hashPassword(password, passwordCost));
        return adminPassword ? { passwordChanged: false } : { generatedPassword: password, passwordChanged: false };
      }
      if (adminPassword !== undefined && !(await verifyPassword(adminPassword, existing.password))) {
        setPassword(existing.id, await hashPassword(adminPassword, passwordCost));
        return { passwordChanged: true };
      }
      return { passwordChanged: false };
    },

    /** A signed-in person's new password, when `current` is theirs. Every session of theirs ends; the caller signs
     * this browser in again. */
    async changePasswordOf(
      userId: number,
      current: string,
      password: string,
    ): Promise<{ outcome: 'wrong-password' } | { outcome: 'passkey-only' } | { outcome: 'checked'; save: () => void }> {
      const stored = findById.get(userId)?.password;
      // A session alone must not set a password on an account that has none: whoever holds an unattended phone
      // would then own the account, and sign its owner out everywhere.
      if (stored === undefined || stored === '') return { outcome: 'passkey-only' };
      if (!(await verifyPassword(current, stored))) return { outcome: 'wrong-password' };
      const hash = await hashPassword(password, passwordCost);
      // The write is the caller's, behind the storage guard: a full disk answers 503, and nothing half-changes.
      return { outcome: 'checked', save: () => setPassword(userId, hash) };
    },

    /** Sets the admin password, creating the account when the site has never started yet. */
    async changePassword(password: string): Promise<void> {
      const hash = await hashPassword(password, passwordCost);
      const user = findUser.get(ADMIN_USERNAME);
      if (user) setPassword(user.id, hash);
      else insertUser.run(ADMIN_USERNAME, hash);
    },

    /**
     * A new session when the password is right for this username, otherwise null. Without a username it is the
     * couple's first account (the spec's sign-in asks for the password alone).
     */
    async signIn(password: string, username?: string): Promise<{ token: string; userId: number } | null> {
      const user = findAccount(username);
      // The same scrypt work whether or not the name is someone's: the answer's time tells no one which names exist.
      if (!user || user.password === '') {
        await verifyPassword(password, await decoy());
        return null;
      }
      if (!(await verifyPassword(password, user.password))) return null;
      return { token: startSession(user.id), userId: user.id };
    },

    /** A session for someone who has just proved who they are another way (a sign-up link). */
    startSession,

    /** The account a username names, if any (the throttle counts wrong passwords per account). */
    accountId(username: string | undefined): number | null {
      return findAccount(username)?.id ?? null;
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

    /** The clock sessions are measured by; the cookie's Max-Age is counted from the same instant. */
    now,
  };
}

export type Auth = ReturnType<typeof createAuth>;
