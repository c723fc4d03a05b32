// A start that would hide answers (a function's id gone from site.json) refuses, and says the one-line fix.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Site } from '../../shared/site/schema';
import { addHousehold, makeDataDir, signIn, startTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';
import { startServer } from '../helpers/spawn-server';
import { allComingTo, familyAnswers } from './calls';

/** A data folder whose guest list invites the Sharmas to the Mehendi, with an answer for each of two people. */
async function folderWithMehendiAnswers(): Promise<string> {
  const dataDir = makeDataDir();
  const started = await startTestApp({ dataDir, site: guestListSite() });
  try {
    const cookie = await signIn(started.app);
    const household = await addHousehold(
      started.app,
      cookie,
      householdNamed('Sharma family', ['Rajesh', 'Sunita'], ['mehendi-ceremony']),
    );
    await familyAnswers(started.app, household, allComingTo(household, 'mehendi-ceremony'));
  } finally {
    await started.close();
  }
  return dataDir;
}

const withoutMehendi = (extra: Partial<Site> = {}): Site => {
  const site = guestListSite();
  return {
    ...site,
    ...extra,
    days: site.days.map((day) => ({ ...day, events: day.events.filter((e) => e.id !== 'mehendi-ceremony') })),
  };
};

describe('a function whose id left site.json', () => {
  test('the server refuses to start, naming the id, the counts and the fix', async () => {
    const dataDir = await folderWithMehendiAnswers();
    writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(withoutMehendi()));
    await assert.rejects(startServer({ dataDir }), (err: Error) => {
      assert.match(
        err.message,
        /Cannot start: .*site\.json has no function with the id "mehendi-ceremony" \(1 household is invited to it, 2 answers refer to it\)/,
      );
      assert.match(err.message, /"id": "mehendi-ceremony"/);
      assert.match(err.message, /add "retiredEvents": \["mehendi-ceremony"\] to site\.json/);
      return true;
    });
  });

  test('retired on purpose, the site starts and the answers are kept', async () => {
    const dataDir = await folderWithMehendiAnswers();
    const started = await startTestApp({ dataDir, site: withoutMehendi({ retiredEvents: ['mehendi-ceremony'] }) });
    try {
      const count = started.db
        .prepare("SELECT count(*) AS n FROM response_events WHERE event_id = 'mehendi-ceremony'")
        .get() as { n: number };
      assert.equal(count.n, 2);
    } finally {
      await started.close();
    }
  });
});
