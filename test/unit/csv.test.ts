import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { csvField, csvRecord, phoneCell, undefused } from '../../src/rsvp/csv';
import { rsvpCsvFilename, rsvpCsvLines } from '../../src/rsvp/export';

describe('CSV writer (RFC 4180)', () => {
  test('leaves plain fields as they are', () => {
    assert.equal(csvRecord(['Asha', 2, true, 'a@b.co']), 'Asha,2,true,a@b.co\r\n');
  });

  test('quotes fields holding a comma, a quote, or a line break, doubling inner quotes', () => {
    assert.equal(csvField('Verma, Asha'), '"Verma, Asha"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('line\nbreak'), '"line\nbreak"');
    assert.equal(csvField('carriage\rreturn'), '"carriage\rreturn"');
  });

  test('writes null and undefined as empty fields', () => {
    assert.equal(csvRecord([null, undefined, '']), ',,\r\n');
  });

  test('keeps non-Latin text untouched', () => {
    assert.equal(csvRecord(['अनन्या', 'Zoë']), 'अनन्या,Zoë\r\n');
  });

  test('defuses cells a spreadsheet would run as a formula', () => {
    assert.equal(csvField('=HYPERLINK("http://evil","x")'), `"'=HYPERLINK(""http://evil"",""x"")"`);
    assert.equal(csvField("+1+cmd|' /C calc'!A0"), "'+1+cmd|' /C calc'!A0");
    assert.equal(csvField('=1+2'), "'=1+2");
    assert.equal(csvField('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvField('\tcmd'), "'\tcmd");
    assert.equal(csvField('\r=1'), `"'\r'=1"`);
    assert.equal(csvField('a=b'), 'a=b', 'only a leading sign is dangerous');
    // Behind what spreadsheets skip first, and in full-width forms, and DDE's pipe.
    assert.equal(csvField('\u200B=HYPERLINK("http://evil")'), `"'\u200B=HYPERLINK(""http://evil"")"`);
    assert.equal(csvField('  =1+1'), "'  =1+1");
    assert.equal(csvField('\uFEFF@SUM(1)'), "'\uFEFF@SUM(1)");
    assert.equal(csvField('＝1+1'), "'＝1+1");
    assert.equal(csvField('＋cmd'), "'＋cmd");
    assert.equal(csvField('|calc'), "'|calc");
    assert.equal(csvField('%0A=1'), "'%0A=1");
    assert.equal(csvField('\n=1'), `"'\n'=1"`);
    assert.equal(csvField(-1), '-1', 'numbers we write ourselves stay numbers');
  });

  test('defuses digits and signs too: Excel evaluates -2+3 and +1+1', () => {
    assert.equal(csvField('-2+3'), "'-2+3");
    assert.equal(csvField('+1+1'), "'+1+1");
    assert.equal(csvField('+91 98100 00000 call me'), "'+91 98100 00000 call me");
  });

  test('writes a phone number as a quoted constant that every spreadsheet shows as written, and reads it back', () => {
    assert.equal(csvField(phoneCell('+91 98100 00000')), '"=""+91 98100 00000"""');
    assert.equal(csvField(phoneCell('09810000000')), '"=""09810000000"""', 'the leading zero is kept');
    assert.deepEqual(parseCsvRecord(csvRecord([phoneCell('+44 (20) 7946-0958')])).map(undefused), [
      '+44 (20) 7946-0958',
    ]);
    assert.equal(
      csvField(phoneCell('=HYPERLINK("x")')),
      `"'=HYPERLINK(""x"")"`,
      'anything but a phone number is defused as text',
    );
  });

  test('defuses every place inside a cell where a program splitting on semicolons, tabs or line breaks starts one', () => {
    assert.equal(csvField('Ram;=2+2'), "Ram;'=2+2");
    assert.equal(csvField('needs a ramp\t=3+3'), "needs a ramp\t'=3+3");
    assert.equal(csvField('x; "=1'), `"x;' ""=1"`);
    assert.equal(csvField('a,-b'), `"a,'-b"`);
    assert.equal(csvField('Gupta - Delhi; Jaipur'), 'Gupta - Delhi; Jaipur', 'a sign behind a word is no cell start');
  });

  test('reads back whatever was written, apostrophes and separators and signs in any order', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('=', '+', '-', "'", ';', ',', '\t', '\n', ' ', '"', 'a', '1') }),
        (text) => {
          const [cell] = parseCsvRecord(csvRecord([text]));
          assert.equal(undefused(cell ?? ''), text);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('round-trips through a strict parser', () => {
    const values = ['a,b', '"', '', 'x\r\ny', 'plain'];
    assert.deepEqual(parseCsvRecord(csvRecord(values)), values);
  });
});

describe('RSVP export', () => {
  test('a byte-order mark and a header row, then one row per RSVP with every field', async () => {
    const lines: string[] = [];
    for await (const line of rsvpCsvLines([
      {
        id: 7,
        fullName: 'Asha',
        email: 'a@b.co',
        guestCount: 2,
        attending: false,
        dietaryRestrictions: null,
        songRequest: 'Dil, Dil',
        createdAt: '2025-05-01T10:00:00.000Z',
      },
    ]))
      lines.push(line);
    assert.deepEqual(lines, [
      '\uFEFFID,Full Name,Email,Guests,Attending,Dietary Restrictions,Song Request,Submitted At (UTC)\r\n',
      '7,Asha,a@b.co,2,No,,"Dil, Dil",2025-05-01T10:00:00.000Z\r\n',
    ]);
  });

  test('names the file after the UTC date', () => {
    assert.equal(rsvpCsvFilename(new Date('2025-05-15T23:30:00Z')), 'rsvps-2025-05-15.csv');
  });
});

/** A small strict RFC 4180 reader for one record, written independently of the writer it checks. */
function parseCsvRecord(text: string): string[] {
  assert.ok(text.endsWith('\r\n'), 'a record ends with CRLF');
  const body = text.slice(0, -2);
  const fields: string[] = [];
  let i = 0;
  while (i <= body.length) {
    if (body[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const quote = body.indexOf('"', i);
        assert.ok(quote >= 0, 'unterminated quoted field');
        value += body.slice(i, quote);
        if (body[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      fields.push(value);
      assert.ok(i === body.length || body[i] === ',', 'a quoted field is followed by a comma or the end');
      i++;
    } else {
      const comma = body.indexOf(',', i);
      const end = comma < 0 ? body.length : comma;
      const value = body.slice(i, end);
      assert.ok(!/["\r\n]/.test(value), 'an unquoted field has no quote or line break');
      fields.push(value);
      i = end + 1;
    }
  }
  return fields;
}

describe('reading our own cells back (the guest-list import)', () => {
  test('undefused takes off exactly the apostrophe csvField added, also for text that looked defused already', () => {
    for (const typed of ['=SUM(A1)', "'=SUM(A1)", "''@x", '-Asha', "O'Brien", "'quoted'", '+91 98765 43210', 'plain']) {
      assert.equal(undefused(csvField(typed).replace(/^"|"$/g, '')), typed, typed);
    }
    assert.equal(csvField("'=x"), "''=x");
  });
});
