// The overview's "answers close in N days" counts to the instant the server closes the form (rsvp.closesAt), wherever
// the couple's laptop is, not to the deadline's text read in the browser's zone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { daysUntilAnswersClose } from '../../web/admin/overview/answers-close';

test('days until answers close are counted to rsvp.closesAt, with its offset', () => {
  const site = { rsvp: { closesAt: '2025-05-15T23:59:59+05:30' } };
  // 20:00 in India on the 14th: one day and a bit is left, whatever zone the browser is in.
  assert.equal(daysUntilAnswersClose(site, Date.parse('2025-05-14T20:00:00+05:30')), 2);
  // 23:00 in India on the 15th is 17:30 UTC: still the last day in India.
  assert.equal(daysUntilAnswersClose(site, Date.parse('2025-05-15T23:00:00+05:30')), 1);
  assert.equal(daysUntilAnswersClose(site, Date.parse('2025-05-16T00:00:01+05:30')), null, 'closed');
  assert.equal(daysUntilAnswersClose({}, Date.parse('2025-05-14T00:00:00Z')), null, 'answers that never close');
});
