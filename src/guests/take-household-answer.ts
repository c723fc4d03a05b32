import type { FastifyBaseLogger } from 'fastify';
import { answersClosed, weddingEvents } from '../../shared/site/events';
import type { Site } from '../../shared/site/schema';
import type { StorageGuard } from '../storage/storage-guard';
import type { GuestList } from './guest-list';
import { checkResponse } from '../../shared/guests/response-rules';
import { responseInputProblem } from './response-input-check';
import type { Household, ResponseInput } from '../../shared/guests/schemas';

export interface AnswerRefused {
  readonly status: 400 | 403 | 503;
  readonly error: string;
  readonly message: string;
}

/**
 * A household's answer from its own link, by the page's script (PUT /api/invitations/:token/response) or by its
 * form posted without it (POST /i/:token): closed after the deadline, checked against the household, stored whole.
 * A write that fails anyway throws, after the storage guard has heard of it.
 */
export function householdAnswerTaker({
  site,
  guestList,
  storage,
  now,
  onSaved = () => undefined,
}: {
  site: Site;
  guestList: GuestList;
  storage: StorageGuard;
  now: () => number;
  /** Told of each answer once it is on disk, and whether it changed an earlier one (the couple's note). */
  onSaved?: (household: Household, changed: boolean) => void;
}) {
  return (
    household: Household,
    input: ResponseInput,
    log: FastifyBaseLogger,
  ): { saved: Household } | { refused: AnswerRefused } => {
    if (answersClosed(site, now())) {
      return {
        refused: {
          status: 403,
          error: 'rsvp-closed',
          message: `Responses closed on ${site.rsvpDeadline}; please contact ${site.rsvp?.contact ?? 'the couple'}.`,
        },
      };
    }
    const invalid = responseInputProblem(input);
    if (invalid) return { refused: { status: 400, error: 'invalid-response', message: invalid } };
    const checked = checkResponse(household, input, weddingEvents(site), site.rsvp?.meals ?? []);
    if ('problem' in checked) return { refused: { status: 400, error: 'invalid-response', message: checked.problem } };
    const problem = storage.beforeWrite();
    if (problem) return { refused: { status: 503, error: problem.error, message: problem.message } };
    let saved;
    try {
      saved = guestList.saveResponse(household.id, checked.people, input.message ?? null, 'guest');
    } catch (err) {
      storage.writeFailed(err);
      throw err;
    }
    storage.writeSucceeded();
    log.info({ householdId: household.id }, 'household answer stored');
    onSaved(saved, household.response !== null);
    return { saved };
  };
}

export type TakeHouseholdAnswer = ReturnType<typeof householdAnswerTaker>;
