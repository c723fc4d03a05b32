// The admin reads a refusal in its reader's language: its own sentence for the code, carrying the server's English
// along; or the server's sentence as it came, when the server already wrote it in the reader's language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failures } from '../../locales/hi/admin.json';
import { failureInWords, refusalInWords } from '../../web/admin/admin-failure';
import { ApiError } from '../../web/api';

const ADMIN_HI_FAILURES = { language: 'hi', ...failures };

test('a refusal the server wrote in Hindi is read as it came; one in English is wrapped in the Hindi sentence', () => {
  const hindi = 'पक्ष (Side) कॉलम इन परिवारों को वहाँ रखता है जहाँ आप नहीं रख सकते: Gupta family।';
  assert.equal(refusalInWords(403, 'not-allowed', hindi, ADMIN_HI_FAILURES, 'hi'), hindi);
  assert.equal(
    refusalInWords(403, 'not-allowed', 'side: you look after…', ADMIN_HI_FAILURES),
    'आपको यह करने की अनुमति नहीं है; वर-वधू से कहें। (सर्वर: side: you look after…)',
  );
  assert.equal(failureInWords(new ApiError(403, hindi, 'not-allowed', 'hi'), 'x', ADMIN_HI_FAILURES), hindi);
});
