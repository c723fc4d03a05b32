import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { timeWords } from '../../shared/site/time-words';

describe('timeWords: a function’s time as guests read it, from its start and end', () => {
  test('in English, as the sample wedding writes it', () => {
    assert.equal(timeWords('2025-08-31T13:00', '2025-08-31T15:00', 'en'), '1:00 - 3:00 PM');
    assert.equal(timeWords('2025-08-31T12:00', undefined, 'en'), '12:00 PM');
    assert.equal(timeWords('2025-09-01T18:30', undefined, 'en'), '6:30 PM');
    assert.equal(timeWords('2025-09-01T11:00', '2025-09-01T13:30', 'en'), '11:00 AM - 1:30 PM');
    assert.equal(timeWords('2025-09-01T00:15', undefined, 'en'), '12:15 AM');
  });

  test('in Hindi, the part of the day before the hour, as the sample wedding writes it', () => {
    assert.equal(timeWords('2025-08-31T13:00', '2025-08-31T15:00', 'hi'), 'दोपहर 1:00 से 3:00 बजे');
    assert.equal(timeWords('2025-08-31T12:00', undefined, 'hi'), 'दोपहर 12:00 बजे');
    assert.equal(timeWords('2025-09-01T18:30', undefined, 'hi'), 'शाम 6:30 बजे');
    assert.equal(timeWords('2025-09-01T10:00', '2025-09-01T13:00', 'hi'), 'सुबह 10:00 से दोपहर 1:00 बजे');
    assert.equal(timeWords('2025-09-01T21:00', undefined, 'hi'), 'रात 9:00 बजे');
  });
});
