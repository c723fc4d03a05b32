import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textsIn } from '../../shared/i18n/by-language';
import { refusalInWords } from '../../shared/i18n/refusal-words';

const en = textsIn('en');
const hi = textsIn('hi');

test('a refusal is worded by its error code: a closed form and a cross-site post are both 403, and read differently', () => {
  assert.equal(
    refusalInWords(hi, 403, 'Responses closed on May 15, 2025; please contact Priya.', 'rsvp-closed'),
    'उत्तर देने की अंतिम तिथि निकल चुकी है। कृपया वर-वधू से संपर्क करें।',
  );
  assert.match(refusalInWords(hi, 403, 'Cross-site', 'cross-site-request'), /इस पृष्ठ से नहीं भेजा जा सका/);
  assert.match(refusalInWords(hi, 503, 'Disk full', 'disk-full'), /सहेजा नहीं जा सका/);
  assert.equal(
    refusalInWords(hi, 500, 'Oops', 'some-new-code'),
    hi.failures['500'],
    'a code with no sentence of its own falls back to its status',
  );
  assert.equal(
    refusalInWords(en, 403, 'Responses closed on May 15, 2025.', 'rsvp-closed'),
    'Responses closed on May 15, 2025.',
    "English keeps the server's words",
  );
});
