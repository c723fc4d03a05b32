import type { Household } from './schemas';

/**
 * The guest list in a few numbers, each person counted once whatever the number of functions: "coming" is coming to
 * at least one. Named extra guests count once an answer names them; an unanswered allowance is not a person yet.
 */
export interface GuestListSummary {
  households: number;
  householdsAnswered: number;
  people: number;
  coming: number;
  notComing: number;
  noAnswer: number;
  childrenComing: number;
}

export function guestListSummary(households: readonly Household[]): GuestListSummary {
  const summary: GuestListSummary = {
    households: households.length,
    householdsAnswered: 0,
    people: 0,
    coming: 0,
    notComing: 0,
    noAnswer: 0,
    childrenComing: 0,
  };
  for (const household of households) {
    const people = household.response?.people ?? [];
    if (household.response) summary.householdsAnswered += 1;
    const answeredMembers = new Set(people.flatMap((person) => (person.memberId === null ? [] : [person.memberId])));
    const unanswered = household.members.filter((member) => !answeredMembers.has(member.id)).length;
    summary.people += unanswered + people.length;
    summary.noAnswer += unanswered;
    for (const person of people) {
      if (Object.values(person.events).some(Boolean)) {
        summary.coming += 1;
        if (person.child) summary.childrenComing += 1;
      } else summary.notComing += 1;
    }
  }
  return summary;
}
