// The CSV exports as a real spreadsheet program shows them (LibreOffice Calc, headless): phone numbers as written,
// with their + and leading zero, and no cell that looks like arithmetic or a formula evaluated.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../helpers/app';
import { skipWithoutCalc, textOf, throughCalc } from '../helpers/calc';
import { guestListSite } from '../helpers/guest-site';

const skip = skipWithoutCalc;

/** Opens the CSV in Calc as a double-click would (UTF-8, comma, formulas evaluated) and saves what each cell shows. */
function asCalcShowsIt(csv: Buffer): string[][] {
  return throughCalc(
    csv,
    // The 9th option of the export: save cell contents as shown, not as stored.
    {
      infilter: '44,34,76,1',
      convertTo: 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true',
      saved: 'sheet.csv',
    },
    (file) => parse(textOf(file), { relax_column_count: true }),
  );
}

describe('the CSV exports in a spreadsheet program', { skip }, () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('show phone numbers as written and evaluate nothing', async () => {
    for (const [name, phone] of [
      ['-2+3', '+91 98765 43210'],
      ['+1+1', '09876 543210'],
      ['=1+1 family', '+1 (555) 010-9999'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/households',
        headers: { cookie: t.cookie },
        payload: { name, members: [{ name: 'Asha' }], events: [], phone },
      });
      assert.equal(created.statusCode, 201, created.body);
    }
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: {
        fullName: '-2+3',
        email: 'a@example.com',
        guestCount: 1,
        attending: true,
        dietaryRestrictions: '+1+1',
        songRequest: '=SUM(1,2)',
      },
    });
    assert.equal(answered.statusCode, 201, answered.body);

    const households = asCalcShowsIt(
      (await t.app.inject({ method: 'GET', url: '/api/admin/households.csv', headers: { cookie: t.cookie } }))
        .rawPayload,
    );
    const header = households[0] ?? [];
    const column = (title: string) => header.indexOf(title);
    const shown = households.slice(1).map((row) => [row[column('Household')], row[column('Phone')]]);
    // A phone keeps its + and leading zero (stored as written, or in its international form).
    for (const [, phone] of shown)
      assert.match(phone ?? '', /^\+\d[\d ()-]+$|^0\d[\d ]+$/, `Calc showed the phone as ${phone}`);
    // A name that looks like a sum is shown as text (with the apostrophe that defuses it), never as its result.
    for (const [household] of shown)
      assert.match(household ?? '', /^'?(-2\+3|\+1\+1|=1\+1 family)$/, `Calc showed the household as ${household}`);

    const rsvps = asCalcShowsIt(
      (await t.app.inject({ method: 'GET', url: '/api/rsvps/download', headers: { cookie: t.cookie } })).rawPayload,
    );
    const row = rsvps[1] ?? [];
    assert.ok(
      row.includes("'-2+3") && row.includes("'+1+1") && row.includes("'=SUM(1,2)"),
      `Calc showed the RSVP as ${row.join(' | ')}`,
    );
  });
});
