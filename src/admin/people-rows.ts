// The people's table as SQLite gives its rows, the statements the people's store runs, and a row as the couple's
// list of people shows it.
import type { Database } from 'better-sqlite3';
import type { PersonView, Role, Side } from '../../shared/admin/people';
import type { Language } from '../../shared/site/languages';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import type { Person } from './people';

interface PersonRow {
  id: number;
  username: string;
  name: string;
  role: Role;
  sides: string;
  language: Language;
  sees_gifts: 0 | 1;
  created_at: string | null;
  signed_up_at: string | null;
  last_used_at: string | null;
  link_expires_at: number | null;
}

export const sidesOf = (stored: string): Side[] =>
  stored.split(' ').filter((s): s is Side => s === 'bride' || s === 'groom');
export const storedSides = (sides: readonly Side[] | undefined): string =>
  (['bride', 'groom'] as const).filter((side) => sides?.includes(side)).join(' ');

export function peopleStatements(db: Database) {
  const prepare = preparedOnFirstUse(db);
  return {
    insert: prepare<[string, string, string, string, string, string]>(
      'INSERT INTO users (username, password, name, role, sides, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    list: prepare<[], PersonRow>(
      `SELECT u.id, u.username, u.name, u.role, u.sides, u.language, u.sees_gifts,
              u.created_at, u.signed_up_at, u.last_used_at,
              (SELECT max(expires_at) FROM signup_links l WHERE l.user_id = u.id AND l.used_at IS NULL)
                AS link_expires_at
         FROM users u ORDER BY u.id`,
    ),
    person: prepare<[number], Omit<Person, 'sides' | 'seesGifts'> & { sides: string; sees_gifts: 0 | 1 }>(
      'SELECT id, name, role, sides, language, sees_gifts FROM users WHERE id = ?',
    ),
    signedUp: prepare<[number], { signed_up_at: string | null }>('SELECT signed_up_at FROM users WHERE id = ?'),
    remove: prepare<[number]>('DELETE FROM users WHERE id = ?'),
    couples: prepare<[], { n: number }>(
      "SELECT count(*) AS n FROM users WHERE role = 'couple' AND signed_up_at IS NOT NULL",
    ),
    touch: prepare<[string, number]>('UPDATE users SET last_used_at = ? WHERE id = ?'),
    setLanguage: prepare<[string, number]>('UPDATE users SET language = ? WHERE id = ?'),
    setSeesGifts: prepare<[0 | 1, number]>("UPDATE users SET sees_gifts = ? WHERE id = ? AND role = 'organiser'"),
  };
}

/** A row as the couple's list of people shows it: the username only once chosen, the link only while it waits. */
export const personView = (row: PersonRow): PersonView => ({
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
    row.signed_up_at === null && row.link_expires_at !== null ? new Date(row.link_expires_at).toISOString() : null,
});
