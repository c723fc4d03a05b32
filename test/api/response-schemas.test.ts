// Every JSON answer of a household's own calls and of the couple's guest list goes out through a response schema, so
// a field added to a household (a phone, a room, a note) reaches a reader only where a schema names it. Checked on
// the routes as the plugins register them, with the site's real pieces behind them.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import Fastify, { type RouteOptions } from 'fastify';
import { InvitationViewSchema } from '../../shared/guests/invitation-view';
import { weddingEvents } from '../../shared/site/events';
import { createUpdates } from '../../src/day/updates';
import { createGuestList } from '../../src/guests/guest-list';
import { createHouseholdAnswerTaker } from '../../src/guests/take-household-answer';
import { createMissThrottle } from '../../src/http/miss-throttle';
import { guestListAdminRoutes } from '../../src/http/routes/guest-list-admin';
import { invitationRoutes } from '../../src/http/routes/invitations';
import { travelRoutes } from '../../src/http/routes/travel';
import { localiseSite } from '../../src/site/localised-site';
import { createStay } from '../../src/stay/stay';
import { openDatabase } from '../../src/storage/db';
import { createStorageGuard } from '../../src/storage/storage-guard';
import { guestListSite } from '../helpers/guest-site';

// Answers that are not JSON: a spreadsheet, made from the same list the JSON routes answer with.
const NOT_JSON = new Set([
  'GET /api/admin/households.csv',
  'GET /api/admin/headcounts.csv',
  'GET /api/admin/answers.csv',
]);

const SECRETS = ['token', 'link', 'phone', 'phoneInternational', 'email', 'notes', 'sentBy'];

/** Every property name anywhere in a schema. */
function propertyNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const names: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') names.push(...Object.keys(value));
    names.push(...propertyNames(value));
  }
  return names;
}

describe('response schemas', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wedding-schemas-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const db = openDatabase(path.join(dataDir, 'wedding.db'));
  after(() => db.close());
  const site = guestListSite();
  const guestList = createGuestList(db, { eventOrder: weddingEvents(site).map((event) => event.id) });
  const storage = createStorageGuard({ db, file: db.name, minFreeBytes: 0, onChange: () => undefined });
  const stay = createStay(db);
  const routes: RouteOptions[] = [];
  const app = Fastify();
  after(() => app.close());
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(invitationRoutes, {
    site: () => localiseSite(site),
    guestList,
    storage,
    misses: createMissThrottle({}),
    checkHouseholdAnswers: () => null,
    takeHouseholdAnswer: createHouseholdAnswerTaker({ site: () => site, guestList, storage, now: Date.now }),
    stay,
    updates: createUpdates(db),
    now: Date.now,
  });
  await app.register(travelRoutes, {
    site: () => site,
    guestList,
    stay,
    storage,
    misses: createMissThrottle({}),
    checkHouseholdAnswers: () => null,
  });
  await app.register(guestListAdminRoutes, {
    site: () => site,
    guestList,
    storage,
    publicUrl: () => undefined,
    holdingContent: (work) => work(),
    openFormTotals: () => ({ attending: 0, declined: 0 }),
  });
  const json = routes.filter(
    (route) => route.method !== 'HEAD' && !NOT_JSON.has(`${String(route.method)} ${route.url}`),
  );

  test('every JSON route of a household and of the guest list says what it answers with, errors included', () => {
    assert.ok(json.length >= 13, `${json.length} routes`);
    for (const route of json) {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      const name = `${String(route.method)} ${route.url}`;
      assert.ok(response, `${name} has no response schema`);
      assert.ok(response['200'] ?? response['201'], `${name} has no schema for its success`);
    }
  });

  test("a household's answer names nothing of the couple's: no token, link, phone, email or notes", () => {
    for (const route of json.filter((r) => r.url.startsWith('/api/invitations/'))) {
      const response = route.schema?.response as Record<string, unknown>;
      // The travel a household tells is answered with that travel alone; everything else with the view.
      if (route.url.endsWith('/travel')) {
        const names = new Set(propertyNames(response['200']));
        for (const secret of SECRETS) assert.ok(!names.has(secret), `${route.url} names ${secret}`);
      } else assert.equal(response['200'], InvitationViewSchema, route.url);
    }
    const names = new Set(propertyNames(InvitationViewSchema));
    for (const secret of SECRETS) assert.ok(!names.has(secret), `the view names ${secret}`);
  });
});
