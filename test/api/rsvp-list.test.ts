// The admin's list a page at a time, searched and filtered by the database, and the spec's four counts computed
// there too: the admin page asks for what it shows, and 100,000 answers never sit in the server's memory at once.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createRsvpRepository } from '../../src/rsvp/repository';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import { useTestApp } from '../helpers/app';

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
    assert.deepEqual(Object.keys(page[0] ?? {}).sort(), [
      'attending',
      'createdAt',
      'dietaryRestrictions',
      'email',
      'fullName',
      'guestCount',
      'id',
      'songRequest',
    ]);
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
