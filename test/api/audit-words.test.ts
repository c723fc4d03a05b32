// The audit log says what an answer changed, in words a couple reads at a glance: who, which function, from what
// to what, and who made the change.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AuditEntry } from '../../shared/guests/admin-shapes';
import { answerChangesInWords } from '../../src/guests/answer-changes';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';
import { chooseAdminLanguage, familyAnswers } from './calls';

const TITLES = new Map([
  ['mehendi-ceremony', 'Mehendi Ceremony'],
  ['haldi-ceremony', 'Haldi Ceremony'],
]);
const person = (
  name: string,
  events: Record<string, boolean>,
  more: { memberId?: number | null; meal?: string | null; plusOne?: boolean } = {},
) => ({
  memberId: more.memberId === undefined ? 1 : more.memberId,
  name,
  child: false,
  plusOne: more.plusOne ?? false,
  events,
  meal: more.meal ?? null,
  dietaryRestrictions: null,
});
const answer = (people: ReturnType<typeof person>[], message: string | null = null) => ({
  people,
  message,
  answeredAt: '2026-11-24T10:00:00.000Z',
  answeredBy: 'guest' as const,
});

describe('answerChangesInWords', () => {
  test('a first answer says what each person said', () => {
    const first = answer([
      person('Ravi Sharma', { 'mehendi-ceremony': true, 'haldi-ceremony': false }, { meal: 'Jain' }),
    ]);
    assert.deepEqual(answerChangesInWords(null, first, TITLES), [
      'Ravi Sharma: Mehendi Ceremony yes; Haldi Ceremony no; meal Jain',
    ]);
  });

  test('a changed answer says only what changed, from what to what', () => {
    const before = answer([
      person('Ravi Sharma', { 'mehendi-ceremony': false, 'haldi-ceremony': true }, { meal: 'Jain' }),
      person('Sunita Sharma', { 'mehendi-ceremony': true, 'haldi-ceremony': true }, { memberId: 2 }),
    ]);
    const after = answer([
      person('Ravi Sharma', { 'mehendi-ceremony': true, 'haldi-ceremony': true }, { meal: 'Vegetarian' }),
      person('Sunita Sharma', { 'mehendi-ceremony': true, 'haldi-ceremony': true }, { memberId: 2 }),
      person('Anil Mehta', { 'mehendi-ceremony': true, 'haldi-ceremony': false }, { memberId: null, plusOne: true }),
    ]);
    assert.deepEqual(answerChangesInWords(before, after, TITLES), [
      'Ravi Sharma: Mehendi Ceremony no → yes; meal Jain → Vegetarian',
      'Anil Mehta (added): Mehendi Ceremony yes; Haldi Ceremony no',
    ]);
  });

  test('a function no longer in the itinerary is named by its id; a person left out is said to be', () => {
    const before = answer([
      person('Ravi Sharma', { garba: true }),
      person('Old Friend', { garba: true }, { memberId: 9 }),
    ]);
    const after = answer([person('Ravi Sharma', { garba: false })], 'See you soon');
    assert.deepEqual(answerChangesInWords(before, after, TITLES), [
      'Ravi Sharma: garba yes → no',
      'Old Friend: no longer in the answer',
      'message: “See you soon”',
    ]);
  });
});

describe('GET /api/admin/audit, for households’ answers', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('an answer from the link and the couple’s change of it are told in words, with who made each', async () => {
    const household = await t.addHousehold(householdNamed('Sharma family', ['Ravi Sharma'], ['mehendi-ceremony']));
    const memberId = household.members[0]?.id;
    const answerWith = (attending: boolean, meal: string) => ({
      members: [{ id: memberId, events: { 'mehendi-ceremony': attending }, meal }],
    });
    await familyAnswers(t.app, household, answerWith(false, 'Jain'));
    const byCouple = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/households/${household.id}/response`,
      headers: { cookie: t.cookie },
      payload: answerWith(true, 'Vegetarian'),
    });
    assert.equal(byCouple.statusCode, 200, byCouple.body);

    const log = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: t.cookie } })
    ).json() as AuditEntry[];
    const [changed, answered] = log.filter((entry) => entry.action.startsWith('answer'));
    assert.equal(changed?.actor, 'couple');
    assert.deepEqual(changed?.changes, ['Ravi Sharma: Mehendi Ceremony no → yes; meal Jain → Vegetarian']);
    assert.equal(answered?.actor, 'guest');
    assert.deepEqual(answered?.changes, ['Ravi Sharma: Mehendi Ceremony no; meal Jain']);
  });
});

describe('GET /api/admin/audit, for the couple’s edits of a household', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('says what the edit changed: functions, people, extra guests, details', async () => {
    const household = await t.addHousehold({
      name: 'Sharma family',
      members: [{ name: 'Ravi Sharma' }, { name: 'Old Uncle' }],
      events: ['mehendi-ceremony'],
      plusOnes: 2,
      phone: '98765 43210',
    });
    const [ravi] = household.members;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/households/${household.id}`,
      headers: { cookie: t.cookie },
      payload: {
        members: [{ id: ravi?.id, name: 'Ravi Sharma' }, { name: 'Dadi Sharma' }],
        events: ['haldi-ceremony'],
        plusOnes: 0,
        phone: null,
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const [entry] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: t.cookie } })
    ).json() as AuditEntry[];
    assert.equal(entry?.action, 'updated');
    assert.deepEqual(entry?.changes, [
      'invited to Haldi Ceremony',
      'no longer invited to Mehendi Ceremony',
      'adds Dadi Sharma',
      'takes Old Uncle off the list',
      'extra guests 2 → 0',
      'phone 98765 43210 → none',
    ]);
  });

  test('reads in the language of the one reading the log: the same edit, in Hindi', async () => {
    await chooseAdminLanguage(t.app, t.cookie, 'hi');
    const [entry] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: t.cookie } })
    ).json() as AuditEntry[];
    assert.deepEqual(entry?.changes, [
      'Haldi Ceremony में आमंत्रित',
      'अब Mehendi Ceremony में आमंत्रित नहीं',
      'Dadi Sharma को जोड़ा',
      'Old Uncle को सूची से हटाया',
      'अतिरिक्त मेहमान 2 → 0',
      'फ़ोन 98765 43210 → कुछ नहीं',
    ]);
  });
});
