// The couple who reads the admin in Hindi is refused in Hindi by the forms the server words: the flood's window, an
// organiser without a side, a person without a name. English readers keep the API's English.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from '../helpers/app';

describe('refusals in the reader’s language', () => {
  const t = useTestApp({ signedIn: true });
  const call = t.asCouple;
  const window = (from: string, until: string) =>
    `/api/rsvps/remove-received?from=${encodeURIComponent(from)}&until=${encodeURIComponent(until)}&dryRun=1`;

  test('in English first, then in Hindi with the language said', async () => {
    const english = await call('POST', window('2025-08-02T10:00:00Z', '2025-08-01T10:00:00Z'));
    assert.deepEqual(english.json(), { error: 'invalid-input', message: 'until: must be after from' });
    assert.equal((await call('PUT', '/api/admin/me/language', { language: 'hi' })).statusCode, 200);
    const hindi = await call('POST', window('2025-08-02T10:00:00Z', '2025-08-01T10:00:00Z'));
    assert.deepEqual(hindi.json(), {
      error: 'invalid-input',
      message: 'until: “कब तक” का समय “कब से” के बाद होना चाहिए',
      language: 'hi',
    });
    const noSide = await call('POST', '/api/admin/users', { name: 'Vikram', role: 'organiser' });
    assert.equal(noSide.statusCode, 400);
    assert.equal(noSide.json().language, 'hi');
    assert.match(noSide.json().message, /^sides: बताएँ कि आयोजक किस पक्ष का काम देखते हैं/);
    const noName = await call('POST', '/api/admin/users', { name: '', role: 'caterer' });
    assert.equal(noName.statusCode, 400);
    assert.equal(noName.json().language, 'hi');
    assert.match(noName.json().message, /^name: /);
    assert.doesNotMatch(noName.json().message, /Enter/);
  });
});
