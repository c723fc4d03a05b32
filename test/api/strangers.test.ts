// No traffic without a household's link can stop that household from opening its page or answering; guessing
// links is slowed without touching anyone's answers; one network cannot use up the open form for everyone else.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { loadConfig } from '../../src/config';
import { useTestApp, VALID_RSVP } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { familyAnswers } from './calls';

// The limits a site starts with when the couple sets none.
const ANSWER_LIMITS = loadConfig({}).answerLimits;

const FAMILY = { name: 'Sharma family', members: [{ name: 'Rajesh Sharma' }], events: ['mehendi-ceremony'] };
const answerOf = (household: Household) => ({
  members: [{ id: household.members[0]?.id, events: { 'mehendi-ceremony': true } }],
});
const FORM_COMING = 'p0.e.mehendi-ceremony=yes';

describe('strangers and households', () => {
  const t = useTestApp({
    signedIn: true,
    site: guestListSite(),
    trustProxy: ['127.0.0.1'],
    answerLimits: ANSWER_LIMITS,
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  let household: Household;

  test('640 answers to random links from as many /64s of one /48 leave every household, its no-JS form and the open form working', async () => {
    household = await t.addHousehold(FAMILY);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 640; i++) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/invitations/stranger-${i}/response`,
        headers: from(`2001:db8:77:${i.toString(16)}::1`),
        payload: answerOf(household),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    assert.deepEqual([...statuses.keys()].sort(), [404, 429], 'the flood meets the wrong-link limit');
    const family = from('198.51.100.7');
    await familyAnswers(t.app, household, answerOf(household), family);
    const page = await t.app.inject({ method: 'GET', url: `/i/${household.token}`, headers: family });
    assert.equal(page.statusCode, 200);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/i/${household.token}`,
      headers: { ...family, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: FORM_COMING,
    });
    assert.equal(posted.statusCode, 200, posted.body.slice(0, 300));
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      headers: from('203.0.113.50'),
      payload: VALID_RSVP,
    });
    assert.equal(open.statusCode, 201, open.body);
  });

  test("a family behind a carrier's address opens and answers its own link after its neighbours guessed wrong links", async () => {
    const carrier = from('100.64.0.1');
    for (let i = 0; i < 25; i++) await t.app.inject({ method: 'GET', url: `/i/wrong-${i}`, headers: carrier });
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/i/wrong-again', headers: carrier })).statusCode,
      429,
      'guessing is still slowed',
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/i/${household.token}`, headers: carrier })).statusCode,
      200,
    );
    await familyAnswers(t.app, household, answerOf(household), carrier);
  });

  test('a household that answers many times in a row is slowed itself, and no one else is', async () => {
    const other = await t.addHousehold({ ...FAMILY, name: 'Verma family' });
    let refused;
    for (let i = 0; i < ANSWER_LIMITS.perClient + 1 && !refused; i++) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/invitations/${other.token}/response`,
        headers: from(`192.0.2.${i}`),
        payload: answerOf(other),
      });
      if (response.statusCode === 429) refused = response;
    }
    assert.ok(refused, 'the household met its own limit');
    assert.match(refused.json().message, /This invitation has been answered many times just now/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    const sharma = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${household.token}/response`,
      headers: from('192.0.2.1'),
      payload: answerOf(household),
    });
    assert.equal(sharma.statusCode, 200);
  });
});

describe('the open form, counted per network', () => {
  const t = useTestApp({ trustProxy: ['127.0.0.1'], answerLimits: ANSWER_LIMITS });
  test("one IPv6 /48 spread over its /64s is stopped at its network's share; another network still answers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ANSWER_LIMITS.perClient * 4 + 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/rsvp',
        headers: { 'x-forwarded-for': `2001:db8:99:${i.toString(16)}::1` },
        payload: VALID_RSVP,
      });
      statuses.push(response.statusCode);
    }
    assert.equal(statuses.filter((s) => s === 201).length, ANSWER_LIMITS.perClient * 4);
    assert.equal(statuses.at(-1), 429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/rsvp',
      headers: { 'x-forwarded-for': '2001:db8:100::1' },
      payload: VALID_RSVP,
    });
    assert.equal(elsewhere.statusCode, 201);
  });
});
