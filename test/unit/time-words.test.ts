import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { textsIn } from '../../shared/i18n/by-language';
import type { Language } from '../../shared/site/languages';
import { timeWords } from '../../shared/site/time-words';

/** A time in `language`, by the grammar its guest catalog gives (locales/<code>/guest.json's `time`). */
const timeIn = (language: Language, start: string, end?: string) => timeWords(start, end, textsIn(language).time);

describe('timeWords: a function’s time as guests read it, from its start and end', () => {
  test('in English, as the sample wedding writes it', () => {
    assert.equal(timeIn('en', '2025-08-31T13:00', '2025-08-31T15:00'), '1:00 - 3:00 PM');
    assert.equal(timeIn('en', '2025-08-31T12:00'), '12:00 PM');
    assert.equal(timeIn('en', '2025-09-01T18:30'), '6:30 PM');
    assert.equal(timeIn('en', '2025-09-01T11:00', '2025-09-01T13:30'), '11:00 AM - 1:30 PM');
    assert.equal(timeIn('en', '2025-09-01T00:15'), '12:15 AM');
  });

  test('in Hindi, the part of the day before the hour, as the sample wedding writes it', () => {
    assert.equal(timeIn('hi', '2025-08-31T13:00', '2025-08-31T15:00'), 'दोपहर 1:00 से 3:00 बजे');
    assert.equal(timeIn('hi', '2025-08-31T12:00'), 'दोपहर 12:00 बजे');
    assert.equal(timeIn('hi', '2025-09-01T18:30'), 'शाम 6:30 बजे');
    assert.equal(timeIn('hi', '2025-09-01T10:00', '2025-09-01T13:00'), 'सुबह 10:00 से दोपहर 1:00 बजे');
    assert.equal(timeIn('hi', '2025-09-01T21:00'), 'रात 9:00 बजे');
  });

  test('in Tamil, Bengali and Urdu, as their catalogs write a time', () => {
    assert.equal(timeIn('ta', '2025-08-31T13:00', '2025-08-31T15:00'), 'மதியம் 1:00 முதல் 3:00 மணி வரை');
    assert.equal(timeIn('ta', '2025-09-01T10:00', '2025-09-01T13:00'), 'காலை 10:00 மணி முதல் மதியம் 1:00 மணி வரை');
    assert.equal(timeIn('ta', '2025-09-01T18:30'), 'மாலை 6:30 மணி');
    assert.equal(timeIn('bn', '2025-08-31T13:00', '2025-08-31T15:00'), 'দুপুর 1:00 থেকে 3:00');
    assert.equal(timeIn('bn', '2025-09-01T19:00', '2025-09-01T22:00'), 'সন্ধ্যা 7:00 থেকে রাত 10:00');
    assert.equal(timeIn('bn', '2025-09-01T21:00'), 'রাত 9:00');
    assert.equal(timeIn('ur', '2025-08-31T13:00', '2025-08-31T15:00'), 'دوپہر 1:00 سے 3:00 بجے تک');
    assert.equal(timeIn('ur', '2025-09-01T10:00', '2025-09-01T13:00'), 'صبح 10:00 بجے سے دوپہر 1:00 بجے تک');
    assert.equal(timeIn('ur', '2025-09-01T06:30'), 'صبح 6:30 بجے');
  });

  test('a grammar that names neither halves nor parts reads every span as one', () => {
    const grammar = { ...textsIn('en').time, one: '{clock}', range: '{from}-{to}', rangeAcross: 'never' };
    assert.equal(timeWords('2025-09-01T11:00', '2025-09-01T13:30', grammar), '11:00-1:30');
  });
});
