import type { Database } from 'better-sqlite3';
import type { ActingPerson } from '../../shared/guests/admin-shapes';
import type { PersonToStore } from '../../shared/guests/response-rules';
import type { Household, StoredResponse } from '../../shared/guests/schemas';
import { storedText } from '../../shared/rsvp/rules';
import { blankToNull, prepareAnswerWrites } from './guest-list-rows';
import { statusOf } from './household-assembly';
import type { HouseholdAudit } from './household-audit';
import { householdKey } from './household-names';

/** The family through its link, or a person in the admin recording an answer given by phone. */
type Answerer = 'guest' | 'couple' | ActingPerson;

/**
 * The answer as it is stored. An answer covers the functions the household is invited to now. What a person said
 * about any other (one the household was un-invited from, or one taken out of the itinerary) is kept, so that it comes
 * back with the invitation, instead of being lost to an edit of the list.
 */
function storedResponse(
  before: Household,
  people: readonly PersonToStore[],
  message: string | null,
  actor: Answerer,
  answeredAt: string,
): StoredResponse {
  const earlier = (person: PersonToStore) =>
    before.response?.people.find((p) =>
      person.memberId !== null
        ? p.memberId === person.memberId
        : p.plusOne && householdKey(p.name) === householdKey(person.name),
    );
  return {
    people: people.map((person) => ({
      memberId: person.memberId,
      name: storedText(person.name),
      child: person.child,
      plusOne: person.plusOne,
      events: { ...earlier(person)?.events, ...person.events },
      meal: person.meal,
      dietaryRestrictions: blankToNull(person.dietaryRestrictions),
    })),
    message: blankToNull(message),
    answeredAt,
    answeredBy: actor === 'guest' ? 'guest' : 'couple',
    recordedBy: typeof actor === 'string' ? null : actor.name,
  };
}

/**
 * Replaces the household's answer with this one, in one transaction; the one it replaces goes to the audit log.
 * `before` is the household the answer was checked against, read in this same turn of the event loop (the routes
 * do not await between reading and saving, so nothing else can have changed it): it is not read again, and the
 * household as it now stands is made from it and what was written.
 */
export function createResponseSaver(db: Database, audit: HouseholdAudit, now: () => number) {
  const statements = prepareAnswerWrites(db);
  return db.transaction(
    (before: Household, people: readonly PersonToStore[], message: string | null, actor: Answerer): Household => {
      const { id } = before;
      const response = storedResponse(before, people, message, actor, new Date(now()).toISOString());
      statements.deleteResponse.run(id);
      statements.insertResponse.run(
        id,
        response.message,
        response.answeredAt,
        response.answeredBy,
        response.recordedBy ?? null,
      );
      response.people.forEach((person, position) => {
        const { lastInsertRowid } = statements.insertPerson.run(
          id,
          person.memberId,
          person.name,
          person.child ? 1 : 0,
          person.plusOne ? 1 : 0,
          person.meal,
          person.dietaryRestrictions,
          position,
        );
        for (const [eventId, attending] of Object.entries(person.events))
          statements.insertPersonEvent.run(lastInsertRowid, eventId, attending ? 1 : 0);
      });
      const after: Household = {
        ...before,
        response,
        status: statusOf(before, response, before.events),
        lastAnswerAt: response.answeredAt,
      };
      audit(actor, after, before.response ? 'answer-changed' : 'answered', {
        before: before.response,
        after: after.response,
      });
      return after;
    },
  );
}
