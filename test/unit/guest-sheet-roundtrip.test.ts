// Property: any valid guest sheet, imported and then exported, reads back as the same households: in any language of
// the registry, written by its code, its English name or its own, each greeted in any of them.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { weddingEvents } from '../../shared/site/events';
import { LANGUAGE_REGISTRY, LANGUAGES } from '../../shared/site/languages';
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
  language: fc.constantFrom(...LANGUAGE_REGISTRY),
  // How the sheet writes its language: by code, by its English name in any case, or by its own name.
  languageWritten: fc.constantFrom('code', 'englishName', 'upper', 'name'),
  greetings: fc.dictionary(fc.constantFrom(...LANGUAGES), nameText, { maxKeys: 3 }),
});

type LanguageFacts = (typeof LANGUAGE_REGISTRY)[number];
const written = (language: LanguageFacts, how: 'code' | 'englishName' | 'upper' | 'name') =>
  how === 'upper' ? language.englishName.toUpperCase() : language[how];
// A Greeting column per language, headed by its English name or its own.
const greetingHeaders = LANGUAGE_REGISTRY.map((language, index) =>
  index % 2 === 0 ? `Greeting (${language.englishName})` : `${language.name} greeting`,
);

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
              csvRecord(['Household', 'Name', 'Events', 'Plus ones', 'Child', 'Phone', 'Language', ...greetingHeaders]),
              ...households.flatMap((h) =>
                h.members.map((m) =>
                  csvRecord([
                    h.name,
                    m.name,
                    h.events.join(';'),
                    h.plusOnes,
                    m.child ? 'yes' : 'no',
                    h.phone ?? '',
                    written(h.language, h.languageWritten),
                    ...LANGUAGES.map((language) => h.greetings[language] ?? ''),
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
                language?: string | LanguageFacts | undefined;
                greetings?: Readonly<Record<string, string | null>> | undefined;
              }>,
            ) =>
              list
                .map((h) => ({
                  name: h.name,
                  members: h.members.map((m) => ({ name: m.name, child: m.child === true })),
                  events: [...(h.events ?? [])].sort(),
                  plusOnes: h.plusOnes ?? 0,
                  phone: h.phone ?? null,
                  language: typeof h.language === 'object' ? h.language.code : h.language,
                  greetings: Object.fromEntries(
                    Object.entries(h.greetings ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
                  ),
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
