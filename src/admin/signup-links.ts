import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { usernameKey } from './accounts';
import { usernameSkeleton } from './look-alike';
import { hashPassword, type PasswordCost } from './passwords';

/** How long a sign-up link works: long enough for a relative to get to it over a weekend, short enough to forget. */
export const SIGNUP_LINK_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Why a sign-up was refused, in words the person can act on. */
export class SignupRefused extends Error {
  constructor(
    readonly reason: 'link-unknown' | 'link-used' | 'link-expired' | 'username-taken',
    message: string,
  ) {
    super(message);
    this.name = 'SignupRefused';
  }
}

/**
 * The one-time links with which a person the couple added chooses their own username and password (or passkey):
 * kept only as a hash, each spent once, and refused in words when it cannot be used.
 */
export function createSignupLinks(db: Database, now: () => number, passwordCost: PasswordCost) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    insertLink: prepare<[string, number, number]>(
      'INSERT INTO signup_links (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    ),
    clearLinks: prepare<[number]>('DELETE FROM signup_links WHERE user_id = ? AND used_at IS NULL'),
    link: prepare<[string], { user_id: number; expires_at: number; used_at: number | null }>(
      'SELECT user_id, expires_at, used_at FROM signup_links WHERE token_hash = ?',
    ),
    useLink: prepare<[number, string]>('UPDATE signup_links SET used_at = ? WHERE token_hash = ?'),
    usernames: prepare<[], { id: number; username: string }>('SELECT id, username FROM users'),
    signUp: prepare<[string, string, string, number]>(
      'UPDATE users SET username = ?, password = ?, signed_up_at = ? WHERE id = ?',
    ),
  };

  const issue = (userId: number): string => {
    const token = randomBytes(32).toString('base64url');
    statements.clearLinks.run(userId);
    statements.insertLink.run(hashToken(token), userId, now() + SIGNUP_LINK_LIFETIME_MS);
    return token;
  };

  /** The person a sign-up link is for, if it may still sign up under this username; refused in words otherwise. */
  let readsAs: ((username: string) => string) | null = null;
  const checkLink = (token: string, username: string | null) => {
    const tokenHash = hashToken(token);
    const link = statements.link.get(tokenHash);
    if (!link)
      throw new SignupRefused(
        'link-unknown',
        'This sign-up link is not one this site made. Ask the couple for a new one.',
      );
    if (link.used_at !== null)
      throw new SignupRefused(
        'link-used',
        'This sign-up link has been used already. Sign in instead, or ask the couple for a new one.',
      );
    if (link.expires_at <= now())
      throw new SignupRefused('link-expired', 'This sign-up link has expired. Ask the couple for a new one.');
    // A name that reads like one taken is taken (once the look-alikes' table is loaded: every sign-up route loads it).
    const readAs = readsAs ?? usernameKey;
    const taken =
      username === null
        ? undefined
        : statements.usernames.all().find((user) => readAs(user.username) === readAs(username));
    if (taken && taken.id !== link.user_id)
      throw new SignupRefused('username-taken', `The username "${username}" is taken. Choose another.`);
    return { userId: link.user_id, tokenHash };
  };

  /** Spends the link: the person has their username, and a password hash or (with `andThen`) a passkey instead. */
  const signUp = db.transaction(
    (token: string, username: string, passwordHash: string, andThen?: (userId: number) => void): number => {
      const { userId, tokenHash } = checkLink(token, username);
      statements.signUp.run(username.normalize('NFC'), passwordHash, new Date(now()).toISOString(), userId);
      statements.useLink.run(now(), tokenHash);
      andThen?.(userId);
      return userId;
    },
  );

  return {
    /** A new link for this person; any earlier one they had not used stops working. */
    issue,
    /** The user a link is for, when it may still sign up under this username (any, when null). */
    check: (token: string, username: string | null): number => checkLink(token, username).userId,
    /** Loads what sign-ups compare usernames by (how they read: look-alike letters are one), once. */
    async readyForSignUps(): Promise<void> {
      readsAs ??= await usernameSkeleton();
    },
    async signUp(token: string, username: string, password: string): Promise<number> {
      readsAs ??= await usernameSkeleton();
      // The link is checked before any scrypt work: a stranger's made-up codes cost the server nothing. (Checked
      // again inside the transaction, which is what counts.)
      checkLink(token, username);
      return signUp(token, username, await hashPassword(password, passwordCost));
    },
    /** Signs up with a passkey and no password: `keep` stores the passkey in the same transaction. */
    signUpWithPasskey: (token: string, username: string, keep: (userId: number) => void): number =>
      signUp(token, username, '', keep),
  };
}
