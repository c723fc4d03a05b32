import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { createAccounts } from './accounts';
import { createFirstAccount } from './first-account';
import { hashPassword, PASSWORD_COST, type PasswordCost, verifyPassword } from './passwords';
import { createSessions } from './sessions';

export { usernameKey } from './accounts';
export type { AdminSetup } from './first-account';
export { SESSION_COOKIE, SESSION_LIFETIME_MS } from './sessions';

/** `passwordCost`: the scrypt cost of the hashes it makes (a hash keeps its own cost, so any is verified). */
export function createAuth(db: Database, now: () => number = Date.now, passwordCost: PasswordCost = PASSWORD_COST) {
  const accounts = createAccounts(db);
  const sessions = createSessions(db, now);
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'), passwordCost);
    return decoyHash;
  };

  const setPassword = db.transaction((userId: number, hash: string) => {
    accounts.updatePassword(userId, hash);
    // A new password is the way to sign out a lost phone: no session made with the old one survives it.
    sessions.endAllOf(userId);
  });
  const firstAccount = createFirstAccount(accounts, setPassword, passwordCost);

  return {
    ensureAdmin: firstAccount.ensureAdmin,

    /** A signed-in person's new password, when `current` is theirs. Every session of theirs ends; the caller signs
     * this browser in again. */
    async changePasswordOf(
      userId: number,
      current: string,
      password: string,
    ): Promise<{ outcome: 'wrong-password' } | { outcome: 'passkey-only' } | { outcome: 'checked'; save: () => void }> {
      const stored = accounts.passwordOf(userId);
      // A session alone must not set a password on an account that has none: whoever holds an unattended phone
      // would then own the account, and sign its owner out everywhere.
      if (stored === undefined || stored === '') return { outcome: 'passkey-only' };
      if (!(await verifyPassword(current, stored))) return { outcome: 'wrong-password' };
      const hash = await hashPassword(password, passwordCost);
      // The write is the caller's, behind the storage guard: a full disk answers 503, and nothing half-changes.
      return { outcome: 'checked', save: () => setPassword(userId, hash) };
    },

    changePassword: firstAccount.changePassword,

    /**
     * A new session when the password is right for this username, otherwise null. Without a username it is the
     * couple's first account (the spec's sign-in asks for the password alone).
     */
    async signIn(password: string, username?: string): Promise<{ token: string; userId: number } | null> {
      const user = accounts.find(username);
      // The same scrypt work whether or not the name is someone's: the answer's time tells no one which names exist.
      if (!user || user.password === '') {
        await verifyPassword(password, await decoy());
        return null;
      }
      if (!(await verifyPassword(password, user.password))) return null;
      return { token: sessions.start(user.id), userId: user.id };
    },

    /** A session for someone who has just proved who they are another way (a sign-up link). */
    startSession: sessions.start,

    /** The account a username names, if any (the throttle counts wrong passwords per account). */
    accountId(username: string | undefined): number | null {
      return accounts.find(username)?.id ?? null;
    },

    signOut: sessions.signOut,
    checkSession: sessions.checkSession,

    /** The clock sessions are measured by; the cookie's Max-Age is counted from the same instant. */
    now,
  };
}

export type Auth = ReturnType<typeof createAuth>;
