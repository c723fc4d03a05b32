// An install from before there were people and sides upgrades with its one password becoming the couple's account:
// its sessions still sign in, its households belong to both sides, and nothing else changes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { createAuth } from '../../src/admin/auth';
import { hashPassword } from '../../src/admin/passwords';
import { createPeople } from '../../src/admin/people';
import { MIGRATIONS, migrate } from '../../src/storage/migrations';
import { makeDataDir } from '../helpers/app';

test('the single password of an earlier install becomes the couple’s account, and its session stays signed in', async () => {
  const db = new Database(path.join(makeDataDir(), 'wedding.db'));
  db.pragma('foreign_keys = ON');
  const before = MIGRATIONS.findIndex((migration) => migration.id === '011-people-roles-sides');
  migrate(db, MIGRATIONS.slice(0, before));
  // As the earlier version wrote them: the admin account, and a session of a phone signed in to it.
  db.prepare("INSERT INTO users (username, password) VALUES ('admin', ?)").run(
    await hashPassword('the one password', { N: 2 ** 10, r: 8, p: 1 }),
  );
  const token = 'a-session-token-from-before';
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, 1, ?, ?)').run(
    createHash('sha256').update(token).digest('hex'),
    Date.now(),
    Date.now() + 86_400_000,
  );
  db.prepare("INSERT INTO households (name, name_key, token) VALUES ('Sharma family', 'sharma family', 't1')").run();

  migrate(db, MIGRATIONS);
  const people = createPeople(db);
  const [couple, ...others] = people.list();
  assert.deepEqual(others, []);
  assert.deepEqual([couple?.role, couple?.username, couple?.name], ['couple', 'admin', 'The couple']);
  assert.ok(couple?.signedUpAt);
  const auth = createAuth(db);
  assert.equal(auth.checkSession(token)?.userId, couple?.id);
  assert.ok(await auth.signIn('the one password'));
  assert.deepEqual(db.prepare('SELECT side, groups FROM households').get(), { side: 'both', groups: '[]' });
  db.close();
});
