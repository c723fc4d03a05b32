// A household's own page reads its own rows: what it asks SQLite for its stay is found through an index, never by
// scanning a table that grows with the guest list (every family's visit would read the whole list). The plans are
// SQLite's own (EXPLAIN QUERY PLAN) for every statement the page's stay prepares, on the real schema.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { weddingEvents } from '../../shared/site/events';
import { createGuestList } from '../../src/guests/guest-list';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { createStay } from '../../src/stay/stay';
import { openDatabase } from '../../src/storage/db';

test("a household's stay, as its page shows it, scans no table", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wedding-stay-reads-'));
  const db = openDatabase(path.join(dataDir, 'wedding.db'));
  try {
    const guestList = createGuestList(db, { eventOrder: weddingEvents(DEFAULT_SITE).map((event) => event.id) });
    const household = guestList.create(
      { name: 'Kapoor family', members: [{ name: 'Anil Kapoor' }, { name: 'Sunita Kapoor' }], events: [] },
      'import',
    );
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    }) as typeof db.prepare;
    // Statements are prepared at their first use: these are the ones the page's stay runs.
    createStay(db).householdStay(household, true);
    assert.ok(prepared.length >= 3, `the stay prepared ${prepared.length} statements`);
    const scans = prepared.flatMap((sql) =>
      (prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array(countParameters(sql)).fill(1)) as Array<{ detail: string }>)
        .filter(({ detail }) => /^SCAN /.test(detail))
        .map(({ detail }) => `${detail}, in: ${sql.replace(/\s+/g, ' ').trim()}`),
    );
    assert.deepEqual(scans, []);
  } finally {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** How many `?` a statement takes (the page's statements use no named parameters). */
function countParameters(sql: string): number {
  return (sql.match(/\?/g) ?? []).length;
}
