import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { summarizeRsvps } from '../../web/admin/summary';

describe('summary counts', () => {
  test('are all zero with no responses', () => {
    assert.deepEqual(summarizeRsvps([]), { total: 0, attending: 0, notAttending: 0, totalGuests: 0 });
  });

  test('count guests of attending responses only', () => {
    const summary = summarizeRsvps([
      { attending: true, guestCount: 2 },
      { attending: false, guestCount: 5 },
      { attending: true, guestCount: 1 },
      { attending: false, guestCount: 1 },
    ]);
    assert.deepEqual(summary, { total: 4, attending: 2, notAttending: 2, totalGuests: 3 });
  });
});
