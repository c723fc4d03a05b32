// A database from when greetings and updates were written in English and Hindi, a column each, upgrades with every
// one of them kept: a backup of that time, restored, reads the same, each text under its language's code.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { createUpdates } from '../../src/day/updates';
import { createGuestList } from '../../src/guests/guest-list';
import { MIGRATIONS, migrate } from '../../src/storage/migrations';
import { makeDataDir } from '../helpers/app';

test('the Hindi and English greetings and updates of an earlier database are kept, under their languages', () => {
  const db = new Database(path.join(makeDataDir(), 'wedding.db'));
  db.pragma('foreign_keys = ON');
  const before = MIGRATIONS.findIndex((migration) => migration.id === '022-greetings-in-any-language');
  migrate(db, MIGRATIONS.slice(0, before));
  // As the earlier version wrote them: greeted in both languages, in Hindi alone, and by the name alone.
  const household = db.prepare(
    `INSERT INTO households (name, name_key, token, language, greeting_en, greeting_hi) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  household.run(
    'Sharma family (Nana-Nani)',
    'sharma family (nana-nani)\u001fboth',
    't1',
    'hi',
    'the Sharmas',
    'शर्मा परिवार',
  );
  household.run('Verma family', 'verma family\u001fboth', 't2', 'hi', null, 'वर्मा परिवार');
  household.run('Kapoor family', 'kapoor family\u001fboth', 't3', 'en', null, null);
  const update = db.prepare('INSERT INTO updates (text_en, text_hi, event_id, created_at) VALUES (?, ?, NULL, ?)');
  update.run('The Haldi moves to 11:00', 'हल्दी अब 11 बजे', '2025-08-30T04:00:00.000Z');
  update.run('Buses leave at 17:30', null, '2025-08-30T05:00:00.000Z');

  migrate(db, MIGRATIONS);
  const greetings = new Map(
    createGuestList(db)
      .list()
      .map((one) => [one.name, one.greeting]),
  );
  assert.deepEqual(Object.fromEntries(greetings), {
    'Kapoor family': {},
    'Sharma family (Nana-Nani)': { en: 'the Sharmas', hi: 'शर्मा परिवार' },
    'Verma family': { hi: 'वर्मा परिवार' },
  });
  assert.deepEqual(
    createUpdates(db)
      .current()
      .map((one) => one.text),
    [{ en: 'Buses leave at 17:30' }, { en: 'The Haldi moves to 11:00', hi: 'हल्दी अब 11 बजे' }],
  );
  const columns = (table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name);
  assert.ok(!columns('households').some((name) => name.startsWith('greeting_')), 'the old columns are gone');
  assert.ok(!columns('updates').some((name) => name.startsWith('text_')), 'the old columns are gone');
  db.close();
});
