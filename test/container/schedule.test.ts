// When the container's schedule (deploy/container/schedule.mjs) makes its next backup, in the container's TZ.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { nextDailyRun, timeOfDay, wholeNumber } from '../../deploy/container/schedule-times.mjs';

describe("the schedule's times", () => {
  test('the nightly backup comes at BACKUP_AT today if still ahead, else tomorrow, in local time', () => {
    process.env.TZ = 'Asia/Kolkata';
    const at = timeOfDay('03:30');
    const ahead = nextDailyRun(new Date('2026-11-25T20:00:00+05:30'), at);
    assert.equal(ahead.toISOString(), new Date('2026-11-26T03:30:00+05:30').toISOString());
    const justAfter = nextDailyRun(new Date('2026-11-26T03:31:00+05:30'), at);
    assert.equal(justAfter.toISOString(), new Date('2026-11-27T03:30:00+05:30').toISOString());
    const onTheMinute = nextDailyRun(new Date('2026-11-26T03:30:00+05:30'), at);
    assert.equal(onTheMinute.toISOString(), new Date('2026-11-27T03:30:00+05:30').toISOString());
  });

  test('a night when the clocks change still gets its backup once', () => {
    process.env.TZ = 'Europe/London';
    // The clocks went back at 02:00 on 2026-10-25: 03:30 came once, an hour later than the day before.
    const next = nextDailyRun(new Date('2026-10-24T04:00:00+01:00'), timeOfDay('03:30'));
    assert.equal(next.toISOString(), '2026-10-25T03:30:00.000Z');
  });

  test('a setting that is not a time or a number is refused, naming it', () => {
    assert.deepEqual(timeOfDay('3:05'), { hours: 3, minutes: 5 });
    assert.throws(() => timeOfDay('25:00'), /BACKUP_AT must be a time of day such as 03:30; got "25:00"/);
    assert.throws(() => timeOfDay('3:30pm'), /BACKUP_AT/);
    assert.equal(wholeNumber(undefined, 'BACKUP_KEEP', 30), 30);
    assert.equal(wholeNumber(' 7 ', 'BACKUP_KEEP', 30), 7);
    assert.throws(() => wholeNumber('0', 'OFFSITE_EVERY_MINUTES', 15), /OFFSITE_EVERY_MINUTES must be a whole number/);
  });
});
