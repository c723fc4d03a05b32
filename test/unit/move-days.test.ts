// The wedding's dates move together, across months and years, and a function after midnight is its evening's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteProblemWords } from '../../shared/i18n/site-problem-words';
import { dayProblems } from '../../shared/site/day-problems';
import { daysBetween, movedBy, withDayMoved, withWeddingMoved } from '../../shared/site/move-days';
import type { SiteFile } from '../../shared/site/schema';
import { DEFAULT_SITE_FILE } from '../../src/site/defaults';

const words = siteProblemWords('en');

test('dates move by whole days across month ends and leap years, times kept', () => {
  assert.equal(movedBy('2026-01-31', 29), '2026-03-01');
  assert.equal(movedBy('2024-02-28T20:30', 1), '2024-02-29T20:30');
  assert.equal(daysBetween('2026-02-11', '2026-03-13'), 30);
  assert.equal(daysBetween('2026-03-13', '2026-02-11'), -30);
});

test('the wedding moved takes its days, functions and the moment answers close; nothing disagrees after', () => {
  const site: SiteFile = { ...DEFAULT_SITE_FILE, rsvp: { closesAt: '2025-08-15T23:59:59+05:30' } };
  const moved = withWeddingMoved(site, 30);
  assert.equal(moved.startDate, '2025-09-30');
  assert.equal(moved.endDate, '2025-10-01');
  assert.equal(moved.rsvp?.closesAt, '2025-09-14T23:59:59+05:30');
  assert.deepEqual(dayProblems(moved, words), []);
  const dayOnly = withDayMoved(site, 1, '2025-09-01');
  assert.deepEqual(dayOnly, site, 'a day moved to its own date changes nothing');
});

test('a function after midnight belongs to its evening; one the next morning does not', () => {
  const [first, second] = DEFAULT_SITE_FILE.days;
  assert.ok(first && second);
  const withStart = (start: string): SiteFile => ({
    ...DEFAULT_SITE_FILE,
    days: [{ ...first, events: [{ ...first.events[0]!, start, end: undefined }] }, second],
  });
  assert.deepEqual(dayProblems(withStart('2025-09-01T01:30'), words), []);
  assert.match(
    dayProblems(withStart('2025-09-01T07:00'), words)[0] ?? '',
    /^days\[0\]\.events\[0\]\.start: .* is not on its day/,
  );
  assert.match(dayProblems(withStart('2025-08-30T23:00'), words)[0] ?? '', /is not on its day/);
});
