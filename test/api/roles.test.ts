// Every signed-in route, tried as every role: a role the route is not for gets 403 before anything is read; a role it
// is for gets through (its answer may still be 400 or 404: these requests carry nothing real). The table below is
// the rule book: a route added without a line here fails the first test, and one without a rule in its own
// config.access stops the server from starting at all (http/access.ts).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Role } from '../../shared/admin/people';
import { useTestApp } from '../helpers/app';
import { addPerson } from '../helpers/people';

/** Each role, and an organiser the couple has let see the gift register (which an organiser alone may not). */
type Who = Role | 'organiser who sees gifts';
const EVERYONE: readonly Who[] = ['couple', 'organiser', 'organiser who sees gifts', 'caterer', 'door'];
const COUPLE: readonly Who[] = ['couple'];
/** The households: the couple, and the organisers (each on their own side, tested in sides.test.ts). */
const GUESTS: readonly Who[] = ['couple', 'organiser', 'organiser who sees gifts'];
/** The numbers the caterer needs. */
const COUNTS: readonly Who[] = ['couple', 'organiser', 'organiser who sees gifts', 'caterer'];
/** Marking who arrived at a function: the couple and the door. */
const DOOR: readonly Who[] = ['couple', 'door'];
/** The register of shagun and gifts: the couple, and the organisers the couple allows. */
const GIFTS: readonly Who[] = ['couple', 'organiser who sees gifts'];

const RULES: Readonly<Record<string, readonly Who[]>> = {
  'GET /api/admin/users': COUPLE,
  'POST /api/admin/users': COUPLE,
  'POST /api/admin/users/:id/link': COUPLE,
  'PUT /api/admin/users/:id/gifts': COUPLE,
  'DELETE /api/admin/users/:id': COUPLE,
  'GET /api/admin/me': EVERYONE,
  'PUT /api/admin/me/language': EVERYONE,
  'PUT /api/admin/me/password': EVERYONE,
  'POST /api/admin/me/sign-in-code': EVERYONE,
  'POST /api/admin/users/:id/sign-in-code': COUPLE,
  'GET /api/rsvps': COUPLE,
  'GET /api/rsvps/look-alikes': COUPLE,
  'GET /api/rsvps/summary': COUNTS,
  'GET /api/rsvps/download': COUPLE,
  'POST /api/rsvps/remove-received': COUPLE,
  'POST /api/rsvps/removals/:id/restore': COUPLE,
  'POST /api/admin/rsvps': COUPLE,
  'PATCH /api/rsvps/:id': COUPLE,
  'POST /api/rsvps/:id/merge': COUPLE,
  'PUT /api/rsvps/:id/household': COUPLE,
  'DELETE /api/rsvps/:id': COUPLE,
  // The disk and the off-site copy (its errors may name where backups go): the couple's to read.
  'GET /api/admin/storage': COUPLE,
  'GET /api/admin/events': EVERYONE,
  'GET /api/admin/households': GUESTS,
  'POST /api/admin/households': GUESTS,
  'GET /api/admin/households/:id': GUESTS,
  'PATCH /api/admin/households/:id': GUESTS,
  'DELETE /api/admin/households/:id': GUESTS,
  'POST /api/admin/households/:id/link': GUESTS,
  'POST /api/admin/households/:id/sent': GUESTS,
  'PUT /api/admin/households/:id/response': GUESTS,
  'POST /api/admin/households/import': GUESTS,
  'GET /api/admin/households.csv': GUESTS,
  'GET /api/admin/answers.csv': GUESTS,
  'GET /api/admin/first-run': COUPLE,
  'GET /api/admin/checkins/:eventId/roster': DOOR,
  'GET /api/admin/headcounts': COUNTS,
  'GET /api/admin/headcounts.csv': COUNTS,
  'GET /api/admin/audit': COUPLE,
  'GET /api/admin/households/:id/qr.:format': GUESTS,
  'GET /api/admin/qr/site.:format': GUESTS,
  'GET /admin/preview/:name': COUPLE,
  'GET /api/admin/site': COUPLE,
  'PUT /api/admin/site': COUPLE,
  'PUT /api/admin/site/portrait': COUPLE,
  'DELETE /api/admin/site/portrait': COUPLE,
  'POST /api/admin/site/preview': COUPLE,
  'GET /api/admin/site/versions': COUPLE,
  'GET /api/admin/site/versions/:version': COUPLE,
  'GET /api/admin/site/templates': COUPLE,
  'GET /api/admin/site/templates/:id': COUPLE,
  // Travel and stays are personal: the households' own people (never the caterer, nor the door).
  'PUT /api/admin/households/:id/travelling': GUESTS,
  'GET /api/admin/households/:id/travel': GUESTS,
  'PUT /api/admin/households/:id/travel': GUESTS,
  'GET /api/admin/stay': GUESTS,
  'POST /api/admin/stay/places': GUESTS,
  'PUT /api/admin/stay/places/:id': GUESTS,
  'DELETE /api/admin/stay/places/:id': GUESTS,
  'POST /api/admin/stay/places/:id/rooms': GUESTS,
  'PUT /api/admin/stay/rooms/:id': GUESTS,
  'DELETE /api/admin/stay/rooms/:id': GUESTS,
  'POST /api/admin/stay/rooms/:id/guests': GUESTS,
  'DELETE /api/admin/stay/rooms/:id/guests/:memberId': GUESTS,
  'POST /api/admin/stay/pickups': GUESTS,
  'GET /api/admin/arrivals': GUESTS,
  'GET /api/admin/rooming-list.csv': GUESTS,
  'GET /api/admin/arrivals.csv': GUESTS,
  'GET /admin/print/rooming-list': GUESTS,
  'GET /admin/print/drivers': GUESTS,
  // The days themselves: the door marks arrivals (names only); anyone signed in reads arrived against expected.
  'GET /api/admin/checkins/:eventId': EVERYONE,
  'GET /api/admin/checkins/:eventId/households': DOOR,
  'POST /api/admin/checkins/:eventId/card': DOOR,
  'POST /api/admin/checkins': DOOR,
  'GET /api/admin/updates': COUPLE,
  'POST /api/admin/updates': COUPLE,
  'DELETE /api/admin/updates/:id': COUPLE,
  'POST /api/admin/updates/:id/email': COUPLE,
  'GET /api/admin/updates/:id/households': COUPLE,
  'POST /api/admin/updates/:id/sent': COUPLE,
  // The gifts are the couple's own register, and the organisers' they allow.
  'GET /api/admin/gifts': GIFTS,
  'POST /api/admin/gifts': GIFTS,
  'PATCH /api/admin/gifts/:id': GIFTS,
  'GET /api/admin/gifts.csv': GIFTS,
};

/** A route's address with its parameters filled by ids that name nothing. */
const addressOf = (url: string) =>
  url
    .replace(':id', '999999')
    .replace(':memberId', '999999')
    .replace(':format', 'svg')
    .replace(':version', '999999')
    .replace(':name', 'nothing')
    .replace(':eventId', 'no-such-function');

describe('who may use each admin route', () => {
  const t = useTestApp({ signedIn: true });
  const cookies = new Map<Who, string>();
  before(async () => {
    cookies.set('couple', t.cookie);
    for (const [role, sides] of [
      ['organiser', ['groom']],
      ['caterer', undefined],
      ['door', undefined],
    ] as const)
      cookies.set(
        role,
        (await addPerson(t.app, t.cookie, { name: `A ${role}`, role, ...(sides && { sides: [...sides] }) })).cookie,
      );
    const keeper = await addPerson(t.app, t.cookie, { name: 'Gift keeper', role: 'organiser', sides: ['bride'] });
    const allowed = await t.asCouple('PUT', `/api/admin/users/${keeper.id}/gifts`, { seesGifts: true });
    assert.equal(allowed.statusCode, 200, allowed.body);
    cookies.set('organiser who sees gifts', keeper.cookie);
  });

  test('every signed-in route has a line in this table, and the table names no route that is gone', () => {
    const registered = t.app.guardedRoutes.map((route) => `${route.method} ${route.url}`).sort();
    assert.deepEqual(registered, Object.keys(RULES).sort());
  });

  for (const [route, allowed] of Object.entries(RULES)) {
    const [method, url] = route.split(' ') as [string, string];
    test(`${route}: ${allowed.join(', ')}`, async () => {
      const request = (cookie?: string) =>
        t.app.inject({
          method: method as 'GET',
          url: addressOf(url),
          headers: cookie ? { cookie, 'content-type': 'application/json' } : { 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        });
      assert.equal((await request()).statusCode, 401, 'signed out');
      for (const role of EVERYONE) {
        const response = await request(cookies.get(role));
        if (allowed.includes(role))
          assert.ok(
            ![401, 403].includes(response.statusCode),
            `${role}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        else {
          assert.equal(response.statusCode, 403, `${role}: ${response.body.slice(0, 200)}`);
          assert.match((response.json() as { message: string }).message, /ask the couple/);
        }
      }
    });
  }
});
