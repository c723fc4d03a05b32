import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

const ADMIN_USERNAME = 'admin';

/**
 * How usernames are compared: Unicode-normalised, in any case (lower-cased in ICU's root locale, "und": the same on
 * every machine, whatever its language or a reader's).
 */
export const usernameKey = (username: string): string => username.normalize('NFC').toLocaleLowerCase('und');

/** The admin's accounts as signing in reads them: each one's id and password hash, found by username. */
export function createAccounts(db: Database) {
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
  // The couple's first account: signed up from the start (its password is set from the command line or the env).
  const insertUser = prepare<[string, string]>(
    `INSERT INTO users (username, password, created_at, signed_up_at)
     VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  );
  const updatePassword = prepare<[string, number]>('UPDATE users SET password = ? WHERE id = ?');
  const findById = prepare<[number], { password: string }>('SELECT password FROM users WHERE id = ?');

  return {
    /** The account a username names; without one, the couple's (see theCouple). */
    find: (username: string | undefined) =>
      username === undefined
        ? theCouple.get()
        : allAccounts.all().find((user) => usernameKey(user.username) === usernameKey(username)),
    /** The couple's first account, made at the first start as 'admin'. */
    admin: () => findUser.get(ADMIN_USERNAME),
    theCouple: () => theCouple.get(),
    /** The stored hash: '' for an account that signs in with a passkey only, undefined for no such account. */
    passwordOf: (userId: number): string | undefined => findById.get(userId)?.password,
    /** Makes the couple's first account. */
    insertAdmin(hash: string): void {
      insertUser.run(ADMIN_USERNAME, hash);
    },
    updatePassword(userId: number, hash: string): void {
      updatePassword.run(hash, userId);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
