// The sheet is parsed a piece at a time (guests get a turn between): a quote left open, or one where none can be,
// is still reported with the line it is on, and a sheet longer than one piece is read whole.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { functionsOf } from '../../src/guests/function-names';
import { readGuestSheet } from '../../src/guests/import';
import { DEFAULT_SITE } from '../../src/site/defaults';

const events = functionsOf(() => DEFAULT_SITE);

test('a sheet that is not CSV is refused with the line where reading stopped', async () => {
  const open = await readGuestSheet('Household,Name\nSen family,"Rina Sen\nBose family,Anil Bose\n', events);
  assert.deepEqual(open.households, []);
  assert.equal(open.errors[0]?.row, 3);
  assert.match(open.errors[0]?.message ?? '', /^the file cannot be read as CSV: Quote Not Closed/);
  const stray = await readGuestSheet('Household,Name\nSen family,Ri"na" Sen\n', events);
  assert.equal(stray.errors[0]?.row, 2);
});

test('a sheet of many pieces is read whole, a row cut across two pieces included', async () => {
  const rows = Array.from({ length: 3_000 }, (_, i) => `Family ${i},"Person ${i}, the elder",all`);
  const sheet = await readGuestSheet(['Household,Name,Events', ...rows].join('\r\n'), events);
  assert.deepEqual(sheet.errors, []);
  assert.equal(sheet.households.length, 3_000);
  assert.equal(sheet.households[2_999]?.members[0]?.name, 'Person 2999, the elder');
});
