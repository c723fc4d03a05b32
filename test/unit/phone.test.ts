import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createPhoneReader, internationalPhone, loadPhoneLibrary } from '../../src/reach/phone';
import { isCountryCode } from '../../src/site/country-code';

before(loadPhoneLibrary);

describe('phone numbers as couples type them', () => {
  const indian: Array<[string, string]> = [
    ['+91 98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['91-98765-43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['(+91) 98765.43210', '+919876543210'],
  ];
  for (const [typed, international] of indian) {
    test(`"${typed}" in India is ${international}`, () => assert.equal(internationalPhone(typed, 'IN'), international));
  }

  test('a number with its own country keeps it, whatever the default', () => {
    assert.equal(internationalPhone('+44 7911 123456', 'IN'), '+447911123456');
    assert.equal(internationalPhone('+1 (415) 555-2671', 'IN'), '+14155552671');
  });

  test('a UK and a US number read with their own country as the default', () => {
    assert.equal(internationalPhone('07911 123456', 'GB'), '+447911123456');
    assert.equal(internationalPhone('(415) 555-2671', 'US'), '+14155552671');
  });

  test('what cannot be a number is null, never a guess', () => {
    for (const typed of ['12345', '98765', '+91 12', 'call Priya', ''])
      assert.equal(internationalPhone(typed, 'IN'), null, typed);
  });

  test('the reader gives the same answers, from memory the second time', () => {
    const read = createPhoneReader('IN');
    assert.equal(read('98765 43210'), '+919876543210');
    assert.equal(read('98765 43210'), '+919876543210');
    assert.equal(read('12345'), null);
  });
});

describe("site.json's defaultCountry, checked without the phone library", () => {
  test('every country the phone library reads is taken', async () => {
    const { getCountries } = await import('libphonenumber-js/max');
    assert.deepEqual(
      getCountries().filter((code) => !isCountryCode(code)),
      [],
    );
  });

  test('codes that are no country are refused', () => {
    for (const code of ['XX', 'ZZ', 'EU', 'UN', 'in', 'IND', '']) assert.equal(isCountryCode(code), false, code);
  });
});
