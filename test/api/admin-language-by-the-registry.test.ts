// The languages the admin is read in are the registry's (ADMIN_LANGUAGES): the database holds any code, so that a
// third is a line in shared/site/languages.ts and its catalog, not a migration; the route still refuses a code that
// is not one of them. An earlier database, whose users.language took English and Hindi alone, upgrades with every
// person, their sessions, sign-up links and passkeys, and its indexes and foreign keys kept.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { LANGUAGES } from '../../shared/site/languages';
import { MIGRATIONS, migrate } from '../../src/storage/migrations';
import { makeDataDir, useTestApp } from '../helpers/app';

const NOT_AN_ADMIN_LANGUAGE = LANGUAGES.find((code) => code !== 'en' && code !== 'hi') ?? 'ta';

describe('the admin’s language', () => {
  const t = useTestApp({ signedIn: true });

  test('a code the registry does not give the admin is refused with a 400, and changes nothing', async () => {
    for (const language of [NOT_AN_ADMIN_LANGUAGE, 'xx', '']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/me/language',
        headers: { cookie: t.cookie },
        payload: { language },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, /language/);
    }
    assert.deepEqual(t.db.prepare('SELECT DISTINCT language FROM users').pluck().all(), ['en']);
  });

  test('a third admin language, once the registry gives it, is stored as it is', () => {
    t.db.prepare('UPDATE users SET language = ?').run(NOT_AN_ADMIN_LANGUAGE);
    assert.deepEqual(t.db.prepare('SELECT DISTINCT language FROM users').pluck().all(), [NOT_AN_ADMIN_LANGUAGE]);
    assert.throws(() => t.db.prepare('UPDATE users SET language = NULL').run(), /NOT NULL/);
  });
});

test('an earlier database upgrades with its people, their sessions, links and passkeys, indexes and keys kept', () => {
  const db = new Database(path.join(makeDataDir(), 'wedding.db'));
  db.pragma('foreign_keys = ON');
  const last = MIGRATIONS.findIndex((migration) => migration.id === '023-updates-in-any-language');
  migrate(db, MIGRATIONS.slice(0, last + 1));
  const person = db.prepare(
    `INSERT INTO users (username, password, name, role, sides, language, created_at, signed_up_at, sees_gifts)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  person.run('couple', 'hash-1', 'The couple', 'couple', '', 'en', '2025-01-01T00:00:00.000Z', '2025-01-01', 1);
  const asha = person.run('asha', 'hash-2', 'Asha', 'organiser', 'groom', 'hi', '2025-01-02', '2025-01-02', 0);
  const gone = person.run('gone', 'hash-3', 'Gone', 'door', '', 'en', '2025-01-03', null, 0);
  db.prepare('DELETE FROM users WHERE id = ?').run(gone.lastInsertRowid);
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, 1, 2)').run(
    'session',
    asha.lastInsertRowid,
  );
  db.prepare('INSERT INTO signup_links (token_hash, user_id, expires_at) VALUES (?, ?, 3)').run(
    'link',
    asha.lastInsertRowid,
  );
  db.prepare('INSERT INTO passkeys (id, user_id, public_key, counter, created_at) VALUES (?, ?, ?, 0, ?)').run(
    'key',
    asha.lastInsertRowid,
    Buffer.from([1, 2, 3]),
    '2025-01-02',
  );
  const schemaOf = () =>
    db
      .prepare(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE tbl_name <> 'users' OR type <> 'table' ORDER BY name",
      )
      .all();
  const everything = () => ({
    users: db.prepare('SELECT * FROM users ORDER BY id').all(),
    sessions: db.prepare('SELECT * FROM sessions').all(),
    links: db.prepare('SELECT * FROM signup_links').all(),
    passkeys: db.prepare('SELECT * FROM passkeys').all(),
    sequence: db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'users'").pluck().get(),
    schema: schemaOf(),
    keys: ['sessions', 'signup_links', 'passkeys'].map((table) => db.pragma(`foreign_key_list(${table})`)),
  });
  const before = everything();

  migrate(db, MIGRATIONS);
  assert.deepEqual(everything(), before);
  assert.deepEqual(db.pragma('foreign_key_check'), []);
  assert.deepEqual(db.pragma('integrity_check', { simple: true }), 'ok');
  db.prepare('UPDATE users SET language = ? WHERE id = ?').run(NOT_AN_ADMIN_LANGUAGE, asha.lastInsertRowid);
  // The other checks stay, and the keys still hold a person's sessions, links and passkeys to them.
  assert.throws(() => db.prepare("UPDATE users SET role = 'guest'").run(), /CHECK constraint/);
  assert.throws(() => db.prepare("UPDATE users SET sides = 'left'").run(), /CHECK constraint/);
  assert.throws(() => db.prepare("INSERT INTO users (username, password) VALUES ('couple', 'x')").run(), /UNIQUE/);
  assert.throws(
    () => db.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('x', 99, 1, 2)").run(),
    /FOREIGN KEY/,
  );
  db.prepare('DELETE FROM users WHERE id = ?').run(asha.lastInsertRowid);
  for (const table of ['sessions', 'signup_links', 'passkeys'])
    assert.equal(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), 0, table);
  // A new person is never given the id of one who was removed.
  const next = db.prepare("INSERT INTO users (username, password) VALUES ('new', 'x')").run();
  assert.equal(Number(next.lastInsertRowid), Number(gone.lastInsertRowid) + 1);
  db.close();
});
