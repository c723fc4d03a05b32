// The admin's list a page at a time, searched and filtered by the database, and the spec's four counts computed
// there too: the admin page asks for what it shows, and 100,000 answers never sit in the server's memory at once.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import { createRsvpRepository } from '../../src/rsvp/repository';
import { RSVP_RECORD_FIELDS, useTestApp } from '../helpers/app';

const GUESTS = 237;

describe('GET /api/rsvps, a page at a time', () => {
  const t = useTestApp({ signedIn: true });
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/rsvps${query}`, headers: { cookie: t.cookie } });

  before(() => {
    const rsvps = createRsvpRepository(t.db);
    for (let i = 0; i < GUESTS; i++) {
      rsvps.create({
        fullName: i % 10 === 0 ? `Iyer ${i}` : `Guest ${i}`,
        email: i % 7 === 0 ? `family${i}@Example.IN` : `g${i}@example.com`,
        guestCount: (i % 3) + 1,
        attending: i % 4 !== 0,
        dietaryRestrictions: i % 5 === 0 ? 'Jain, no onion 100%' : undefined,
      });
    }
  });

  test('walks every RSVP exactly once, newest first, and says how many there are', async () => {
    const seen: number[] = [];
    for (let offset = 0; ; offset += 50) {
      const response = await get(`?limit=50&offset=${offset}`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['x-total-count'], String(GUESTS));
      const page = response.json() as RsvpRecord[];
      seen.push(...page.map((r) => r.id));
      if (page.length < 50) break;
    }
    assert.equal(seen.length, GUESTS);
    assert.equal(new Set(seen).size, GUESTS);
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => b - a),
    );
  });

  test('without parameters: the newest 50, in the spec’s record shape', async () => {
    const page = (await get('')).json() as RsvpRecord[];
    assert.equal(page.length, 50);
    assert.deepEqual(Object.keys(page[0] ?? {}).sort(), [...RSVP_RECORD_FIELDS]);
  });

  test('search finds names, e-mails and dietary text in any case, and % is only a percent sign', async () => {
    const expectCount = async (query: string, expected: number) => {
      const response = await get(`?limit=500&${query}`);
      assert.equal(response.headers['x-total-count'], String(expected), query);
      assert.equal((response.json() as RsvpRecord[]).length, expected, query);
    };
    await expectCount('q=iyer', Math.ceil(GUESTS / 10));
    await expectCount('q=example.in', Math.ceil(GUESTS / 7));
    await expectCount('q=JAIN', Math.ceil(GUESTS / 5));
    await expectCount(`q=${encodeURIComponent('100%')}`, Math.ceil(GUESTS / 5));
    await expectCount(`q=${encodeURIComponent('%')}`, Math.ceil(GUESTS / 5));
    await expectCount('q=_', 0);
  });

  test('filters attending and declined, also together with a search', async () => {
    const declined = (await get('?limit=500&attending=no')).json() as RsvpRecord[];
    assert.equal(declined.length, Math.ceil(GUESTS / 4));
    assert.ok(declined.every((r) => !r.attending));
    const comingIyers = (await get('?limit=500&attending=yes&q=Iyer')).json() as RsvpRecord[];
    assert.ok(comingIyers.length > 0 && comingIyers.every((r) => r.attending && r.fullName.startsWith('Iyer')));
  });

  test('the summary counts every RSVP as SPEC §9 defines the four cards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rsvps/summary', headers: { cookie: t.cookie } });
    const all = t.db.prepare('SELECT attending, guest_count FROM rsvps').all() as Array<{
      attending: number;
      guest_count: number;
    }>;
    const attending = all.filter((r) => r.attending === 1);
    assert.deepEqual(response.json(), {
      total: all.length,
      attending: attending.length,
      notAttending: all.length - attending.length,
      totalGuests: attending.reduce((sum, r) => sum + r.guest_count, 0),
    });
  });

  const bad: Array<[string, RegExp]> = [
    ['?limit=0', /^limit: must be a whole number from 1 to 500$/],
    ['?limit=501', /^limit: must be a whole number from 1 to 500$/],
    ['?limit=ten', /^limit: must be a whole number from 1 to 500$/],
    ['?offset=-1', /^offset: must be a whole number, 0 or more$/],
    ['?attending=maybe', /^attending: must be yes or no$/],
    [`?q=${'x'.repeat(201)}`, /^q: must be at most 200 characters$/],
  ];
  for (const [query, message] of bad) {
    test(`${query.slice(0, 30)} gets 400 naming the parameter`, async () => {
      const response = await get(query);
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, message);
    });
  }

  test('without a session: 401, for the list and the summary', async () => {
    for (const url of ['/api/rsvps?limit=5', '/api/rsvps/summary']) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401);
    }
  });
});

describe("a flood's answers, removed in one action and put back", () => {
  let clock = Date.parse('2026-04-01T10:00:00Z');
  const t = useTestApp({ signedIn: true, now: () => clock });
  const answer = (fullName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { fullName, email: 'x@example.com', guestCount: 1, attending: true },
    });
  const names = async () =>
    (
      (
        await t.app.inject({ method: 'GET', url: '/api/rsvps?limit=500', headers: { cookie: t.cookie } })
      ).json() as Array<{
        fullName: string;
      }>
    )
      .map((rsvp) => rsvp.fullName)
      .sort();

  test('found by the window they came in, removed together, logged, and restored as they were', async () => {
    assert.equal((await answer('Real Guest')).statusCode, 201);
    clock += 60 * 60 * 1000;
    const floodStart = new Date(clock).toISOString();
    for (let i = 0; i < 30; i++) {
      clock += 1000;
      await answer(`Bot ${i}`);
    }
    const floodEnd = new Date(clock + 1).toISOString();
    clock += 60 * 60 * 1000;
    assert.equal((await answer('Later Guest')).statusCode, 201);
    const url = (dryRun: boolean) =>
      `/api/rsvps/remove-received?from=${encodeURIComponent(floodStart)}&until=${encodeURIComponent(floodEnd)}${dryRun ? '&dryRun=1' : ''}`;
    const preview = await t.app.inject({ method: 'POST', url: url(true), headers: { cookie: t.cookie } });
    assert.equal(preview.statusCode, 200, preview.body);
    assert.equal(preview.json().removed, 30);
    assert.equal((await names()).length, 32, 'a preview removes nothing');
    const removed = await t.app.inject({ method: 'POST', url: url(false), headers: { cookie: t.cookie } });
    assert.equal(removed.json().removed, 30);
    assert.deepEqual(await names(), ['Later Guest', 'Real Guest']);
    const log = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: t.cookie } })
    ).json() as Array<{ action: string }>;
    assert.ok(
      log.some((entry) => entry.action === 'rsvps-removed'),
      'the removal is in the log',
    );
    const restore = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/rsvps/removals/${removed.json().removal}/restore`,
        headers: { cookie: t.cookie },
      });
    const restored = await restore();
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json().restored, 30);
    assert.equal((await names()).length, 32);
    assert.equal((await restore()).statusCode, 404, 'undone once');
  });
});
