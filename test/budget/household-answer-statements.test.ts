// What a household's answer costs the database: the household is read once, from its link, and the answer written
// with no statement more than its rows need. Counted with SQLite's own trace of each statement run (better-sqlite3's
// `verbose`), so the budget is a number of statements, not a time a slow machine could miss.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { weddingEvents } from '../../shared/site/events';
import { createGuestList } from '../../src/guests/guest-list';
import { createHouseholdAnswerTaker } from '../../src/guests/take-household-answer';
import { migrate } from '../../src/storage/migrations';
import { createStorageGuard } from '../../src/storage/storage-guard';
import { guestListSite } from '../helpers/guest-site';

describe('a household answer, from its link to the stored answer', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wedding-statements-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const file = path.join(dataDir, 'wedding.db');
  const ran: string[] = [];
  const db = new Database(file, { verbose: (statement) => ran.push(String(statement)) });
  after(() => db.close());
  migrate(db);
  const site = guestListSite();
  const events = weddingEvents(site).filter((event) => !event.private);
  const guestList = createGuestList(db, { eventOrder: events.map((event) => event.id) });
  const storage = createStorageGuard({ db, file, minFreeBytes: 0, onChange: () => undefined });
  const takeAnswer = createHouseholdAnswerTaker({ site: () => site, guestList, storage, now: Date.now });
  const { log } = Fastify({ logger: false });
  const invited = events.slice(0, 2).map((event) => event.id);
  const created = guestList.create(
    { name: 'Sharma family', members: [{ name: 'Kavita Sharma' }, { name: 'Arun Sharma' }], events: invited },
    'couple',
  );

  const answerOnce = () => {
    ran.length = 0;
    const household = guestList.byToken(created.token);
    assert.ok(household);
    const result = takeAnswer(
      household,
      {
        members: household.members.map((member) => ({
          id: member.id,
          events: Object.fromEntries(invited.map((id) => [id, true])),
        })),
      },
      log,
    );
    assert.ok('done' in result, JSON.stringify(result));
    return result.done;
  };

  test('a first answer reads the household once: 2 people and 2 functions take 17 statements', () => {
    const saved = answerOnce();
    const reads = ran.filter((statement) => /^SELECT \* FROM households\b/.test(statement));
    assert.equal(reads.length, 1, ran.join('\n'));
    // The lookup (household, members, events, response, people, their answers: 6), then BEGIN, the earlier answer
    // gone, the answer's row, 2 people, 4 answers, the audit entry, COMMIT.
    assert.ok(ran.length <= 17, `${ran.length} statements:\n${ran.join('\n')}`);
    assert.equal(saved.status, 'coming');
  });

  test('what is returned is what a later read finds', () => {
    const saved = answerOnce();
    assert.deepEqual(guestList.get(created.id), saved);
  });
});
