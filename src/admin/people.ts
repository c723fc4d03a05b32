import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { PersonView, Role, Side } from '../../shared/admin/people';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { usernameKey } from './auth';
import { usernameSkeleton } from './look-alike';
import { hashPassword, PASSWORD_COST, type PasswordCost } from './passwords';

/** How long a sign-up link works: long enough for a relative to get to it over a weekend, short enough to forget. */
export const SIGNUP_LINK_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who is signed in, as every admin route sees them. */
export interface Person {
  readonly id: number;
  readonly name: string;
  readonly role: Role;
  readonly sides: readonly Side[];
  readonly language: 'en' | 'hi';
  /** An organiser the couple lets see (and add to) the register of shagun and gifts; the couple always does. */
  readonly seesGifts: boolean;
}

interface PersonRow {
  id: number;
  username: string;
  name: string;
  role: Role;
  sides: string;
  language: 'en' | 'hi';
  sees_gifts: 0 | 1;
  created_at: string | null;
  signed_up_at: string | null;
  last_used_at: string | null;
  link_expires_at: number | null;
}

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

/** The couple removing the last of the couple's accounts would leave nobody who can let anyone in. */
export class LastCoupleAccount extends Error {
  override name = 'LastCoupleAccount';
}

const sidesOf = (stored: string): Side[] => stored.split(' ').filter((s): s is Side => s === 'bride' || s === 'groom');
const storedSides = (sides: readonly Side[] | undefined): string =>
  (['bride', 'groom'] as const).filter((side) => sides?.includes(side)).join(' ');

/**
 * The people who may use the admin: the couple (the account the site always had, and any the couple adds), the
 * organisers of each side, the caterer and whoever is at the door. The couple adds a person by name and role; the
 * person chooses their own username and password with a one-time link, kept here only as a hash.
 */
export function createPeople(db: Database, now: () => number = Date.now, passwordCost: PasswordCost = PASSWORD_COST) {
  const prepare = preparedOnFirstUse(db);
  const iso = () => new Date(now()).toISOString();
  const statements = {
    insert: prepare<[string, string, string, string, string, string]>(
      'INSERT INTO users (username, password, name, role, sides, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    insertLink: prepare<[string, number, number]>(
      'INSERT INTO signup_links (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    ),
    clearLinks: prepare<[number]>('DELETE FROM signup_links WHERE user_id = ? AND used_at IS NULL'),
    link: prepare<[string], { user_id: number; expires_at: number; used_at: number | null }>(
      'SELECT user_id, expires_at, used_at FROM signup_links WHERE token_hash = ?',
    ),
    useLink: prepare<[number, string]>('UPDATE signup_links SET used_at = ? WHERE token_hash = ?'),
    list: prepare<[], PersonRow>(
      `SELECT u.id, u.username, u.name, u.role, u.sides, u.language, u.sees_gifts, u.created_at, u.signed_up_at, u.last_used_at,
              (SELECT max(expires_at) FROM signup_links l WHERE l.user_id = u.id AND l.used_at IS NULL) AS link_expires_at
         FROM users u ORDER BY u.id`,
    ),
    person: prepare<[number], Omit<Person, 'sides' | 'seesGifts'> & { sides: string; sees_gifts: 0 | 1 }>(
      'SELECT id, name, role, sides, language, sees_gifts FROM users WHERE id = ?',
    ),
    usernames: prepare<[], { id: number; username: string }>('SELECT id, username FROM users'),
    signedUp: prepare<[number], { signed_up_at: string | null }>('SELECT signed_up_at FROM users WHERE id = ?'),
    signUp: prepare<[string, string, string, number]>(
      'UPDATE users SET username = ?, password = ?, signed_up_at = ? WHERE id = ?',
    ),
    remove: prepare<[number]>('DELETE FROM users WHERE id = ?'),
    couples: prepare<[], { n: number }>(
      "SELECT count(*) AS n FROM users WHERE role = 'couple' AND signed_up_at IS NOT NULL",
    ),
    touch: prepare<[string, number]>('UPDATE users SET last_used_at = ? WHERE id = ?'),
    setLanguage: prepare<[string, number]>('UPDATE users SET language = ? WHERE id = ?'),
    setSeesGifts: prepare<[0 | 1, number]>("UPDATE users SET sees_gifts = ? WHERE id = ? AND role = 'organiser'"),
  };

  const issueLink = (userId: number): string => {
    const token = randomBytes(32).toString('base64url');
    statements.clearLinks.run(userId);
    statements.insertLink.run(hashToken(token), userId, now() + SIGNUP_LINK_LIFETIME_MS);
    return token;
  };

  const invite = db.transaction(
    (input: { name: string; role: Role; sides?: readonly Side[]; language?: 'en' | 'hi'; seesGifts?: boolean }) => {
      // A username nobody can sign in with (chosen usernames have no spaces) until the person signs up.
      const placeholder = `invited ${randomBytes(9).toString('base64url')}`;
      const { lastInsertRowid } = statements.insert.run(
        placeholder,
        '',
        input.name.trim(),
        input.role,
        input.role === 'organiser' ? storedSides(input.sides) : '',
        iso(),
      );
      const id = Number(lastInsertRowid);
      // The language the couple knows them to read: their sign-up page and their admin start in it.
      if (input.language) statements.setLanguage.run(input.language, id);
      if (input.seesGifts) statements.setSeesGifts.run(1, id);
      return { id, token: issueLink(id) };
    },
  );

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
      statements.signUp.run(username.normalize('NFC'), passwordHash, iso(), userId);
      statements.useLink.run(now(), tokenHash);
      andThen?.(userId);
      return userId;
    },
  );

  const remove = db.transaction((id: number): boolean => {
    const person = statements.person.get(id);
    if (!person) return false;
    const signedUp = statements.signedUp.get(id)?.signed_up_at != null;
    if (person.role === 'couple' && signedUp && statements.couples.get()?.n === 1)
      throw new LastCoupleAccount('This is the last of the couple’s accounts; add another before removing it.');
    // Sessions and sign-up links go with the person (ON DELETE CASCADE): they are signed out at once.
    statements.remove.run(id);
    return true;
  });

  return {
    invite,
    /** A fresh sign-up link for someone who has not signed up yet (the old one stops working). */
    newSignupLink(id: number): string | null {
      const person = statements.signedUp.get(id);
      if (!person || person.signed_up_at !== null) return null;
      return issueLink(id);
    },
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
    /** The user a link would sign up, checked without spending it (a passkey's ceremony starts from it). */
    checkLink: (token: string, username: string): number => checkLink(token, username).userId,
    /** Whom a sign-up link is for, by name, and the language their page is in; refused in words when it cannot be used. */
    aboutLink(token: string): { name: string; language: 'en' | 'hi' } {
      const { userId } = checkLink(token, null);
      const person = statements.person.get(userId);
      return { name: person?.name ?? '', language: person?.language ?? 'en' };
    },
    /** Signs up with a passkey and no password: `keep` stores the passkey in the same transaction. */
    signUpWithPasskey: (token: string, username: string, keep: (userId: number) => void): number =>
      signUp(token, username, '', keep),
    remove,
    list(): PersonView[] {
      return statements.list.all().map((row) => ({
        id: row.id,
        name: row.name,
        username: row.signed_up_at === null ? null : row.username,
        role: row.role,
        sides: sidesOf(row.sides),
        language: row.language,
        seesGifts: row.role === 'couple' || row.sees_gifts === 1,
        createdAt: row.created_at,
        signedUpAt: row.signed_up_at,
        lastUsedAt: row.last_used_at,
        signupLinkExpiresAt:
          row.signed_up_at === null && row.link_expires_at !== null
            ? new Date(row.link_expires_at).toISOString()
            : null,
      }));
    },
    person(id: number): Person | null {
      const row = statements.person.get(id);
      if (!row) return null;
      const { sees_gifts, ...person } = row;
      return { ...person, sides: sidesOf(row.sides), seesGifts: row.role === 'couple' || sees_gifts === 1 };
    },
    /**
     * Lets an organiser see the gift register, or no longer: false when there is no organiser of that id (the
     * couple always sees it; the caterer and the door never do).
     */
    setSeesGifts(id: number, sees: boolean): boolean {
      return statements.setSeesGifts.run(sees ? 1 : 0, id).changes === 1;
    },
    /** When the person last used the admin: written at sign-in and when a session is renewed (at most daily). */
    touch(id: number): void {
      statements.touch.run(iso(), id);
    },
    setLanguage(id: number, language: 'en' | 'hi'): void {
      statements.setLanguage.run(language, id);
    },
  };
}

export type People = ReturnType<typeof createPeople>;
