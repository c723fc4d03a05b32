import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dateRange, longDate } from '../../shared/format';
import { pageTexts, textsIn } from '../../shared/i18n/by-language';

const en = textsIn('en');
const hi = textsIn('hi');

describe('date text', () => {
  test('names the weekday of a calendar date, whatever the time zone', () => {
    assert.equal(longDate('2025-08-31', en), 'Sunday, August 31, 2025');
    assert.equal(longDate('2025-09-01', en), 'Monday, September 1, 2025');
  });

  test("writes the wedding's span once, with the year at the end", () => {
    assert.equal(dateRange('2025-08-31', '2025-09-01', en), 'Sunday, August 31 – Monday, September 1, 2025');
    assert.equal(dateRange('2025-12-31', '2026-01-01', en), 'Wednesday, December 31, 2025 – Thursday, January 1, 2026');
    assert.equal(dateRange('2025-08-31', '2025-08-31', en), 'Sunday, August 31, 2025');
  });

  test('in Hindi: day, month, year, then the weekday, with Latin digits', () => {
    assert.equal(longDate('2025-08-31', hi), '31\u00a0अगस्त\u00a02025, रविवार', 'no line breaks inside a date');
    assert.equal(dateRange('2025-08-31', '2025-09-01', hi), '31\u00a0अगस्त, रविवार – 1\u00a0सितंबर\u00a02025, सोमवार');
    assert.equal(
      dateRange('2025-12-31', '2026-01-01', hi),
      '31\u00a0दिसंबर\u00a02025, बुधवार – 1\u00a0जनवरी\u00a02026, गुरुवार',
    );
    assert.equal(dateRange('2025-02-14', '2025-02-14', hi), '14\u00a0फ़रवरी\u00a02025, शुक्रवार');
  });

  test('in Hindi with Devanagari digits, when site.json asks for them', () => {
    assert.equal(
      dateRange('2025-08-31', '2025-09-01', pageTexts('hi', 'devanagari')),
      '३१\u00a0अगस्त, रविवार – १\u00a0सितंबर\u00a0२०२५, सोमवार',
    );
  });
});

test('a language without digits of its own keeps Latin ones when site.json asks for native digits', () => {
  assert.equal(longDate('2025-08-31', pageTexts('en', 'native')), 'Sunday, August 31, 2025');
  assert.equal(longDate('2025-08-31', pageTexts('hi', 'native')), '३१\u00a0अगस्त\u00a0२०२५, रविवार');
});
