// The couple keeps the open form's answers true: an answer given by phone is added, a typo corrected, a test entry
// or a duplicate deleted, and the audit log says who did what, in words. Look-alike answers are flagged in the list.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AuditEntry } from '../../shared/guests/admin-shapes';
import type { RsvpLookAlike, RsvpRecord, RsvpSummary } from '../../shared/rsvp/schemas';
import { useTestApp, VALID_RSVP } from '../helpers/app';

describe('the open form’s answers, kept by the couple', () => {
  const t = useTestApp({ signedIn: true });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers: { cookie: t.cookie, ...headers }, ...(payload ? { payload } : {}) });
  const summary = async () => (await call('GET', '/api/rsvps/summary')).json() as RsvpSummary;
  const list = async () => (await call('GET', '/api/rsvps?limit=500')).json() as RsvpRecord[];
  const audit = async () => (await call('GET', '/api/admin/audit')).json() as AuditEntry[];
  /** A guest answers through the open form; the answer as the couple's list shows it (the guest is told another id). */
  const guestAnswers = async (answer: { fullName: string; email: string; guestCount?: number }) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: { ...VALID_RSVP, ...answer } });
    assert.equal(response.statusCode, 201);
    const record = (await list()).find((r) => r.fullName === answer.fullName);
    assert.ok(record);
    return record;
  };

  test('an answer taken by phone, with no e-mail, is added, counted and logged as the couple’s', async () => {
    const before = await summary();
    const response = await call('POST', '/api/admin/rsvps', {
      fullName: 'Dadi Sharma',
      email: '',
      guestCount: 2,
      attending: true,
      dietaryRestrictions: 'Jain',
    });
    assert.equal(response.statusCode, 201);
    const added = response.json() as RsvpRecord;
    assert.equal(added.fullName, 'Dadi Sharma');
    assert.equal(added.email, '');
    assert.ok((await list()).some((row) => row.id === added.id));
    const after = await summary();
    assert.equal(after.total, before.total + 1);
    assert.equal(after.totalGuests, before.totalGuests + 2);
    const entry = (await audit())[0];
    assert.equal(entry?.action, 'rsvp-added');
    assert.equal(entry?.actor, 'couple');
    assert.equal(entry?.rsvpId, added.id);
    assert.equal(entry?.householdName, 'Dadi Sharma');
  });

  test('a bad field is refused with its name, and nothing is stored', async () => {
    const before = await summary();
    for (const [payload, field] of [
      [{ fullName: 'X', email: 'not an address', guestCount: 1, attending: true }, /^email: /],
      [{ fullName: '', email: '', guestCount: 1, attending: true }, /^fullName: Full name is required/],
      [{ fullName: 'X', email: '', guestCount: 0, attending: true }, /^guestCount: /],
      [{ fullName: 'X', email: '', guestCount: 1 }, /attending/],
    ] as const) {
      const response = await call('POST', '/api/admin/rsvps', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match((response.json() as { message: string }).message, field);
    }
    assert.deepEqual(await summary(), before);
  });

  test('a correction changes only the fields given, moves the counts, and the log says what changed in words', async () => {
    const answer = await guestAnswers({ fullName: 'Kabir Rao', email: 'kabir@example.com', guestCount: 2 });
    const before = await summary();
    const response = await call('PATCH', `/api/rsvps/${answer.id}`, { attending: false, guestCount: 1 });
    assert.equal(response.statusCode, 200);
    const corrected = response.json() as RsvpRecord;
    assert.deepEqual(
      { ...corrected },
      { ...answer, attending: false, guestCount: 1 },
      'name, e-mail, notes and date as they were',
    );
    const after = await summary();
    assert.equal(after.attending, before.attending - 1);
    assert.equal(after.totalGuests, before.totalGuests - 2);
    const entry = (await audit())[0];
    assert.equal(entry?.action, 'rsvp-changed');
    assert.equal(entry?.rsvpId, answer.id);
    // The entry keeps the answer before and after (so each reader's language can word it) beside the words written.
    assert.deepEqual((entry?.detail as { changes?: string[] } | undefined)?.changes, [
      'attending yes → no',
      'guests 2 → 1',
    ]);
    assert.deepEqual(entry?.changes, ['attending yes → no', 'guests 2 → 1']);
    assert.equal((await call('PUT', '/api/admin/me/language', { language: 'hi' })).statusCode, 200);
    assert.deepEqual((await audit())[0]?.changes, ['आ रहे हैं हाँ → नहीं', 'मेहमान 2 → 1']);
    assert.equal((await call('PUT', '/api/admin/me/language', { language: 'en' })).statusCode, 200);
  });

  test('a correction of nothing, of an unknown field or of a missing answer is refused', async () => {
    const answer = await guestAnswers({ fullName: 'Tara Iyer', email: 'tara@example.com' });
    assert.equal((await call('PATCH', `/api/rsvps/${answer.id}`, {})).statusCode, 400);
    assert.equal((await call('PATCH', `/api/rsvps/${answer.id}`, { shoeSize: 9 })).statusCode, 400);
    const missing = await call('PATCH', '/api/rsvps/999999', { attending: false });
    assert.equal(missing.statusCode, 404);
    assert.match((missing.json() as { message: string }).message, /no answer 999999/);
    assert.equal((await call('PATCH', '/api/rsvps/abc', { attending: false })).statusCode, 400);
  });

  test('a deleted answer leaves the list and the counts, and the log keeps what it said', async () => {
    const answer = await guestAnswers({ fullName: 'Test Entry', email: 'test@example.com', guestCount: 3 });
    const before = await summary();
    const response = await call('DELETE', `/api/rsvps/${answer.id}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { deleted: answer });
    assert.ok(!(await list()).some((row) => row.id === answer.id));
    const after = await summary();
    assert.equal(after.total, before.total - 1);
    assert.equal(after.totalGuests, before.totalGuests - 3);
    const entry = (await audit())[0];
    assert.equal(entry?.action, 'rsvp-deleted');
    assert.deepEqual(entry?.detail, { answer });
    assert.equal((await call('DELETE', `/api/rsvps/${answer.id}`)).statusCode, 404);
  });

  test('answers that look like one guest’s are flagged: the same e-mail in any case, the same name in any case and spacing', async () => {
    const first = await guestAnswers({ fullName: 'Ravi Sharma', email: 'ravi@example.com' });
    const again = await guestAnswers({ fullName: 'ravi  sharma', email: 'other@example.com' });
    const sameMail = await guestAnswers({ fullName: 'R. Sharma', email: 'RAVI@Example.com' });
    const stranger = await guestAnswers({ fullName: 'Meena Gupta', email: 'meena@example.com' });
    const response = await call('GET', '/api/rsvps/look-alikes?limit=500');
    assert.equal(response.statusCode, 200);
    const flagged = new Map((response.json() as RsvpLookAlike[]).map((row) => [row.id, row.likelyDuplicates]));
    assert.deepEqual(flagged.get(first.id), [again.id, sameMail.id]);
    assert.deepEqual(flagged.get(again.id), [first.id]);
    assert.deepEqual(flagged.get(sameMail.id), [first.id]);
    assert.equal(flagged.get(stranger.id), undefined);
    // The list itself keeps the spec's record shape.
    assert.ok((await list()).every((record) => !('likelyDuplicates' in record)));
    // Searching narrows the page the flags are for, not the answers they point to.
    const searched = (await call('GET', '/api/rsvps/look-alikes?q=R.%20Sharma')).json() as RsvpLookAlike[];
    assert.deepEqual(searched, [{ id: sameMail.id, likelyDuplicates: [first.id] }]);
  });
});

describe('the open form’s answers: who may change them', () => {
  const t = useTestApp({ signedIn: true });

  const listed = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/rsvps', headers: { cookie: t.cookie } })).json() as RsvpRecord[];

  test('without a session, adding, correcting and deleting answer 401 and change nothing', async () => {
    await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: VALID_RSVP });
    const [stored] = await listed();
    assert.ok(stored);
    for (const [method, url, payload] of [
      ['POST', '/api/admin/rsvps', { fullName: 'Intruder', email: '', guestCount: 1, attending: true }],
      ['PATCH', `/api/rsvps/${stored.id}`, { attending: false }],
      ['DELETE', `/api/rsvps/${stored.id}`, undefined],
      ['GET', '/api/rsvps/look-alikes', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
    assert.deepEqual(await listed(), [stored]);
  });

  test('from another site, even with the couple’s cookie, they answer 403 and change nothing', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      payload: { ...VALID_RSVP, fullName: 'Nisha Pillai', email: 'nisha@example.com' },
    });
    const stored = (await listed()).find((row) => row.fullName === 'Nisha Pillai');
    assert.ok(stored);
    const before = await listed();
    const headers = { cookie: t.cookie, 'sec-fetch-site': 'cross-site' };
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/rsvps/${stored.id}`, headers })).statusCode, 403);
    assert.equal(
      (await t.app.inject({ method: 'PATCH', url: `/api/rsvps/${stored.id}`, headers, payload: { attending: false } }))
        .statusCode,
      403,
    );
    assert.deepEqual(await listed(), before);
  });
});

describe('the open form’s answers: deleting makes room, and a flood under one name is flagged a few at a time', () => {
  const t = useTestApp({ signedIn: true, maxRsvps: 12 });
  const answer = (fullName: string) =>
    t.app.inject({ method: 'POST', url: '/api/rsvp', payload: { ...VALID_RSVP, fullName } });
  const list = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/rsvps?limit=500', headers: { cookie: t.cookie } })
    ).json() as RsvpRecord[];

  test('each answer lists at most 10 look-alikes; once the site is full, deleting junk lets a guest answer', async () => {
    for (let i = 0; i < 12; i++) assert.equal((await answer('Spam Bot')).statusCode, 201);
    const flagged = (
      await t.app.inject({ method: 'GET', url: '/api/rsvps/look-alikes?limit=500', headers: { cookie: t.cookie } })
    ).json() as RsvpLookAlike[];
    assert.equal(flagged.length, 12);
    assert.ok(flagged.every((row) => row.likelyDuplicates.length === 10));

    assert.equal((await answer('Real Guest')).statusCode, 503, 'the site holds MAX_RSVPS answers');
    const [junk] = await list();
    assert.ok(junk);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/rsvps/${junk.id}`,
      headers: { cookie: t.cookie },
    });
    assert.equal(deleted.statusCode, 200);
    assert.equal((await answer('Real Guest')).statusCode, 201);
  });
});
