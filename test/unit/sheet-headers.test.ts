import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldOfHeader } from '../../src/guests/sheet-headers';

// Headers seen in real guest-list sheets, in English and Hindi, and the column each one is.
const WRITTEN: ReadonlyArray<[string, string]> = [
  ['Household', 'household'],
  ['Family Name', 'household'],
  ['परिवार', 'household'],
  ['परिवार का नाम', 'household'],
  ['Name', 'name'],
  ['Guest Name', 'name'],
  ['Full name', 'name'],
  ['नाम', 'name'],
  ['मेहमान का नाम', 'name'],
  ['Mobile', 'phone'],
  ['Mobile No.', 'phone'],
  ['MOBILE NO', 'phone'],
  ['Phone No.', 'phone'],
  ['Contact', 'phone'],
  ['Contact No.', 'phone'],
  ['WhatsApp', 'phone'],
  ['WhatsApp No.', 'phone'],
  ['Whatsapp Number', 'phone'],
  ['मोबाइल नंबर', 'phone'],
  ['फ़ोन', 'phone'],
  ['फोन', 'phone'],
  ['E-mail', 'email'],
  ['Email Address', 'email'],
  ['ईमेल', 'email'],
  ['Functions', 'events'],
  ['Invited to', 'events'],
  ['कार्यक्रम', 'events'],
  ['Plus ones', 'plusOnes'],
  ['+1', 'plusOnes'],
  ['Extra guests', 'plusOnes'],
  ['Kids', 'child'],
  ['Children', 'child'],
  ['Child?', 'child'],
  ['बच्चे', 'child'],
  ['Language', 'language'],
  ['भाषा', 'language'],
  ['Remarks', 'notes'],
  ['टिप्पणी', 'notes'],
  ['Link', 'link'],
  ['Status', 'status'],
  ['Side', 'side'],
  ['Bride/Groom', 'side'],
  ['पक्ष', 'side'],
  ['Group', 'groups'],
  ['Tags', 'groups'],
  ['समूह', 'groups'],
];

test('the headers people write are read as the columns they mean', () => {
  for (const [header, field] of WRITTEN) assert.equal(fieldOfHeader(header), field, header);
});

test('a header the import does not know is not guessed', () => {
  // Side and Group were here until the import learned to read them (issue 23: sides and groups).
  for (const header of ['Shoe size', 'Guests', 'Relation', 'रिश्ता', 'Age'])
    assert.equal(fieldOfHeader(header), undefined, header);
});
