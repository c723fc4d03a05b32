// The write-ahead log is folded back into the database as it goes: a long stream of RSVPs leaves it a few MB,
// not the size of everything ever written.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createRsvpRepository } from '../../src/rsvp/repository';
import { openDatabase } from '../../src/storage/db';
import { makeDataDir } from '../helpers/app';

const RSVPS = 20_000;
const WAL_BOUND_BYTES = 8 * 1024 * 1024;

test(`after ${RSVPS.toLocaleString('en')} RSVPs the WAL stays under ${WAL_BOUND_BYTES / 1024 / 1024} MB`, () => {
  const file = path.join(makeDataDir(), 'wedding.db');
  const db = openDatabase(file);
  // The test writes fast rather than safely: the bound is about checkpoints, not about flushing to the disk.
  db.pragma('synchronous = OFF');
  const rsvps = createRsvpRepository(db);
  let largest = 0;
  for (let i = 0; i < RSVPS; i++) {
    rsvps.create({
      fullName: `Guest ${i}`,
      email: `g${i}@example.com`,
      guestCount: 1,
      attending: true,
      dietaryRestrictions: 'd'.repeat(500),
    });
    if (i % 1000 === 999) largest = Math.max(largest, statSync(`${file}-wal`).size);
  }
  db.close();
  assert.ok(largest < WAL_BOUND_BYTES, `the WAL reached ${(largest / 1024 / 1024).toFixed(1)} MB`);
  assert.ok(statSync(file).size > 10 * 1024 * 1024, 'the rows reached the database file itself');
});
