// What a name and a note may hold, the same in the page and on the server.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RSVP_FORM_DEFAULTS, validateRsvpForm } from '../../shared/forms/rsvp-form';
import { textsIn } from '../../shared/i18n/by-language';
import { NAME_PATTERN, NOTE_PATTERN, storedText } from '../../shared/rsvp/rules';

const en = textsIn('en');

const NAME = new RegExp(NAME_PATTERN, 'u');
const NOTE = new RegExp(NOTE_PATTERN, 'u');

describe('names', () => {
  for (const name of ['Asha Verma', 'अनन्या', 'श्री राम', 'आर्‍य', 'Zoë O’Brien-Smith', '李小龙', 'J.', 'Dev 2']) {
    test(`takes "${name}"`, () => assert.ok(NAME.test(name)));
  }
  const refused: Array<[string, string]> = [
    ['spaces only', '   '],
    ['zero-width spaces only', '\u200B\u200B'],
    ['a zero-width joiner alone', '\u200D'],
    ['a NUL inside', 'Asha\u0000Verma'],
    ['a newline inside', 'Asha\nVerma'],
    ['a lone high surrogate', 'Asha \uD800'],
    ['a lone low surrogate', '\uDC00Verma'],
  ];
  for (const [what, name] of refused) test(`refuses ${what}`, () => assert.equal(NAME.test(name), false));

  test('the page refuses the same names with the spec’s message', () => {
    assert.equal(
      validateRsvpForm({ ...RSVP_FORM_DEFAULTS, fullName: '\u200B', email: 'a@b.co', attending: 'yes' }, en).fullName,
      'Full name is required',
    );
    assert.equal(
      validateRsvpForm({ ...RSVP_FORM_DEFAULTS, fullName: 'अनन्या', email: 'a@b.co', attending: 'yes' }, en).fullName,
      undefined,
    );
  });
});

describe('notes', () => {
  test('take lines, tabs and any script, not other control characters or lone surrogates', () => {
    assert.ok(NOTE.test('Jain,\nno onion\tplease — जैन भोजन'));
    assert.equal(NOTE.test('no \u0000 nuts'), false);
    assert.equal(NOTE.test('bell \u0007'), false);
    assert.equal(NOTE.test('half \uD83D'), false);
  });
});

test('stored text is composed (NFC) and trimmed: "e" + a combining acute is "é"', () => {
  assert.equal(storedText(' Rene\u0301e '), 'Ren\u00E9e');
  assert.equal(storedText('क़'), 'क़'.normalize('NFC'));
});
