// A passkey ceremony holds nothing on the server until it is finished: a flood of ceremonies begun cannot push out the
// one a person is in the middle of, and each is finished once, within its five minutes, only as this site signed it.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createPasskeys } from '../../src/admin/passkeys';
import { openDatabase } from '../../src/storage/db';
import { makeDataDir } from '../helpers/app';

test('12,000 ceremonies begun push out no one’s; a ceremony is finished once, in time, as signed', () => {
  const dir = makeDataDir();
  const db = openDatabase(path.join(dir, 'wedding.db'));
  try {
    let clock = Date.parse('2026-02-01T10:00:00Z');
    const passkeys = createPasskeys(db, () => clock);
    const mine = passkeys.begin('the-couples-challenge');
    for (let i = 0; i < 12_000; i++) passkeys.begin(`flood-${i}`);
    assert.equal(passkeys.finish(mine), 'the-couples-challenge');
    assert.equal(passkeys.finish(mine), null, 'once');

    const forged = mine.replace('the-couples-challenge', 'another-challenge');
    assert.equal(passkeys.finish(forged), null, 'a challenge changed breaks the signature');
    assert.equal(passkeys.finish('made.up.ceremony'), null);
    assert.equal(createPasskeys(db, () => clock).finish(passkeys.begin('after a restart')), 'after a restart');

    const late = passkeys.begin('too-late');
    clock += 5 * 60 * 1000 + 1;
    assert.equal(passkeys.finish(late), null, 'ended after five minutes');
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
