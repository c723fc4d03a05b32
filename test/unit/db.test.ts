import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { openDatabase } from '../../src/storage/db';
import { MIGRATIONS, migrate } from '../../src/storage/migrations';
import { makeDataDir } from '../helpers/app';

describe('database', () => {
  test('an empty file is migrated to the current schema, in WAL mode with foreign keys on', () => {
    const db = openDatabase(path.join(makeDataDir(), 'wedding.db'));
    try {
      assert.equal(db.pragma('user_version', { simple: true }), MIGRATIONS.length);
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
      assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
      assert.equal(db.pragma('synchronous', { simple: true }), 2, 'FULL');
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .pluck()
        .all();
      assert.deepEqual(tables, [
        'audit_log',
        'checkin_guests',
        'checkin_requests',
        'checkins',
        'gifts',
        'health_probe',
        'household_events',
        'household_responses',
        'household_travel',
        'households',
        'member_travel',
        'members',
        'passkeys',
        'pickups',
        'response_events',
        'response_people',
        'room_guests',
        'rsvps',
        'secrets',
        'sessions',
        'signup_links',
        'stay_places',
        'stay_rooms',
        'update_sends',
        'update_views',
        'updates',
        'users',
      ]);
    } finally {
      db.close();
    }
  });

  test('opening again runs nothing twice and keeps the data', () => {
    const file = path.join(makeDataDir(), 'wedding.db');
    const first = openDatabase(file);
    first.prepare("INSERT INTO rsvps (full_name, email, guest_count, attending) VALUES ('A', 'a@b.co', 1, 1)").run();
    first.close();
    const second = openDatabase(file);
    try {
      assert.equal(second.prepare('SELECT count(*) FROM rsvps').pluck().get(), 1);
    } finally {
      second.close();
    }
  });

  test('a failing migration leaves no trace: its transaction rolls back whole', () => {
    const db = new Database(':memory:');
    const broken = [
      ...MIGRATIONS,
      {
        id: '999-broken',
        up(d: Database.Database) {
          d.exec('CREATE TABLE half_done (x INTEGER)');
          throw new Error('boom');
        },
      },
    ];
    assert.throws(() => migrate(db, broken), /boom/);
    assert.equal(db.pragma('user_version', { simple: true }), MIGRATIONS.length);
    assert.equal(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get(), 0);
    db.close();
  });

  test('refuses a database written by a newer version', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    assert.throws(() => migrate(db), /written by a newer version/);
    db.close();
  });

  test('the schema itself refuses impossible rows', () => {
    const db = openDatabase(path.join(makeDataDir(), 'wedding.db'));
    try {
      const insert = db.prepare('INSERT INTO rsvps (full_name, email, guest_count, attending) VALUES (?, ?, ?, ?)');
      assert.throws(() => insert.run('  ', 'a@b.co', 1, 1), /CHECK constraint/);
      assert.throws(() => insert.run('A', 'a@b.co', 0, 1), /CHECK constraint/);
      assert.throws(() => insert.run('A', 'a@b.co', 1, 2), /CHECK constraint/);
    } finally {
      db.close();
    }
  });
});
