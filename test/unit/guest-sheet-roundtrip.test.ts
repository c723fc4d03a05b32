// Property: any valid guest sheet, imported and then exported, reads back as the same households.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { weddingEvents } from '../../shared/site/events';
import { importHouseholds } from '../../src/guests/apply-import';
import { householdCsvLines } from '../../src/guests/export';
import { functionsOf } from '../../src/guests/function-names';
import { createGuestList } from '../../src/guests/guest-list';
import { readGuestSheet } from '../../src/guests/import';
import { loadPhoneLibrary } from '../../src/reach/phone';
import { csvRecord } from '../../src/rsvp/csv';
import { openDatabase } from '../../src/storage/db';
import { guestListSite } from '../helpers/guest-site';

await loadPhoneLibrary();

const events = weddingEvents(guestListSite());
const functions = functionsOf(() => guestListSite());

// Names as couples type them: Latin and Devanagari letters, spaces, the punctuation of names, and the characters a
// spreadsheet would take for a formula (which the export defuses and the import takes back).
const nameText = fc
  .array(fc.constantFrom(...'AaBbKkMmRrSs अनयवरमाशक्ष्ञ-\'.=+@&,;"'.split('')), { minLength: 1, maxLength: 24 })
  .map((chars) => chars.join('').trim().replace(/\s+/g, ' '))
  .filter((name) => /[\p{L}]/u.test(name));

const household = fc.record({
  name: nameText,
  members: fc.uniqueArray(fc.record({ name: nameText, child: fc.boolean() }), {
    minLength: 1,
    maxLength: 6,
    selector: (m) => m.name.toLowerCase(),
  }),
  events: fc.subarray(events.map((e) => e.id)),
  plusOnes: fc.integer({ min: 0, max: 20 }),
  phone: fc.option(fc.stringMatching(/^\+91 [6-9]\d{4} \d{5}$/), { nil: undefined }),
  language: fc.constantFrom('en' as const, 'hi' as const),
});

test('random valid sheets round-trip through import and export', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wedding-roundtrip-'));
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(household, { minLength: 1, maxLength: 8, selector: (h) => h.name.toLowerCase() }),
        async (households) => {
          const db = openDatabase(path.join(dir, `${Math.random()}.db`));
          try {
            const sheet = [
              csvRecord(['Household', 'Name', 'Events', 'Plus ones', 'Child', 'Phone', 'Language']),
              ...households.flatMap((h) =>
                h.members.map((m) =>
                  csvRecord([
                    h.name,
                    m.name,
                    h.events.join(';'),
                    h.plusOnes,
                    m.child ? 'yes' : 'no',
                    h.phone ?? '',
                    h.language,
                  ]),
                ),
              ),
            ].join('');
            const read = await readGuestSheet(sheet, functions);
            assert.deepEqual(read.errors, []);
            const guestList = createGuestList(db, { eventOrder: events.map((e) => e.id) });
            await importHouseholds(guestList, read.households, events, { dryRun: false });
            const exported = [...householdCsvLines(guestList.list())].join('');
            const readBack = await readGuestSheet(exported, functions);
            assert.deepEqual(readBack.errors, []);
            // Compared with what was generated, not with what was read: a reading fault on both sides must not hide.
            const normalise = (
              list: ReadonlyArray<{
                name: string;
                members: ReadonlyArray<{ name: string; child?: boolean | undefined }>;
                events?: readonly string[] | undefined;
                plusOnes?: number | undefined;
                phone?: string | null | undefined;
                language?: string | undefined;
              }>,
            ) =>
              list
                .map((h) => ({
                  name: h.name,
                  members: h.members.map((m) => ({ name: m.name, child: m.child === true })),
                  events: [...(h.events ?? [])].sort(),
                  plusOnes: h.plusOnes ?? 0,
                  phone: h.phone ?? null,
                  language: h.language ?? 'en',
                }))
                .sort((a, b) => a.name.localeCompare(b.name));
            assert.deepEqual(normalise(readBack.households), normalise(households));
            // And a second import of the export changes nothing.
            assert.deepEqual(await importHouseholds(guestList, readBack.households, events, { dryRun: false }), {
              created: 0,
              updated: 0,
              unchanged: households.length,
              changes: [],
              adding: [],
              returning: [],
              sameAs: [],
            });
          } finally {
            db.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
