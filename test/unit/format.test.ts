import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dateRange, longDate } from '../../web/ui/format';

describe('date text', () => {
  test('names the weekday of a calendar date, whatever the time zone', () => {
    assert.equal(longDate('2025-08-31'), 'Sunday, August 31, 2025');
    assert.equal(longDate('2025-09-01'), 'Monday, September 1, 2025');
  });

  test("writes the wedding's span once, with the year at the end", () => {
    assert.equal(dateRange('2025-08-31', '2025-09-01'), 'Sunday, August 31 – Monday, September 1, 2025');
    assert.equal(dateRange('2025-12-31', '2026-01-01'), 'Wednesday, December 31, 2025 – Thursday, January 1, 2026');
    assert.equal(dateRange('2025-08-31', '2025-08-31'), 'Sunday, August 31, 2025');
  });
});
