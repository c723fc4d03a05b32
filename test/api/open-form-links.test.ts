// Two answers of one guest merged into one, and an open-form answer linked to the household on the list it belongs
// to: in both, the caterer counts each person once, and the audit log says what the couple did.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AuditEntry, Headcount } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import type { RsvpLookAlike, RsvpRecord, RsvpSummary } from '../../shared/rsvp/schemas';
import { useTestApp, VALID_RSVP } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { allComingTo, familyAnswers } from './calls';

describe('open-form answers merged, and linked to a household', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = t.cookie) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const answer = async (fields: object) => {
    const response = await call('POST', '/api/rsvp', { ...VALID_RSVP, ...fields }, '');
    assert.equal(response.statusCode, 201, response.body);
    // The guest's answer says its reference; the admin's list, newest first, says its id.
    return ((await call('GET', '/api/rsvps')).json() as RsvpRecord[])[0]?.id ?? 0;
  };
  const openFormAt = async (eventId: string) =>
    ((await call('GET', '/api/admin/headcounts')).json() as Headcount[]).find((count) => count.eventId === eventId)
      ?.openForm;
  const lastAudit = async () => ((await call('GET', '/api/admin/audit')).json() as AuditEntry[])[0];

  test('an answer linked to its household counts until the household answers, then with it only; unlinked, it counts again', async () => {
    const created = await call('POST', '/api/admin/households', {
      name: 'Verma family',
      members: [{ name: 'Asha Verma' }, { name: 'Ravi Verma' }],
      events: ['mehendi-ceremony'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const household = created.json() as Household;
    const id = await answer({ fullName: 'Asha Verma', email: 'asha@example.com', guestCount: 2, attending: true });
    assert.deepEqual(await openFormAt('mehendi-ceremony'), { attending: 2, declined: 0 });

    const linked = await call('PUT', `/api/rsvps/${id}/household`, { householdId: household.id });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.deepEqual(linked.json(), { id, linkedTo: { id: household.id, name: 'Verma family' } });
    // Until the household answers through its own link, the open form's answer is what counts its people.
    assert.deepEqual(await openFormAt('mehendi-ceremony'), { attending: 2, declined: 0 });
    await familyAnswers(t.app, household, allComingTo(household, 'mehendi-ceremony'));
    assert.equal(await openFormAt('mehendi-ceremony'), undefined, 'then counted with the household only');
    const alike = (await call('GET', '/api/rsvps/look-alikes')).json() as RsvpLookAlike[];
    assert.deepEqual(alike.find((entry) => entry.id === id)?.linkedTo, { id: household.id, name: 'Verma family' });
    const audit = ((await call('GET', '/api/admin/audit')).json() as AuditEntry[]).find(
      (entry) => entry.action === 'rsvp-linked',
    );
    assert.equal(audit?.rsvpId, id);
    assert.deepEqual(audit?.changes, ['counted with Verma family']);
    // The spec's four cards are the open form's own numbers, and stay so.
    assert.equal(((await call('GET', '/api/rsvps/summary')).json() as RsvpSummary).totalGuests, 2);

    assert.equal((await call('PUT', `/api/rsvps/${id}/household`, { householdId: null })).statusCode, 200);
    assert.deepEqual(await openFormAt('mehendi-ceremony'), { attending: 2, declined: 0 });
    assert.equal((await call('PUT', `/api/rsvps/${id}/household`, { householdId: 99999 })).statusCode, 404);
    assert.equal((await call('PUT', '/api/rsvps/99999/household', { householdId: household.id })).statusCode, 404);
  });

  test('two answers of one guest merged: one stays, the other goes, and the log keeps what it said', async () => {
    const first = await answer({ fullName: 'Kabir Rao', email: 'kabir@example.com', guestCount: 1 });
    const again = await answer({ fullName: 'kabir rao', email: 'KABIR@example.com', guestCount: 3 });
    const before = ((await call('GET', '/api/rsvps/summary')).json() as RsvpSummary).total;
    assert.equal((await call('POST', `/api/rsvps/${again}/merge`, { into: again })).statusCode, 400);
    const merged = await call('POST', `/api/rsvps/${again}/merge`, { into: first });
    assert.equal(merged.statusCode, 200, merged.body);
    const { kept, removed } = merged.json() as { kept: RsvpRecord; removed: RsvpRecord };
    assert.equal(kept.id, first);
    assert.equal(removed.guestCount, 3);
    assert.equal(((await call('GET', '/api/rsvps/summary')).json() as RsvpSummary).total, before - 1);
    const audit = await lastAudit();
    assert.equal(audit?.action, 'rsvp-merged');
    assert.deepEqual(audit?.changes, [`the same guest as answer ${first} (Kabir Rao), which is kept`]);
    assert.equal((await call('POST', `/api/rsvps/${again}/merge`, { into: first })).statusCode, 404);
  });

  test('signed out, neither is done', async () => {
    assert.equal((await call('POST', '/api/rsvps/1/merge', { into: 2 }, '')).statusCode, 401);
    assert.equal((await call('PUT', '/api/rsvps/1/household', { householdId: 1 }, '')).statusCode, 401);
  });
});
