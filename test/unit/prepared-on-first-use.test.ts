// The site's statements are compiled by SQLite at their first use (src/storage/prepared-on-first-use.ts): a start
// holds none of the couple's rooms' statements, and every statement's SQL still compiles, checked here at once.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { openDatabase } from '../../src/storage/db';
import { preparedOnFirstUse, prepareTheRest } from '../../src/storage/prepared-on-first-use';
import { makeDataDir, startTestApp } from '../helpers/app';

describe('statements prepared at their first use', () => {
  test('the whole app, put together and asked for the invitation, has compiled few of its statements; the rest compile', async () => {
    const { app, db, close } = await startTestApp();
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/' })).statusCode, 200);
      const unused = prepareTheRest(db);
      assert.ok(unused > 100, `only ${unused} statements were left for their first use`);
      assert.equal(prepareTheRest(db), 0, 'each is compiled once');
    } finally {
      await close();
    }
  });

  test('a mistake in the SQL is found at the first use, or by prepareTheRest, with SQLite’s message', () => {
    const db = openDatabase(path.join(makeDataDir(), 'wedding.db'));
    try {
      const prepare = preparedOnFirstUse(db);
      const typo = prepare('SELEC 1');
      assert.throws(() => typo.get(), /syntax error.*\(preparing: SELEC 1\)/);
      // Still waiting, so the check of them all still finds it.
      assert.throws(() => prepareTheRest(db), /syntax error/);
    } finally {
      db.close();
    }
  });

  test('it is the real statement: binding, plucking, iterating and running reach SQLite', () => {
    const db = openDatabase(path.join(makeDataDir(), 'wedding.db'));
    try {
      const prepare = preparedOnFirstUse(db);
      db.exec('CREATE TABLE t (x INTEGER)');
      const insert = prepare<[number]>('INSERT INTO t (x) VALUES (?)');
      assert.equal(insert.run(1).changes, 1);
      assert.equal(insert.run(2).changes, 1);
      const countStatement = prepare<[], number>('SELECT count(*) FROM t');
      const count = countStatement.pluck();
      assert.equal(count, countStatement, 'what returns the statement returns the stand-in');
      assert.equal(count.get(), 2);
      assert.deepEqual([...prepare<[], { x: number }>('SELECT x FROM t ORDER BY x').iterate()], [{ x: 1 }, { x: 2 }]);
      assert.equal(insert.reader, false);
      assert.equal(insert.source, 'INSERT INTO t (x) VALUES (?)');
    } finally {
      db.close();
    }
  });
});
