// The import writes a slice at a time, each slice its own transaction, giving guests a turn between: a slice that
// fails changes nothing, the ones before it stay, and the error says how far it came.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { weddingEvents } from '../../shared/site/events';
import { ImportInterrupted, importHouseholds, interruptedInWords } from '../../src/guests/apply-import';
import { createGuestList } from '../../src/guests/guest-list';
import type { SheetHousehold } from '../../src/guests/import';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { openDatabase } from '../../src/storage/db';

const events = weddingEvents(DEFAULT_SITE);
const sheet: SheetHousehold[] = Array.from({ length: 6 }, (_, i) => ({
  name: `Family ${i}`,
  members: [{ name: `Person ${i}` }],
}));

test('an import stopped part of the way keeps the slices before, undoes the one that failed, and says how far it came', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wedding-import-slices-'));
  const db = openDatabase(path.join(dir, 'wedding.db'));
  try {
    const guestList = createGuestList(db, { eventOrder: events.map((event) => event.id) });
    // The fourth household's member cannot be written, as when the disk fills at that moment.
    db.exec(
      `CREATE TRIGGER full_disk BEFORE INSERT ON members WHEN NEW.name = 'Person 3' BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    );
    // Slices of 0 ms: one household each, so the stop falls between slices.
    const stopped = await importHouseholds(guestList, sheet, events, { dryRun: false, sliceMs: 0 }).then(
      () => assert.fail('the import went through a household that could not be written'),
      (err: unknown) => err,
    );
    assert.ok(stopped instanceof ImportInterrupted);
    assert.deepEqual(
      { created: stopped.done.created, updated: stopped.done.updated, total: stopped.total },
      { created: 3, updated: 0, total: 6 },
    );
    assert.deepEqual(
      guestList
        .list()
        .map((household) => household.name)
        .sort(),
      ['Family 0', 'Family 1', 'Family 2'],
    );
    assert.match(
      interruptedInWords(stopped),
      /The first 3 of 6 households in the sheet are in \(3 added, 0 changed\); the rest are not\..*import the same sheet again/,
    );

    // The same sheet again, once the disk has room, adds the rest and leaves the first three as they are.
    db.exec('DROP TRIGGER full_disk');
    const again = await importHouseholds(guestList, sheet, events, { dryRun: false, sliceMs: 0 });
    assert.deepEqual(
      { created: again.created, updated: again.updated, unchanged: again.unchanged },
      { created: 3, updated: 0, unchanged: 3 },
    );
    assert.equal(guestList.count(), 6);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a guest gets a turn between the slices of an import', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wedding-import-turns-'));
  const db = openDatabase(path.join(dir, 'wedding.db'));
  try {
    const guestList = createGuestList(db, { eventOrder: events.map((event) => event.id) });
    // A request that arrives as the import starts: it runs before the import is over, and sees the list part-written.
    let seenMeanwhile: number | null = null;
    setImmediate(() => (seenMeanwhile = guestList.count()));
    await importHouseholds(guestList, sheet, events, { dryRun: false, sliceMs: 0 });
    assert.ok(
      seenMeanwhile !== null && seenMeanwhile > 0 && seenMeanwhile < sheet.length,
      `the guest ran when ${seenMeanwhile} households were in`,
    );
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
