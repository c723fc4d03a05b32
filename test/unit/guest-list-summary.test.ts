import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guestListSummary } from '../../shared/guests/guest-list-summary';
import type { AnsweredPerson, Household } from '../../shared/guests/schemas';

function household(id: number, members: Array<[number, string, boolean?]>, people: AnsweredPerson[] | null): Household {
  return {
    id,
    name: `Household ${id}`,
    token: `t${id}`,
    link: `/i/t${id}`,
    members: members.map(([memberId, name, child]) => ({ id: memberId, name, child: child ?? false })),
    events: ['mehendi', 'wedding'],
    plusOnes: 1,
    phone: null,
    email: null,
    language: 'en',
    notes: null,
    greeting: {},
    side: 'both',
    groups: [],
    travelling: false,
    status: people ? 'coming' : 'not-sent',
    phoneInternational: null,
    sentAt: null,
    sentBy: null,
    remindedAt: null,
    deliveredAt: null,
    openedAt: null,
    lastAnswerAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    response: people ? { people, message: null, answeredAt: '2026-01-02T00:00:00.000Z', answeredBy: 'guest' } : null,
  };
}

const person = (
  memberId: number | null,
  name: string,
  events: Record<string, boolean>,
  child = false,
): AnsweredPerson => ({
  memberId,
  name,
  child,
  plusOne: memberId === null,
  events,
  meal: null,
  dietaryRestrictions: null,
});

test('each person is counted once, however many functions they answered for', () => {
  const summary = guestListSummary([
    household(
      1,
      [
        [1, 'Asha'],
        [2, 'Vikram'],
        [3, 'Meera', true],
      ],
      [
        person(1, 'Asha', { mehendi: true, wedding: true }),
        person(2, 'Vikram', { mehendi: false, wedding: false }),
        person(3, 'Meera', { mehendi: false, wedding: true }, true),
        person(null, 'Kabir', { mehendi: true, wedding: false }),
      ],
    ),
    household(
      2,
      [
        [4, 'Ravi'],
        [5, 'Sita'],
      ],
      null,
    ),
    // An answer that left a member out (added to the household after it answered) leaves that member unanswered.
    household(
      3,
      [
        [6, 'Om'],
        [7, 'Uma'],
      ],
      [person(6, 'Om', { mehendi: true, wedding: true })],
    ),
  ]);
  assert.deepEqual(summary, {
    households: 3,
    householdsAnswered: 2,
    people: 3 + 1 + 2 + 2,
    coming: 4,
    notComing: 1,
    noAnswer: 3,
    childrenComing: 1,
  });
  assert.equal(
    summary.coming + summary.notComing + summary.noAnswer,
    summary.people,
    'every person is in exactly one of the three',
  );
});
