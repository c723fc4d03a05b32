import type { FastifyBaseLogger } from 'fastify';
import { checkResponse } from '../../shared/guests/response-rules';
import type { Household, ResponseInput } from '../../shared/guests/schemas';
import { type Outcome, refuse } from '../../shared/outcome';
import { answersClosed, weddingEvents } from '../../shared/site/events';
import { mealIds } from '../../shared/site/meals';
import type { Site } from '../../shared/site/schema';
import type { StorageGuard } from '../storage/storage-guard';
import type { GuestList } from './guest-list';
import { responseInputProblem } from './response-input-check';

/**
 * A household's answer from its own link, by the page's script (PUT /api/invitations/:token/response) or by its
 * form posted without it (POST /i/:token): closed after the deadline, checked against the household, stored whole.
 * A write that fails anyway throws, after the storage guard has heard of it.
 */
export function createHouseholdAnswerTaker({
  site: siteNow,
  guestList,
  storage,
  now,
  onSaved = () => undefined,
}: {
  /** The content as it is now (the couple may save site.json while the site runs). */
  site: () => Site;
  guestList: GuestList;
  storage: StorageGuard;
  now: () => number;
  /** Told of each answer once it is on disk, and whether it changed an earlier one (the couple's note). */
  onSaved?: (household: Household, changed: boolean) => void;
}) {
  return (household: Household, input: ResponseInput, log: FastifyBaseLogger): Outcome<Household> => {
    const site = siteNow();
    if (answersClosed(site, now())) {
      return refuse(
        'rsvp-closed',
        `Responses closed on ${site.rsvpDeadline}; please contact ${site.rsvp?.contact ?? 'the couple'}.`,
      );
    }
    const invalid = responseInputProblem(input);
    if (invalid) return refuse('invalid-response', invalid);
    const checked = checkResponse(household, input, weddingEvents(site), mealIds(site));
    if ('refused' in checked) return checked;
    const result = storage.write(() => guestList.saveResponse(household, checked.done, input.message ?? null, 'guest'));
    if ('done' in result) {
      log.info({ householdId: household.id }, 'household answer stored');
      onSaved(result.done, household.response !== null);
    }
    return result;
  };
}

export type TakeHouseholdAnswer = ReturnType<typeof createHouseholdAnswerTaker>;
